import { isLocked } from '../auth/auth-model';
import type { AdminUser } from '@/api/types';
import type { AdminRecord } from '../../core/db';

/** The public shape of an admin: never the password or TOTP secrets. */
export function toAdminUser(record: AdminRecord): AdminUser {
  return {
    id: record.id,
    email: record.email,
    fullName: record.fullName,
    role: record.role,
    active: record.active,
    locked: isLocked(record),
    twoFactorEnabled: record.twoFactorEnabled,
    lastLoginAt: record.lastLoginAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    avatarUrls: record.avatarUrls ? { ...record.avatarUrls } : null,
    themePreference: record.themePreference,
    language: record.language,
  };
}
