import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorToasts, validationToasts, type ToastSpec } from './error-catalogue';
import type { FieldError } from './types';

/**
 * The spec is the contract: every expected severity, title, message and lifetime below is written out
 * as docs/product-spec.md words it (lifetimes in seconds, as it gives them), never taken from the module.
 * A line of the catalogue that names no severity is an error, and one that names no lifetime lasts an
 * error's 5 s (docs/product-spec.md#9-business-constants-and-limits); the 401 is a warning, as its 4 s
 * is a warning's lifetime.
 */
const toast = (type: ToastSpec['type'], title: string, description: string, seconds: number): ToastSpec => ({
  type,
  title,
  description,
  duration: seconds * 1000,
});

const httpError = (
  status: number,
  body: { message?: string; error?: string; code?: string; fieldErrors?: FieldError[] } = {},
) => new ApiError({ kind: 'http', status, ...body });
const noResponse = () => new ApiError({ kind: 'network', status: 0 });

interface CatalogueCase {
  when: string;
  failure: ApiError;
  custom?: string;
  toasts: ToastSpec[];
}

const TWO_FIELD_ERRORS: FieldError[] = [
  { field: 'email', message: 'Email is required' },
  { field: 'password', message: 'Password is required' },
];

describe('errorToasts: the toasts of a failed request (docs/product-spec.md#8-error-catalogue)', () => {
  it.each<CatalogueCase>([
    {
      when: 'no response',
      failure: noResponse(),
      toasts: [
        toast('error', 'Network Error', 'Unable to connect to the server. Please check your internet connection.', 5),
      ],
    },
    {
      when: 'no response, with a custom message',
      failure: noResponse(),
      custom: 'Backend is down',
      toasts: [toast('error', 'Network Error', 'Backend is down', 5)],
    },
    {
      when: 'a 400 with a message',
      failure: httpError(400, { message: 'Name is too long', error: 'Bad Request' }),
      custom: 'custom',
      toasts: [toast('error', 'Bad Request', 'Name is too long', 5)],
    },
    {
      when: 'a 400 with only an error text',
      failure: httpError(400, { error: 'Malformed' }),
      custom: 'custom',
      toasts: [toast('error', 'Bad Request', 'Malformed', 5)],
    },
    {
      when: 'a 400 with nothing but a custom fallback',
      failure: httpError(400),
      custom: 'Could not save the cellar',
      toasts: [toast('error', 'Bad Request', 'Could not save the cellar', 5)],
    },
    {
      when: 'a 400 with nothing',
      failure: httpError(400),
      toasts: [toast('error', 'Bad Request', 'Invalid request', 5)],
    },
    {
      when: 'a 400 with an errors list',
      failure: httpError(400, { message: 'Validation failed', fieldErrors: TWO_FIELD_ERRORS }),
      custom: 'custom',
      toasts: [
        toast('error', 'Validation Error', 'Email is required', 5),
        toast('warning', 'Additional Errors', 'password: Password is required', 7),
      ],
    },
    {
      when: 'a 401',
      failure: httpError(401, { message: 'Token expired' }),
      custom: 'custom',
      toasts: [toast('warning', 'Authentication Required', 'Your session has expired. Please log in again.', 4)],
    },
    {
      when: 'a 403',
      failure: httpError(403, { message: 'Nope' }),
      custom: 'custom',
      toasts: [toast('error', 'Access Denied', 'You do not have permission to perform this action.', 5)],
    },
    {
      when: 'a 403 with a code',
      failure: httpError(403, { message: 'Your role may not do this.', code: 'ROLE_FORBIDDEN' }),
      toasts: [toast('error', 'Access Denied', 'You do not have permission to perform this action.', 5)],
    },
    {
      when: 'a 404 with a message',
      failure: httpError(404, { message: 'No such wine' }),
      toasts: [toast('error', 'Not Found', 'The requested resource was not found.', 5)],
    },
    {
      when: 'a 404, with a custom message',
      failure: httpError(404),
      custom: 'That cellar no longer exists',
      toasts: [toast('error', 'Not Found', 'That cellar no longer exists', 5)],
    },
    {
      when: 'a 409 with a message',
      failure: httpError(409, { message: 'Email already in use' }),
      toasts: [toast('error', 'Conflict', 'Email already in use', 5)],
    },
    {
      when: 'a 409 with a code and a message',
      failure: httpError(409, { message: 'Wines still use this category.', code: 'CATEGORY_IN_USE' }),
      toasts: [toast('error', 'Conflict', 'Wines still use this category.', 5)],
    },
    {
      when: 'a 409 without a message',
      failure: httpError(409, { error: 'Conflict' }),
      custom: 'custom',
      toasts: [toast('error', 'Conflict', 'A conflict occurred with your request.', 5)],
    },
    {
      when: 'a 422 with a message',
      failure: httpError(422, { message: 'Vintage is in the future' }),
      toasts: [toast('error', 'Validation Error', 'Vintage is in the future', 5)],
    },
    {
      when: 'a 422 without a message',
      failure: httpError(422),
      custom: 'custom',
      toasts: [toast('error', 'Validation Error', 'Please check your input and try again.', 5)],
    },
    {
      when: 'a 422 with an errors list',
      failure: httpError(422, { message: 'Validation failed', fieldErrors: TWO_FIELD_ERRORS }),
      toasts: [
        toast('error', 'Validation Error', 'Email is required', 5),
        toast('warning', 'Additional Errors', 'password: Password is required', 7),
      ],
    },
    {
      when: 'a 429',
      failure: httpError(429, { message: 'Slow down' }),
      custom: 'custom',
      toasts: [
        toast(
          'warning',
          'Too Many Requests',
          'You are making too many requests. Please slow down and try again later.',
          7,
        ),
      ],
    },
    ...[500, 502, 503, 504].flatMap((status): CatalogueCase[] => [
      {
        when: `a ${status} with a message`,
        failure: httpError(status, { message: 'NullPointerException' }),
        toasts: [toast('error', 'Server Error', 'An unexpected error occurred. Please try again later.', 5)],
      },
      {
        when: `a ${status}, with a custom message`,
        failure: httpError(status),
        custom: 'Try again in a minute',
        toasts: [toast('error', 'Server Error', 'Try again in a minute', 5)],
      },
    ]),
    {
      when: 'another status with a message',
      failure: httpError(418, { message: 'I am a teapot', error: 'Teapot' }),
      custom: 'custom',
      toasts: [toast('error', 'Error', 'I am a teapot', 5)],
    },
    {
      when: 'another status with only an error text',
      failure: httpError(418, { error: 'Teapot' }),
      custom: 'custom',
      toasts: [toast('error', 'Error', 'Teapot', 5)],
    },
    {
      when: 'another status with nothing',
      failure: httpError(418),
      custom: 'custom',
      toasts: [toast('error', 'Error', 'An error occurred', 5)],
    },
    {
      when: 'a request that could not be set up',
      failure: new ApiError({ kind: 'setup', status: 0, message: 'Invalid URL' }),
      custom: 'custom',
      toasts: [toast('error', 'Request Error', 'Failed to send request', 5)],
    },
  ])('$when', ({ failure, custom, toasts }) => {
    expect(errorToasts(failure, custom)).toEqual(toasts);
  });
});

