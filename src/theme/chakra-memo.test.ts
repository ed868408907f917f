import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';

// Chakra's style system remembers the results of its pure steps (a style object's CSS, a property's
// value, a recipe's variants). patches/@chakra-ui+react+3.37.0.patch changes how it finds them, for
// speed (ADR 0026): plain arguments through a map per argument instead of a string key, and two
// generations of results instead of an LRU list. These tests hold it to what the unpatched memo
// gives: the same results, whichever way a result is found, forgotten or found again.

const STYLES = [
  { color: 'red.500', p: '4' },
  { color: 'fg.muted', _hover: { bg: 'bg.muted' }, zIndex: 1 },
  { display: 'flex', gap: '2', alignItems: 'center', md: { gap: '4' } },
  { borderWidth: '1px', rounded: 'md', _dark: { borderColor: 'gray.700' } },
] as const;

/** More distinct styles than both generations of a memo hold (500 each). */
const MANY = Array.from({ length: 1_200 }, (_, i) => ({ width: `${i}px`, marginTop: i % 7 }));

describe("Chakra's memo (patched)", () => {
  it('gives a style the CSS a fresh system gives it, and the same object on the next call', () => {
    const system = createSystem(defaultConfig);
    for (const style of STYLES) {
      const first = system.css(style);
      expect(first).toEqual(createSystem(defaultConfig).css(style));
      expect(system.css({ ...style })).toBe(first);
    }
  });

  it('computes a forgotten result again, equal to the first, after more results than it keeps', () => {
    const system = createSystem(defaultConfig);
    const before = STYLES.map((style) => structuredClone(system.css(style)));
    const transformed = structuredClone(system.utility.transform('zIndex', 1));
    for (const style of MANY) system.css(style);
    for (let i = 0; i < MANY.length; i++) system.utility.transform('width', `${i}px`);
    STYLES.forEach((style, i) => expect(system.css(style)).toEqual(before[i]));
    expect(system.utility.transform('zIndex', 1)).toEqual(transformed);
  });

  it('keeps results found again from the older generation: still the same object', () => {
    const system = createSystem(defaultConfig);
    const kept = system.css(STYLES[0]);
    // Past one generation (500 new results), not two: the result is in the older one, and found there.
    for (const style of MANY.slice(0, 600)) system.css(style);
    expect(system.css(STYLES[0])).toBe(kept);
  });

  it('keeps arguments apart that differ only in type, as the string keys did', () => {
    const system = createSystem(defaultConfig);
    expect(system.utility.transform('zIndex', 1)).toEqual({ zIndex: 1 });
    expect(system.utility.transform('zIndex', '1')).toEqual({ zIndex: '1' });
    expect(system.utility.transform('zIndex', 1)).not.toBe(system.utility.transform('zIndex', '1'));
    expect(system.isValidProperty('color')).toBe(true);
    expect(system.isValidProperty('colour')).toBe(false);
    expect(system.css({ zIndex: 1 })).toEqual({ zIndex: 1 });
    expect(system.css({ zIndex: '1' })).toEqual({ zIndex: '1' });
  });
});
