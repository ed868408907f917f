import { useContext, useEffect, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';

/** How long a page that does not paint (a hidden tab: no animation frames) waits instead. */
const UNPAINTED_MS = 100;

/**
 * Whether the router is about to scroll the page back to where it was (Back, Forward or a reload of
 * a page scrolled down: `ScrollRestoration`). It does so right after the screen's first commit, so
 * that commit must already be as tall as the screen was.
 */
function restoringScroll(state: { restoreScrollPosition?: number | false | null } | null): boolean {
  const y = state?.restoreScrollPosition;
  return typeof y === 'number' && y > 0;
}

/**
 * False on a component's first render, then true from a render of its own once the page has
 * painted the first (the task after the next animation frame): what can follow a screen's first
 * content waits for that render (ADR 0023). It is an ordinary update, drawn whole in one go. A
 * deferred render (`useDeferredValue`) is interruptible: while the visitor kept interacting it
 * stayed pending, and a row's menu opened meanwhile chose nothing.
 *
 * True from the first render when the router is restoring a scroll position: the screen is then
 * drawn whole at once, or the page would be too short to scroll back to where it was.
 */
export function useAfterFirstPaint(): boolean {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const [after, setAfter] = useState(() => restoringScroll(routerState));
  useEffect(() => {
    if (after) return;
    let timer = 0;
    const show = () => setAfter(true);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(show, 0);
    });
    timer = window.setTimeout(show, UNPAINTED_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
}

/**
 * Shows `before` (nothing by default) on its first render and `children` from the render after the
 * first paint (`useAfterFirstPaint`). Only this component renders again then, not the screen around it.
 */
export function AfterFirstPaint({ before = null, children }: { before?: ReactNode; children: ReactNode }) {
  return useAfterFirstPaint() ? children : before;
}
