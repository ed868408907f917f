import { z } from 'zod';

export const LoginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address').pipe(z.email('Enter a valid e-mail address')),
  password: z.string().min(1, 'Enter your password'),
  totpCode: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code').optional().or(z.literal('')),
});

export type LoginValues = z.input<typeof LoginSchema>;

/** The same form once the server asked for a two-factor code. */
export const LoginWithCodeSchema = LoginSchema.extend({
  totpCode: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const TotpCodeSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
