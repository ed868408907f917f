import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordChecklist, validatePassword } from './password-policy';

describe('password policy', () => {
  it.each([
    ['', 'Password must be at least 12 characters long'],
    ['Short1!', 'Password must be at least 12 characters long'],
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere!!', 'Password must contain at least one number'],
    ['NoSpecials1234', 'Password must contain at least one special character'],
    ['Valid-Passw0rd', null],
    ["Quote'Pass1word", null],
    ['Backslash\\Pass1', null],
  ])('%j → %j', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('checks the rules in order and reports only the first failure', () => {
    expect(validatePassword('a')).toBe('Password must be at least 12 characters long');
  });

  it('has a minimum length of 12', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });

  it('offers the checklist labels of the spec, in order', () => {
    expect(passwordChecklist('Abcdefghijk1').map((r) => [r.label, r.met])).toEqual([
      ['At least 12 characters long', true],
      ['At least one uppercase letter', true],
      ['At least one lowercase letter', true],
      ['At least one number', true],
      ['At least one special character (!@#$%^&* etc.)', false],
    ]);
  });

  it.each([...`!@#$%^&*()_+-=[]{};':"\\|,.<>/?`])('accepts %s as a special character', (c) => {
    expect(validatePassword(`Abcdefghij1${c}`)).toBeNull();
  });
});
