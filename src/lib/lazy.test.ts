import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on first use only, and keeps it (undefined included)', () => {
    const make = vi.fn(() => undefined);
    const value = lazy(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
