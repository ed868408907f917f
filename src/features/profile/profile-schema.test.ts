import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, profileDetailsSchema, PROFILE_MESSAGES } from './profile-schema';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('profileDetailsSchema', () => {
  it.each([
    [{ fullName: 'Ada', email: 'ada@example.com' }, {}],
    [{ fullName: '  ', email: 'ada@example.com' }, { fullName: PROFILE_MESSAGES.fullNameRequired }],
    [{ fullName: 'x'.repeat(101), email: 'ada@example.com' }, { fullName: PROFILE_MESSAGES.fullNameTooLong }],
    [{ fullName: 'Ada', email: '' }, { email: PROFILE_MESSAGES.emailRequired }],
    [{ fullName: 'Ada', email: 'ada@' }, { email: PROFILE_MESSAGES.emailInvalid }],
  ])('%j → %j', (values, expected) => {
    expect(errorsOf(profileDetailsSchema.safeParse(values))).toEqual(expected);
  });
});

describe('passwordChangeSchema', () => {
  const ok = { currentPassword: 'Old-Password-1', newPassword: 'New-Password-22', confirmPassword: 'New-Password-22' };
  it.each([
    [ok, {}],
    [{ ...ok, currentPassword: '' }, { currentPassword: PROFILE_MESSAGES.currentPasswordRequired }],
    [{ ...ok, confirmPassword: 'New-Password-23' }, { confirmPassword: 'Passwords do not match' }],
    [{ ...ok, confirmPassword: '' }, { confirmPassword: PROFILE_MESSAGES.confirmRequired }],
    [
      { ...ok, newPassword: 'short1!', confirmPassword: 'short1!' },
      { newPassword: 'Password must be at least 12 characters long' },
    ],
    [
      { ...ok, newPassword: 'no-uppercase-1', confirmPassword: 'no-uppercase-1' },
      { newPassword: 'Password must contain at least one uppercase letter' },
    ],
    [
      { ...ok, newPassword: 'NO-LOWERCASE-1', confirmPassword: 'NO-LOWERCASE-1' },
      { newPassword: 'Password must contain at least one lowercase letter' },
    ],
    [
      { ...ok, newPassword: 'No-Number-Here', confirmPassword: 'No-Number-Here' },
      { newPassword: 'Password must contain at least one number' },
    ],
    [
      { ...ok, newPassword: 'NoSpecial12345', confirmPassword: 'NoSpecial12345' },
      { newPassword: 'Password must contain at least one special character' },
    ],
    [
      { ...ok, newPassword: 'Old-Password-1', confirmPassword: 'Old-Password-1' },
      { newPassword: PROFILE_MESSAGES.sameAsCurrent },
    ],
  ])('%j → %j', (values, expected) => {
    expect(errorsOf(passwordChangeSchema.safeParse(values))).toEqual(expected);
  });
});
