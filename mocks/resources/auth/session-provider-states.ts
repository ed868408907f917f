import { db } from '../../core/db';
import type { SessionRecord } from '../../core/db';
import { now } from '../../core/mock-config';
import { accessTokenTtlMs } from '../settings/system-settings';

export interface FixedTokens {
  accessToken: string;
  refreshToken: string;
  setupOnly?: boolean;
}

/**
 * Starts a session whose tokens are the given ones instead of random ones, so a contract can carry
 * a fixed bearer token (`Bearer pact-access-token`) that the provider state makes valid.
 */
export async function startSessionWithTokens(adminId: string, tokens: FixedTokens): Promise<SessionRecord> {
  const issuedAt = now();
  db.sessions.deleteMany((q) => q.where({ accessToken: tokens.accessToken }));
  db.sessions.deleteMany((q) => q.where({ refreshToken: tokens.refreshToken }));
  return db.sessions.create({
    id: crypto.randomUUID(),
    familyId: crypto.randomUUID(),
    adminId,
    refreshToken: tokens.refreshToken,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: issuedAt + accessTokenTtlMs(),
    setupOnly: tokens.setupOnly ?? false,
    rotated: false,
    revoked: false,
    createdAt: issuedAt,
  });
}
