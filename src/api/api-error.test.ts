import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, isSetupRequired, parseErrorBody, toApiError } from './api-error';

const config = (): InternalAxiosRequestConfig => ({ headers: new AxiosHeaders() });

function responseError(status: number, data: unknown): AxiosError {
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config: config() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config(), {}, response);
}

const ODD_BODIES: [string, unknown][] = [
  ['a string', 'Internal Server Error'],
  ['an empty string', ''],
  ['an array', [{ message: 'x' }]],
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['a boolean', true],
  ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
  ['non-string fields', { message: 42, error: { nested: true }, code: ['A'] }],
  ['errors that is not an array', { errors: 'email is required' }],
  [
    'errors with odd entries',
    { errors: [null, 'text', 7, [], { field: 3, message: 4 }, { message: '' }, { field: null }] },
  ],
];

describe('parseErrorBody', () => {
  it('reads a well-formed error body', () => {
    expect(
      parseErrorBody({
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        code: 'VALIDATION',
        errors: [{ field: 'email', message: 'Email is required' }],
      }),
    ).toEqual({
      message: 'Validation failed',
      error: 'Unprocessable Entity',
      code: 'VALIDATION',
      errors: [{ field: 'email', message: 'Email is required' }],
    });
  });

  it.each(ODD_BODIES)('tolerates %s without throwing', (_, body) => {
    const parsed = parseErrorBody(body);
    expect(parsed.message).toBeUndefined();
    expect(parsed.error).toBeUndefined();
    expect(parsed.code).toBeUndefined();
    expect(parsed.errors ?? []).toEqual([]);
  });

  it('keeps entries with a string message and blanks a non-string field', () => {
    expect(
      parseErrorBody({
        errors: [
          { field: 'email', message: 'Bad email' },
          { field: 5, message: 'Bad body' },
          { field: 'x', message: 9 },
          { message: 'No field' },
        ],
      }).errors,
    ).toEqual([
      { field: 'email', message: 'Bad email' },
      { field: '', message: 'Bad body' },
      { field: '', message: 'No field' },
    ]);
  });
});

describe('toApiError', () => {
  it('turns an HTTP error response into an http ApiError with the body fields', () => {
    const error = toApiError(
      responseError(409, { status: 409, error: 'Conflict', message: 'Email already in use', code: 'EMAIL_TAKEN' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      message: 'Email already in use',
      serverMessage: 'Email already in use',
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
      fieldErrors: [],
    });
  });

  it.each(ODD_BODIES)('turns a response whose body is %s into an http ApiError with a generic message', (_, body) => {
    const error = toApiError(responseError(500, body));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Request failed (500)',
      serverMessage: undefined,
      fieldErrors: [],
    });
  });

  it('falls back to the error text when the body has no message', () => {
    expect(toApiError(responseError(403, { error: '2FA setup required' }))).toMatchObject({
      message: '2FA setup required',
      serverMessage: undefined,
      error: '2FA setup required',
    });
  });

  it('turns a request without a response into a network ApiError', () => {
    const failure = new AxiosError('Network Error', 'ERR_NETWORK', config(), {});
    expect(toApiError(failure)).toMatchObject({ kind: 'network', status: 0, message: 'Network error' });
  });

  it.each<[string, unknown, string]>([
    ['an Error', new Error('Invalid URL'), 'Invalid URL'],
    ['an axios error that was never sent', new AxiosError('Bad config', 'ERR_BAD_OPTION', config()), 'Bad config'],
    ['a string', 'boom', 'Request failed (0)'],
    ['null', null, 'Request failed (0)'],
    ['undefined', undefined, 'Request failed (0)'],
    ['a plain object', { isAxiosError: false }, 'Request failed (0)'],
    [
      'a fake axios error with an odd response',
      { isAxiosError: true, response: { status: 502, data: [1, 2] } },
      'Request failed (502)',
    ],
  ])('never throws for %s', (_, failure, message) => {
    const error = toApiError(failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
  });

  it('passes an ApiError through unchanged', () => {
    const error = new ApiError({ kind: 'http', status: 401, message: 'No refresh token' });
    expect(toApiError(error)).toBe(error);
  });
});

describe('isSetupRequired', () => {
  it.each<[string, ApiError, boolean]>([
    ['a 403 with the setup text', new ApiError({ kind: 'http', status: 403, error: '2FA setup required' }), true],
    ['a plain 403', new ApiError({ kind: 'http', status: 403, error: 'Forbidden' }), false],
    ['a 401 with the setup text', new ApiError({ kind: 'http', status: 401, error: '2FA setup required' }), false],
    [
      'a 403 with the text only in the message',
      new ApiError({ kind: 'http', status: 403, message: '2FA setup required' }),
      false,
    ],
  ])('%s → %s', (_, error, expected) => {
    expect(isSetupRequired(error)).toBe(expected);
  });
});
