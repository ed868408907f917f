import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@/lib/password-policy';
import { USER_FORM_MESSAGES, USER_ROLE_OPTIONS, userFormSchema, type UserFormInput } from './user-form-schema';

const valid: UserFormInput = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'EDITOR',
  active: true,
  password: 'Correct-Horse-9',
};

function firstError(
  mode: 'create' | 'edit',
  patch: Partial<Record<keyof UserFormInput, unknown>>,
  field: keyof UserFormInput,
) {
  const result = userFormSchema(mode).safeParse({ ...valid, ...patch });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe('userFormSchema', () => {
  it('accepts a complete admin and trims the name and e-mail', () => {
    const result = userFormSchema('create').parse({
      ...valid,
      fullName: '  Ada Lovelace ',
      email: ' ada@example.com  ',
    });
    expect(result).toEqual({ ...valid });
  });

  it.each([
    ['', USER_FORM_MESSAGES.fullNameRequired],
    ['    ', USER_FORM_MESSAGES.fullNameRequired],
    ['x'.repeat(101), USER_FORM_MESSAGES.fullNameTooLong],
    ['x'.repeat(100), null],
    ['A', null],
  ])('full name %j → %s', (fullName, expected) => {
    expect(firstError('create', { fullName }, 'fullName')).toBe(expected);
  });

  it.each([
    ['', USER_FORM_MESSAGES.emailRequired],
    ['  ', USER_FORM_MESSAGES.emailRequired],
    ['ada', USER_FORM_MESSAGES.emailInvalid],
    ['ada@', USER_FORM_MESSAGES.emailInvalid],
    ['ada@example', USER_FORM_MESSAGES.emailInvalid],
    ['ada example@example.com', USER_FORM_MESSAGES.emailInvalid],
    [`${'a'.repeat(245)}@example.com`, USER_FORM_MESSAGES.emailTooLong],
    ['ada.lovelace+admin@example.co.uk', null],
  ])('e-mail %j → %s', (email, expected) => {
    expect(firstError('create', { email }, 'email')).toBe(expected);
  });

  it.each([
    ['SUPER_ADMIN', null],
    ['ADMIN', null],
    ['EDITOR', null],
    ['VIEWER', null],
    ['', USER_FORM_MESSAGES.roleRequired],
    ['OWNER', USER_FORM_MESSAGES.roleRequired],
  ])('role %j → %s', (role, expected) => {
    expect(firstError('create', { role }, 'role')).toBe(expected);
  });

  it('requires active to be a boolean', () => {
    expect(firstError('create', { active: false }, 'active')).toBeNull();
    expect(firstError('create', { active: 'yes' }, 'active')).not.toBeNull();
  });

  it.each([
    ['', 'Password must be at least 12 characters long'],
    ['short1!', 'Password must be at least 12 characters long'],
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere!!', 'Password must contain at least one number'],
    ['NoSpecials1234', 'Password must contain at least one special character'],
    ['Good-Password1', null],
    ['Ünïcödé-Pass1x', null],
  ])('create password %j → %s', (password, expected) => {
    expect(firstError('create', { password }, 'password')).toBe(expected);
  });

  it('reports the password rules in the order of the spec', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      'Password must be at least 12 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('does not ask for a password on edit', () => {
    expect(userFormSchema('edit').safeParse({ ...valid, password: '' }).success).toBe(true);
  });

  it('shows the roles as people read them', () => {
    expect(USER_ROLE_OPTIONS.map((o) => o.label)).toEqual(['Super Admin', 'Admin', 'Editor', 'Viewer']);
  });
});
