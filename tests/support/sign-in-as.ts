import { act } from '@testing-library/react';
import type { AdminRole } from '@/api/types';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';

/** The admin `signInAs` signs in: the id component tests use for "you". */
export const SIGNED_IN_ID = 'signed-in-admin';

/** Test helper: a full-access session in the app's store for an admin of `role`. */
export function signInAs(role: AdminRole, id = SIGNED_IN_ID): void {
  act(() =>
    store.set(signInAtom, {
      accessToken: 'test-access-token',
      refreshToken: 'test-refresh-token',
      requires2FASetup: false,
      adminId: id,
      email: `${role.toLowerCase()}@vinotheca.example`,
      fullName: `Test ${role}`,
      role,
    }),
  );
}

/** Test helper: ends the session `signInAs` started. */
export function signOut(): void {
  act(() => store.set(clearSessionAtom));
}
