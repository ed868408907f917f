import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMatchMedia } from './support/jsdom-layout';

// A limit for a hang, not a speed check: a first render imports Chakra, and on a loaded two-core
// machine a screen's first data can take longer than Testing Library's default of 1 s.
configure({ asyncUtilTimeout: 5000 });

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
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: ResizeObserverStub,
    configurable: true,
    writable: true,
  });
}

// The VM context each file runs in has jsdom's globals, which lack the web streams msw's module uses.
for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream })) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

// The host's structuredClone makes its copies in the host's realm, whose Object.prototype is not this
// context's: @msw/data clones a record with it before mutative (which accepts only this realm's plain
// objects) drafts it. Copies are rebuilt here from this realm's literals.
const hostClone = globalThis.structuredClone;
const inThisRealm = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(inThisRealm);
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (tag === '[object Map]')
    return new Map([...(value as Map<unknown, unknown>)].map(([k, v]) => [inThisRealm(k), inThisRealm(v)]));
  if (tag === '[object Set]') return new Set([...(value as Set<unknown>)].map(inThisRealm));
  // Anything else but a plain object (typed arrays, files, …) stays the host's.
  if ((Object.getPrototypeOf(value) as object | null)?.constructor?.name !== 'Object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inThisRealm(v)]));
};
globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
  inThisRealm(hostClone(value, options))) as typeof structuredClone;
