import { useEffect } from 'react';
import { settingsApi } from '@/state/api';
import { brandAtom } from '@/state/brand';
import { store } from '@/state/store';

/**
 * Loads the brand from GET /settings once per signed-in admin (and so after every sign-in); the
 * brand atom remembers it for the next visit. A failure keeps the brand already shown.
 */
export function useBrandSync(adminId: string | null): void {
  useEffect(() => {
    if (!adminId) return;
    let current = true;
    settingsApi
      .get({ quiet: true })
      .then((settings) => {
        if (current) store.set(brandAtom, settings);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [adminId]);
}
