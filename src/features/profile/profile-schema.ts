import { z } from 'zod';
import { t, textsReadWhenUsed, type MessageKey } from '@/lib/i18n';
import { validatePassword } from '@/lib/password-policy';

const PROFILE_MESSAGE_KEYS = {
  fullNameRequired: 'profile.validation.fullNameRequired',
  fullNameTooLong: 'profile.validation.fullNameTooLong',
  emailRequired: 'profile.validation.emailRequired',
  emailInvalid: 'profile.validation.emailInvalid',
  emailTooLong: 'profile.validation.emailTooLong',
  emailConflict: 'profile.validation.emailConflict',
  currentPasswordRequired: 'profile.validation.currentPasswordRequired',
  confirmRequired: 'profile.validation.confirmRequired',
  passwordsDiffer: 'profile.validation.passwordsDiffer',
  sameAsCurrent: 'profile.validation.sameAsCurrent',
} as const satisfies Record<string, MessageKey>;

type ProfileMessage = keyof typeof PROFILE_MESSAGE_KEYS;

/** The profile forms' messages, each read in the language shown. */
export const PROFILE_MESSAGES = textsReadWhenUsed(PROFILE_MESSAGE_KEYS, (name) => t(PROFILE_MESSAGE_KEYS[name]));

/** A zod message read when the check fails, so it follows the language. */
const message = (name: ProfileMessage) => ({ error: () => t(PROFILE_MESSAGE_KEYS[name]) });

/** Own name and e-mail (PUT /auth/me). */
export const profileDetailsSchema = z.object({
  fullName: z.string().trim().min(1, message('fullNameRequired')).max(100, message('fullNameTooLong')),
  email: z
    .string()
    .trim()
    .min(1, message('emailRequired'))
    .max(254, message('emailTooLong'))
    .pipe(z.email(message('emailInvalid'))),
});

export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetailsValues = z.output<typeof profileDetailsSchema>;
export const PROFILE_DETAILS_FIELDS = ['fullName', 'email'] as const;

/** Current password, a new one meeting the password policy (docs/product-spec.md#5-validation-rules), and the new one again. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, message('currentPasswordRequired')),
    newPassword: z.string().superRefine((value, ctx) => {
      const message = validatePassword(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    confirmPassword: z.string().min(1, message('confirmRequired')),
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