describe('validationToasts: an errors list (docs/product-spec.md#server-validation-errors)', () => {
  const fieldErrors = (count: number): FieldError[] =>
    Array.from({ length: count }, (_, i) => ({ field: `field${i + 1}`, message: `Message ${i + 1}` }));

  it.each<{ when: string; errors: FieldError[]; toasts: ToastSpec[] }>([
    { when: 'no entry', errors: [], toasts: [] },
    {
      when: 'one entry',
      errors: [{ field: 'email', message: 'Email is required' }],
      toasts: [toast('error', 'Validation Error', 'Email is required', 5)],
    },
    ...(
      [
        [2, 'field2: Message 2'],
        [3, 'field2: Message 2\nfield3: Message 3'],
        [4, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4'],
        [5, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 1 more errors'],
        [6, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 2 more errors'],
        [10, 'field2: Message 2\nfield3: Message 3\nfield4: Message 4\n... and 6 more errors'],
      ] as const
    ).map(([count, additional]) => ({
      when: `${count} entries`,
      errors: fieldErrors(count),
      toasts: [
        toast('error', 'Validation Error', 'Message 1', 5),
        toast('warning', 'Additional Errors', additional, 7),
      ],
    })),
    {
      when: 'an entry without a field',
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: '', message: 'Request body is not valid JSON' },
        { field: 'role', message: 'Unknown role' },
      ],
      toasts: [
        toast('error', 'Validation Error', 'Email is required', 5),
        toast('warning', 'Additional Errors', 'Request body is not valid JSON\nrole: Unknown role', 7),
      ],
    },
  ])('$when', ({ errors, toasts }) => {
    expect(validationToasts(errors)).toEqual(toasts);
  });
});
