import { resolve } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import type { Matcher } from '@pact-foundation/pact';
import { SAVED_VIEW_LISTS } from '@/api/saved-views';
import { ADMIN_ROLES, THEME_PREFERENCES } from '@/api/types';

const { boolean, eachLike, integer, like, nullValue, regex, string, uuid } = MatchersV3;

/**
 * Any RFC 3339 instant: 0–9 fraction digits, `Z` or an offset. The console parses every one of them
 * (`Date.parse`, tested in src/lib/dates.test.ts), so the contract does not hold a backend to the
 * milliseconds `toISOString()` writes: Jackson writes a whole-second `Instant` as `…:00Z`, and
 * database clocks give microseconds.
 */
export const RFC3339_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

export function instant(example: string) {
  return regex(RFC3339_INSTANT, example);
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

/**
 * Error responses may be `application/json` or RFC 9457's `application/problem+json` (what Spring 6
 * Problem Details sends); the console parses both (src/api/api-error.test.ts).
 */
export const ERROR_CONTENT_TYPE = /^application\/(problem\+)?json(;.*)?$/;

interface ResponseBuilder {
  headers(headers: Record<string, string | Matcher<string>>): unknown;
  jsonBody(body: unknown): unknown;
}

/** An error response: the body, and a Content-Type of either JSON flavour. */
export function jsonError(
  builder: ResponseBuilder,
  body: unknown,
  headers: Record<string, string | Matcher<string>> = {},
): void {
  builder.headers({ 'Content-Type': regex(ERROR_CONTENT_TYPE, 'application/json'), ...headers });
  builder.jsonBody(body);
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

/** One item of a bulk answer that was done. */
export function bulkItemDone(example: { id: string; label: string }) {
  return { id: uuid(example.id), label: like(example.label), outcome: 'done' };
}

/** One item of a bulk answer that was refused: its code pinned (the single call's), its message for people. */
export function bulkItemRefused(example: { id: string; label: string }, code: string, message: string) {
  return { id: uuid(example.id), label: like(example.label), outcome: 'refused', code, message: string(message) };
}

/**
 * A bulk answer (`BulkResult`): the outcome of each item is pinned (the console counts and explains
 * them), the counts are integers, the action and labels any text.
 */
export function bulkResult(action: string, items: unknown, overrides: Record<string, unknown> = {}) {
  return {
    operationId: uuid('2b7e151c-6a4f-4c3d-9e8b-1f0a2d3c4b5e'),
    action: like(action),
    done: integer(1),
    refused: integer(0),
    items,
    undoUntil: instant('2026-01-15T09:01:00.000Z'),
    ...overrides,
  };
}

/** The list a saved view is of: one of `SAVED_VIEW_LISTS` (the console opens a view on its own list only). */
export const viewList = (example: (typeof SAVED_VIEW_LISTS)[number]) => oneOf(SAVED_VIEW_LISTS, example);

/** A view's columns: the order after the first column, and the hidden ones (column names, any text). */
export function viewColumns(order = 'price', hidden = 'region') {
  return { order: eachLike(order), hidden: eachLike(hidden) };
}

/**
 * A saved view as the API returns it; `overrides` pins what an interaction is about. The query is
 * any text (the server keeps it in the list's canonical form, which the console applies as it comes).
 */
export function savedView(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid('6b1d3f5a-2c4e-4a8b-9d7f-1e3c5a7b9d2f'),
    list: viewList('wines'),
    name: like('Pact French reds'),
    query: like('type=RED&country=FR&sort=price%2Casc'),
    columns: viewColumns(),
    ownerId: uuid('3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f'),
    createdAt: instant('2026-01-10T08:30:00.000Z'),
    updatedAt: instant('2026-01-10T08:30:00.000Z'),
    ...overrides,
  };
}
