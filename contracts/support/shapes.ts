import { resolve } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import type { Matcher } from '@pact-foundation/pact';
import { ADMIN_ROLES, THEME_PREFERENCES } from '@/api/types';

const { boolean, datetime, like, nullValue, regex, string, uuid } = MatchersV3;

/** ISO-8601 instants as the API writes them (`toISOString()`), e.g. 2026-01-15T09:00:00.000Z. */
const ISO_INSTANT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";

export function instant(example: string) {
  return datetime(ISO_INSTANT, example);
}

/** `Authorization: Bearer <token>`: any bearer token, the fixed one as the example. */
export function bearer(token: string): Matcher<string> {
  return regex(/^Bearer \S+$/, `Bearer ${token}`);
}

function oneOf(values: readonly string[], example: string) {
  return regex(new RegExp(`^(${values.join('|')})$`), example);
}

export const role = (example: (typeof ADMIN_ROLES)[number]) => oneOf(ADMIN_ROLES, example);
export const themePreference = (example: (typeof THEME_PREFERENCES)[number]) => oneOf(THEME_PREFERENCES, example);

/** An admin as the API returns it; `overrides` pins what an interaction is about. */
export function adminUser(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid('3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f'),
    email: like('morgan.keller@vinotheca.test'),
    fullName: like('Morgan Keller'),
    role: role('EDITOR'),
    active: boolean(true),
    locked: boolean(false),
    twoFactorEnabled: boolean(false),
    lastLoginAt: instant('2026-01-14T17:42:00.000Z'),
    createdAt: instant('2025-06-01T08:00:00.000Z'),
    updatedAt: instant('2025-06-01T08:00:00.000Z'),
    avatarUrls: null as unknown,
    themePreference: themePreference('SYSTEM'),
    ...overrides,
  };
}

/** Never-signed-in admins have no `lastLoginAt`. */
export const NEVER = nullValue();

/** Both avatar sizes as URLs (data: URLs on the mock). */
export function avatarUrls() {
  return {
    small: regex(/^(data:image\/|https?:\/\/)\S+$/, 'data:image/png;base64,iVBORw0KGgo='),
    icon: regex(/^(data:image\/|https?:\/\/)\S+$/, 'data:image/png;base64,iVBORw0KGgo='),
  };
}

/**
 * The error body `ApiError` parses. `status` repeats the HTTP status; `error` and `message` are any
 * text unless pinned (the UI branches on '2FA setup required', so that one is pinned where used).
 */
export function errorBody(status: number, extra: Record<string, unknown> = {}) {
  return { status, error: string(defaultErrorText(status)), message: string('A human-readable explanation'), ...extra };
}

/** An errors list with at least one entry for `field`. */
export function fieldErrors(field: string, message: string) {
  return MatchersV3.eachLike({ field, message: string(message) });
}

function defaultErrorText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
  };
  return texts[status] ?? 'Error';
}

/** An opaque token: any non-blank text without spaces. */
export function token(example: string) {
  return regex(/^\S+$/, example);
}

/** A tiny PNG, the avatar the upload interactions send. */
export const AVATAR_FIXTURE = resolve('contracts/fixtures/avatar.png');
/** Pact would otherwise pick a random multipart boundary, and the pact file would change every run. */
export const AVATAR_BOUNDARY = 'vinotheca-contract-boundary';
