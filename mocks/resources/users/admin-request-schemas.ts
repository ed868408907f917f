import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { ADMIN_ROLES, THEME_PREFERENCES } from '@/api/types';
import { USER_BULK_ACTIONS, USER_LIST } from '@/api/users';
import { validatePassword } from '@/lib/password-policy';
import { bulkActionField, bulkFilterField, bulkIdsField } from '../../core/bulk-request';

// Each schema is built on its first use (`lazy`): built as the module loaded, they were a task of
// 56-125 ms of a first visit with the CPU slowed 4x (ADR 0025), and a sign-in uses one of them.

const MAX_PASSWORD_LENGTH = 128;

function requiredString(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`) })
    .min(1, `${label} is required`);
}

const emailField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
);

export const loginRequestSchema = lazy(() =>
  z.object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
      .trim()
      .min(1, 'Email is required'),
    password: requiredString('Password'),
    totpCode: z.string({ error: 'Code must be a string' }).nullish(),
  }),
);

export const refreshTokenSchema = lazy(() => z.object({ refreshToken: requiredString('Refresh token') }));

const fullNameField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Full name is required' : 'Full name must be a string') })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
);

/** A new password: the password policy's first failing message (docs/product-spec.md#5-validation-rules), or a length cap beyond it. */
export const newPasswordField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be a string') })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .superRefine((password, context) => {
      const message = validatePassword(password);
      if (message) context.addIssue({ code: 'custom', message });
    }),
);

export const profileUpdateSchema = lazy(() =>
  z.object({
    fullName: fullNameField(),
    email: emailField(),
  }),
);

const roleField = lazy(() =>
  z.enum(ADMIN_ROLES, {
    error: (issue) =>
      issue.input === undefined ? 'Role is required' : `Role must be one of ${ADMIN_ROLES.join(', ')}`,
  }),
);

/** The body of `PUT /users/{id}`; unknown fields (a password, say) are ignored as elsewhere. */
export const adminUpdateSchema = lazy(() =>
  z.object({
    fullName: fullNameField(),
    email: emailField(),
    role: roleField(),
    active: z.boolean({
      error: (issue) => (issue.input === undefined ? 'Active is required' : 'Active must be true or false'),
    }),
  }),
);

export const adminCreateSchema = lazy(() => adminUpdateSchema().extend({ password: newPasswordField() }));

export const emailCheckSchema = lazy(() =>
  z.object({
    email: emailField(),
    excludeId: z.string().min(1, 'Exclude id must not be empty').optional(),
  }),
);

export const passwordChangeSchema = lazy(() =>
  z.object({
    currentPassword: requiredString('Current password'),
    newPassword: requiredString('New password'),
  }),
);

export const themeUpdateSchema = lazy(() =>
  z.object({
    themePreference: z.enum(THEME_PREFERENCES, { error: 'Theme must be LIGHT, DARK or SYSTEM' }),
  }),
);

export const totpVerifySchema = lazy(() => z.object({ code: requiredString('Code') }));

/**
 * `POST /users/bulk`: the action, its role for `SET_ROLE`, and the admins by `ids` or by the users
 * list's `filter`. Which of `ids` and `filter` is given and the filter's values are checked by the
 * handler, against the list's own rules.
 */
export const userBulkRequestSchema = lazy(() =>
  z.object({
    action: bulkActionField(USER_BULK_ACTIONS),
    role: roleField().optional().describe('The role `SET_ROLE` gives (required for it, ignored otherwise).'),
    ids: bulkIdsField.optional(),
    filter: bulkFilterField(USER_LIST).optional(),
  }),
);

export type ParsedUserBulkRequest = z.output<ReturnType<typeof userBulkRequestSchema>>;
