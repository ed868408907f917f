import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authApi } from '@/state/api';
import { authStatusAtom, updateUserAtom } from '@/state/session';
import { store } from '@/state/store';

/** While signed in with full access, fetches the current admin once and adopts their theme. */
export function useCurrentUser(): void {
  const status = useAtomValue(authStatusAtom);
  useEffect(() => {
    if (status !== 'full') return;
    let cancelled = false;
    authApi
      .me()
      .then((user) => {
        if (cancelled) return;
        store.set(updateUserAtom, user);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [status]);
}
