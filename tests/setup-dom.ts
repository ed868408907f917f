import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMatchMedia } from './support/jsdom-layout';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) window.matchMedia = staticMatchMedia(() => false);

// jsdom has no ResizeObserver; Chakra's menus, popovers and dialogs need one.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, configurable: true, writable: true });
}
