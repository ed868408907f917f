import { z } from 'zod';
import { validatePassword } from '@/lib/password-policy';

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  emailTooLong: 'E-mail must be at most 254 characters',
  emailConflict: 'An admin with this e-mail already exists',
  currentPasswordRequired: 'Enter your current password',
  confirmRequired: 'Repeat the new password',
  passwordsDiffer: 'Passwords do not match',
  sameAsCurrent: 'New password must be different from the current password',
} as const;

/** Own name and e-mail (PUT /auth/me). */
export const profileDetailsSchema = z.object({
  fullName: z.string().trim().min(1, PROFILE_MESSAGES.fullNameRequired).max(100, PROFILE_MESSAGES.fullNameTooLong),
  email: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.emailRequired)
    .max(254, PROFILE_MESSAGES.emailTooLong)
    .pipe(z.email(PROFILE_MESSAGES.emailInvalid)),
});

export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetailsValues = z.output<typeof profileDetailsSchema>;
export const PROFILE_DETAILS_FIELDS = ['fullName', 'email'] as const;

/** Current password, a new one meeting the password policy (docs/product-spec.md#5-validation-rules), and the new one again. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired),
    newPassword: z.string().superRefine((value, ctx) => {
      const message = validatePassword(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    confirmPassword: z.string().min(1, PROFILE_MESSAGES.confirmRequired),
  })
  .superRefine((values, ctx) => {
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PROFILE_MESSAGES.passwordsDiffer });
    }
    if (values.currentPassword && values.newPassword && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PROFILE_MESSAGES.sameAsCurrent });
    }
  });

export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
