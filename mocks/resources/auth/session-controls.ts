import type { AdminRole } from '@/api/types';
import { updateAdmin } from './auth-model';
import { db } from '../../core/db';
import { now } from '../../core/mock-config';
import { findSessionByRefreshToken, revokeFamily } from './sessions';

/** Makes an access token expire now, as if its lifetime had run out (mock console). */
export async function expireAccessToken(accessToken: string): Promise<boolean> {
  const session = db.sessions.findFirst((q) => q.where({ accessToken }));
  if (!session) return false;
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(row) {
      row.accessTokenExpiresAt = now() - 1;
    },
  });
  return true;
}

/** Revokes the session family of a refresh token, so the next refresh fails (mock console). */
export async function revokeRefreshToken(refreshToken: string): Promise<boolean> {
  const session = findSessionByRefreshToken(refreshToken);
  if (!session) return false;
  await revokeFamily(session.familyId);
  return true;
}

/**
 * Changes the role of the admin holding this access token on the server only, as another super
 * admin would meanwhile; the tab keeps offering what the old role could do (mock console).
 */
export async function changeSignedInRole(accessToken: string, role: AdminRole): Promise<boolean> {
  const session = db.sessions.findFirst((q) => q.where({ accessToken }));
  if (!session) return false;
  const updated = await updateAdmin(session.adminId, (row) => {
    row.role = role;
  });
  return updated !== undefined;
}
