import { useEffect, useState } from 'react';
import type { Region } from '@/api/reference';

export type LoadRegions = (countryCode: string) => Promise<Region[]>;

/** The regions of a country for the Region autocomplete; none while loading or when they fail. */
export function useRegions(countryCode: string, loadRegions: LoadRegions): Region[] {
  const [loaded, setLoaded] = useState<{ country: string; regions: Region[] } | null>(null);
  useEffect(() => {
    if (!/^[A-Z]{2}$/.test(countryCode)) return;
    let current = true;
    loadRegions(countryCode)
      .then((regions) => {
        if (current) setLoaded({ country: countryCode, regions });
      })
      // The client has toasted the failure; the field still takes any region typed in.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [countryCode, loadRegions]);
  return loaded?.country === countryCode ? loaded.regions : [];
}
