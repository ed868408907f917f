import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredTextProblem } from './text-problem';
import { requiredText } from './text-rule';

describe('requiredTextProblem', () => {
  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['Reds', null],
    [`  ${'a'.repeat(10)}  `, null],
    ['a'.repeat(11), 'Name must be at most 10 characters'],
  ])('%j → %s', (value, expected) => {
    expect(requiredTextProblem('Name', 10, value)).toBe(expected);
  });

  it('says what the zod rule says, for any text (a form without zod and the mock agree)', () => {
    const rule = requiredText('Name', 10);
    fc.assert(
      fc.property(fc.string({ maxLength: 16, unit: fc.constantFrom('a', ' ', '\t', 'é', '\n') }), (value) => {
        const parsed = rule.safeParse(value);
        expect(requiredTextProblem('Name', 10, value)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
      }),
    );
  });
});
