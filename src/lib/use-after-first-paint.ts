import { useEffect, useState } from 'react';

/** How long a page that does not paint (a hidden tab: no animation frames) waits instead. */
const UNPAINTED_MS = 100;

/**
 * False on a component's first render, then true from a render of its own once the page has
 * painted the first (the task after the next animation frame): what can follow a screen's first
 * content waits for that render (ADR 0023). It is an ordinary update, drawn whole in one go. A
 * deferred render (`useDeferredValue`) is interruptible: while the visitor kept interacting it
 * stayed pending, and a row's menu opened meanwhile chose nothing.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
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
