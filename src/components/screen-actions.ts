import { atom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';

/** Something the screen on show offers (a button's action), as the command palette lists it. */
export interface ScreenAction {
  /** Unique on the screen. */
  id: string;
  /** What it does, as the palette reads it: "Publish this wine". */
  label: string;
  run: () => void;
}

/** The actions of the screen on show; set by the screen while it is mounted, read by the command palette. */
export const screenActionsAtom = atom<readonly ScreenAction[]>([]);

/**
 * Offers `actions` in the command palette while the calling screen is mounted. Only the ids and
 * labels decide when the list changes; each run calls the latest function passed, so a screen may
 * pass new closures on every render.
 */
export function useScreenActions(actions: readonly ScreenAction[]): void {
  const setActions = useSetAtom(screenActionsAtom);
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const key = actions.map((a) => `${a.id}\u0000${a.label}`).join('\u0001');
  useEffect(() => {
    const offered: ScreenAction[] = latest.current.map(({ id, label }) => ({
      id,
      label,
      run: () => latest.current.find((a) => a.id === id)?.run(),
    }));
    setActions(offered);
    return () => setActions((current) => (current === offered ? [] : current));
  }, [key, setActions]);
}
