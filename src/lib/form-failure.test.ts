import { describe, expect, it } from 'vitest';
import { splitFieldErrors, toFormFailure } from './form-failure';

describe('toFormFailure', () => {
  it('keeps the status, the server message and the field errors', () => {
    const fieldErrors = [{ field: 'email', message: 'Taken' }];
    expect(toFormFailure({ status: 409, serverMessage: 'Conflict!', code: 'EMAIL_TAKEN', fieldErrors })).toEqual({
      status: 409,
      message: 'Conflict!',
      code: 'EMAIL_TAKEN',
      fieldErrors,
    });
  });

  it('has a null message and code when the server sent none', () => {
    const failure = toFormFailure({ status: 0, serverMessage: undefined, fieldErrors: [] });
    expect(failure.message).toBeNull();
    expect(failure.code).toBeNull();
  });
});

describe('splitFieldErrors', () => {
  it('keeps the first message per known field and lists the rest', () => {
    const result = splitFieldErrors(
      [
        { field: 'email', message: 'Invalid e-mail' },
        { field: 'email', message: 'Second e-mail message' },
        { field: 'fullName', message: 'Too long' },
        { field: 'nickname', message: 'Unknown field' },
        { field: '', message: 'Something general' },
      ],
      ['fullName', 'email', 'role'] as const,
    );
    expect(result.byField).toEqual({ email: 'Invalid e-mail', fullName: 'Too long' });
    expect(result.other).toEqual(['nickname: Unknown field', 'Something general']);
  });
});
