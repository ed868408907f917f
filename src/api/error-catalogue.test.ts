import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorToasts, TOAST_DURATIONS, validationToasts, type ToastSpec } from './error-catalogue';
import type { FieldError } from './types';

const NETWORK_TEXT = 'Unable to connect to the server. Please check your internet connection.';
const SERVER_TEXT = 'An unexpected error occurred. Please try again later.';

const httpError = (status: number, body: { message?: string; error?: string; fieldErrors?: FieldError[] } = {}) =>
  new ApiError({ kind: 'http', status, ...body });

const errorToast = (title: string, description: string, duration = 5000): ToastSpec => ({
  type: 'error',
  title,
  description,
  duration,
});

describe('TOAST_DURATIONS', () => {
  it('matches the lifetimes of the spec', () => {
    expect(TOAST_DURATIONS).toEqual({
      success: 3000,
      info: 4000,
      warning: 4000,
      error: 5000,
      validation: 5000,
      rateLimit: 7000,
      additionalErrors: 7000,
      themeSuccess: 2000,
      themeError: 3000,
      undo: 10000,
    });
  });
});

describe('errorToasts', () => {
  it.each<[string, ApiError, string | undefined, ToastSpec]>([
    ['no response', new ApiError({ kind: 'network', status: 0 }), undefined, errorToast('Network Error', NETWORK_TEXT)],
    [
      'no response, custom message',
      new ApiError({ kind: 'network', status: 0 }),
      'Backend is down',
      errorToast('Network Error', 'Backend is down'),
    ],
    [
      '400 with a message',
      httpError(400, { message: 'Name is too long', error: 'Bad Request' }),
      'custom',
      errorToast('Bad Request', 'Name is too long'),
    ],
    [
      '400 with only an error text',
      httpError(400, { error: 'Malformed' }),
      'custom',
      errorToast('Bad Request', 'Malformed'),
    ],
    [
      '400 with a custom fallback',
      httpError(400),
      'Could not save the cellar',
      errorToast('Bad Request', 'Could not save the cellar'),
    ],
    ['400 with nothing', httpError(400), undefined, errorToast('Bad Request', 'Invalid request')],
    [
      '401',
      httpError(401, { message: 'Token expired' }),
      'custom',
      {
        type: 'warning',
        title: 'Authentication Required',
        description: 'Your session has expired. Please log in again.',
        duration: 4000,
      },
    ],
    [
      '403',
      httpError(403, { message: 'Nope' }),
      'custom',
      errorToast('Access Denied', 'You do not have permission to perform this action.'),
    ],
    [
      '404',
      httpError(404, { message: 'No such wine' }),
      undefined,
      errorToast('Not Found', 'The requested resource was not found.'),
    ],
    [
      '404, custom message',
      httpError(404),
      'That cellar no longer exists',
      errorToast('Not Found', 'That cellar no longer exists'),
    ],
    [
      '409 with a message',
      httpError(409, { message: 'Email already in use' }),
      undefined,
      errorToast('Conflict', 'Email already in use'),
    ],
    [
      '409 without a message',
      httpError(409, { error: 'Conflict' }),
      'custom',
      errorToast('Conflict', 'A conflict occurred with your request.'),
    ],
    [
      '422 with a message',
      httpError(422, { message: 'Vintage is in the future' }),
      undefined,
      errorToast('Validation Error', 'Vintage is in the future'),
    ],
    [
      '422 without a message',
      httpError(422),
      'custom',
      errorToast('Validation Error', 'Please check your input and try again.'),
    ],
    [
      '429',
      httpError(429, { message: 'Slow down' }),
      'custom',
      {
        type: 'warning',
        title: 'Too Many Requests',
        description: 'You are making too many requests. Please slow down and try again later.',
        duration: 7000,
      },
    ],
    ...[500, 502, 503, 504].flatMap((status): [string, ApiError, string | undefined, ToastSpec][] => [
      [
        `${status}`,
        httpError(status, { message: 'NullPointerException' }),
        undefined,
        errorToast('Server Error', SERVER_TEXT),
      ],
      [
        `${status}, custom message`,
        httpError(status),
        'Try again in a minute',
        errorToast('Server Error', 'Try again in a minute'),
      ],
    ]),
    [
      '418 with a message',
      httpError(418, { message: 'I am a teapot', error: 'Teapot' }),
      'custom',
      errorToast('Error', 'I am a teapot'),
    ],
    ['418 with only an error text', httpError(418, { error: 'Teapot' }), 'custom', errorToast('Error', 'Teapot')],
    ['418 with nothing', httpError(418), 'custom', errorToast('Error', 'An error occurred')],
    [
      'a request that was never sent',
      new ApiError({ kind: 'setup', status: 0, message: 'Invalid URL' }),
      'custom',
      errorToast('Request Error', 'Failed to send request'),
    ],
  ])('%s', (_, failure, custom, expected) => {
    expect(errorToasts(failure, custom)).toEqual([expected]);
  });

  it.each([400, 422])('shows a %i with an errors list as validation errors', (status) => {
    const fieldErrors = [
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ];
    const failure = httpError(status, { message: 'Validation failed', fieldErrors });
    expect(errorToasts(failure, 'custom')).toEqual(validationToasts(fieldErrors));
    expect(errorToasts(failure)).toEqual([
      errorToast('Validation Error', 'Email is required'),
      { type: 'warning', title: 'Additional Errors', description: 'password: Password is required', duration: 7000 },
    ]);
  });
});

describe('validationToasts', () => {
  const fieldErrors = (count: number): FieldError[] =>
    Array.from({ length: count }, (_, i) => ({ field: `field${i + 1}`, message: `Message ${i + 1}` }));

  it('shows nothing for an empty list', () => {
    expect(validationToasts([])).toEqual([]);
  });

  it('shows a single error as one Validation Error toast', () => {
    expect(validationToasts([{ field: 'email', message: 'Email is required' }])).toEqual([
      { type: 'error', title: 'Validation Error', description: 'Email is required', duration: 5000 },
    ]);
  });

  it.each([
    [2, 'field2: Message 2'],
    [3, 'field2: Message 2\nfield3: Message 3'],
    [4, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4'],
    [5, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 1 more errors'],
    [6, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 2 more errors'],
    [10, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 6 more errors'],
  ])('with %i errors lists the rest in an Additional Errors warning', (count, description) => {
    expect(validationToasts(fieldErrors(count))).toEqual([
      { type: 'error', title: 'Validation Error', description: 'Message 1', duration: 5000 },
      { type: 'warning', title: 'Additional Errors', description, duration: 7000 },
    ]);
  });

  it('lists just the message when an entry has no field', () => {
    const toasts = validationToasts([
      { field: 'email', message: 'Email is required' },
      { field: '', message: 'Request body is not valid JSON' },
      { field: 'role', message: 'Unknown role' },
    ]);
    expect(toasts[1]?.description).toBe('Request body is not valid JSON\nrole: Unknown role');
  });
});
