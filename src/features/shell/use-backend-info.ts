import { useEffect, useState } from 'react';
import type { SystemInfo } from '@/api/system';
import { systemApi } from '@/state/api';

/** The backend's version and build, or null while loading or when the call fails (only logged). */
export function useBackendInfo(): SystemInfo | null {
  const [info, setInfo] = useState<SystemInfo | null>(null);
  useEffect(() => {
    let cancelled = false;
    systemApi
      .info()
      .then((next) => {
        if (!cancelled) setInfo(next);
      })
      .catch((failure: unknown) => {
        console.warn(
          'System info unavailable; the backend version is not shown',
          failure instanceof Error ? failure.message : failure,
        );
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return info;
}
