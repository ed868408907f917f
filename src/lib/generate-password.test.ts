import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './generate-password';
import { validatePassword } from './password-policy';

describe('generatePassword', () => {
  it('always meets the password policy', () => {
    for (let i = 0; i < 500; i++) expect(validatePassword(generatePassword())).toBeNull();
  });

  it('meets the policy for any random source and length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.infiniteStream(fc.nat()), (length, stream) => {
        const it = stream[Symbol.iterator]();
        const random = (max: number) => (it.next().value as number) % max;
        const password = generatePassword(length, random);
        expect(password.length).toBe(Math.max(length, 12));
        expect(validatePassword(password)).toBeNull();
      }),
    );
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});
