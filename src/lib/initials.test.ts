import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ava Laurent', 'AL'],
    ['ava laurent', 'AL'],
    ['Jean Paul Sartre', 'JP'],
    ['Madonna', 'M'],
    ['  Lena   Fischer  ', 'LF'],
    ['', 'A'],
    ['   ', 'A'],
    [null, 'A'],
    [undefined, 'A'],
    ['émile zola', 'ÉZ'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
