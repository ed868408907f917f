import { db } from '../../core/db';
import type { SessionRecord } from '../../core/db';
import { now } from '../../core/mock-config';
import { accessTokenTtlMs } from '../settings/system-settings';

const REVOKED_RETENTION_MS = 60 * 60 * 1000;

export type RefreshOutcome =
  { ok: true; session: SessionRecord } | { ok: false; reason: 'unknown' | 'revoked' | 'reused' };

/** An opaque bearer token: a recognisable prefix and 256 random bits. */
function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Starts a new refresh-token family for an admin (one sign-in on one device). */
export async function startSession(adminId: string, setupOnly: boolean): Promise<SessionRecord> {
  pruneRevokedSessions();
  return createSessionRow(adminId, crypto.randomUUID(), setupOnly);
}

/** The live session behind an access token, or why there is none. */
export function findSessionByAccessToken(
  token: string,
): { session: SessionRecord } | { reason: 'invalid' | 'expired' } {
  const session = db.sessions.findFirst((q) => q.where({ accessToken: token }));
  if (!session || session.revoked) return { reason: 'invalid' };
  if (session.accessTokenExpiresAt <= now()) return { reason: 'expired' };
  return { session };
}

/**
 * Exchanges a refresh token for a new pair. A token that was already rotated is a sign of theft,
 * so its whole family is revoked and every holder has to sign in again.
 */
export async function rotateRefreshToken(refreshToken: string): Promise<RefreshOutcome> {
  const session = db.sessions.findFirst((q) => q.where({ refreshToken }));
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revoked) return { ok: false, reason: 'revoked' };
  if (session.rotated) {
    await revokeFamily(session.familyId);
    return { ok: false, reason: 'reused' };
  }
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(row) {
      row.rotated = true;
    },
  });
  return { ok: true, session: await createSessionRow(session.adminId, session.familyId, session.setupOnly) };
}

export function findSessionByRefreshToken(refreshToken: string): SessionRecord | undefined {
  return db.sessions.findFirst((q) => q.where({ refreshToken }));
}

export async function revokeFamily(familyId: string): Promise<void> {
  await db.sessions.updateMany((q) => q.where({ familyId, revoked: false }), {
    data(row) {
      row.revoked = true;
    },
  });
}

/** Revokes every session of an admin, optionally keeping one family (the caller's own). */
export async function revokeAdminSessions(adminId: string, keepFamilyId?: string): Promise<void> {
  await db.sessions.updateMany(
    (q) => q.where({ adminId, revoked: false, familyId: (familyId) => familyId !== keepFamilyId }),
    {
      data(row) {
        row.revoked = true;
      },
    },
  );
}

async function createSessionRow(adminId: string, familyId: string, setupOnly: boolean): Promise<SessionRecord> {
  const issuedAt = now();
  return db.sessions.create({
    id: crypto.randomUUID(),
    familyId,
    adminId,
    refreshToken: randomToken('vt_rt'),
    accessToken: randomToken('vt_at'),
    accessTokenExpiresAt: issuedAt + accessTokenTtlMs(),
    setupOnly,
    rotated: false,
    revoked: false,
    createdAt: issuedAt,
  });
}

function pruneRevokedSessions(): void {
  const cutoff = now() - REVOKED_RETENTION_MS;
  db.sessions.deleteMany((q) => q.where({ revoked: true, createdAt: (createdAt) => createdAt < cutoff }));
}
