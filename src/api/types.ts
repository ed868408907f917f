import type { z } from 'zod';
import type { adminUserSchema, errorBodySchema, fieldErrorSchema } from './wire-schemas';

export { ADMIN_ROLES, THEME_PREFERENCES, type AdminRole, type ThemePreference } from './wire-enums';

export type AdminId = string;

/** Sizes of a stored avatar, as URLs (data: URLs on the mock). */
export type AvatarUrls = NonNullable<AdminUser['avatarUrls']>;

/** An administrator as the API returns it. Dates are ISO-8601 strings. */
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One entry of a validation error list. */
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The body of every error response. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type SortDirection = 'asc' | 'desc';

/** A page of results; `page` is 0-based. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
