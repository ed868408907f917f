import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`, false as soon as it drops. Keeps quick loads
 * from flashing skeletons.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [since, setSince] = useState<boolean>(false);
  useEffect(() => {
    if (!flag) return undefined;
    const id = window.setTimeout(() => setSince(true), delayMs);
    return () => {
      window.clearTimeout(id);
      setSince(false);
    };
  }, [flag, delayMs]);
  return flag && since;
}
