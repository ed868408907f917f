import { z } from 'zod';
import { t } from '@/lib/i18n';

/** The setup page's code: built while the form renders, so its message is in the language shown. */
export const totpCodeSchema = () =>
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, t('auth.twoFactor.codeInvalid')),
  });
