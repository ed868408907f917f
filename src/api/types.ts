/** Roles an admin can hold, most powerful first. */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const THEME_PREFERENCES = ['LIGHT', 'DARK', 'SYSTEM'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export type AdminId = string;

/** Sizes of a stored avatar, as URLs (data: URLs on the mock). */
export interface AvatarUrls {
  small: string;
  icon: string;
}

/** An administrator as the API returns it. Dates are ISO-8601 strings. */
export interface AdminUser {
  id: AdminId;
  email: string;
  fullName: string;
  role: AdminRole;
  active: boolean;
  locked: boolean;
  twoFactorEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  avatarUrls: AvatarUrls | null;
  themePreference: ThemePreference;
}

/** One entry of a validation error list. */
export interface FieldError {
  field: string;
  message: string;
}

/** The body of every error response. */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  /** Machine-readable reason where the UI branches on it (e.g. TOTP_REQUIRED). */
  code?: string;
  errors?: FieldError[];
}

export type SortDirection = 'asc' | 'desc';

/** A page of results; `page` is 0-based. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
