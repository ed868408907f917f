import { afterAll, beforeAll } from 'vitest';

/** jsdom never plays animations, so exit animations would never end: make them instant. */
export function disableAnimations(): void {
  if (typeof document === 'undefined' || document.getElementById('no-animations')) return;
  const style = document.createElement('style');
  style.id = 'no-animations';
  style.textContent = '*, *::before, *::after { animation-duration: 0s !important; }';
  document.head.append(style);
}

/**
 * jsdom lays nothing out, so every element has no size and focus traps think nothing can take
 * focus. Gives elements a size; returns the restore function.
 */
function stubElementSize(): () => void {
  const proto = HTMLElement.prototype;
  const width = Object.getOwnPropertyDescriptor(proto, 'offsetWidth');
  const height = Object.getOwnPropertyDescriptor(proto, 'offsetHeight');
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: () => 100 });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: () => 20 });
  return () => {
    if (width) Object.defineProperty(proto, 'offsetWidth', width);
    if (height) Object.defineProperty(proto, 'offsetHeight', height);
  };
}

/** `stubElementSize` for the whole test file (dialogs and menus whose focus trap needs a layout). */
export function withElementSize(): void {
  let restore = () => undefined as void;
  beforeAll(() => {
    restore = stubElementSize();
  });
  afterAll(() => restore());
}

/** A `matchMedia` whose queries all answer `matches(query)` and never change. */
export function staticMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
