import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { WINE_COUNTRY_CODES } from '@/api/wire-enums';

const KNOWN: readonly string[] = WINE_COUNTRY_CODES;

/** A required, known ISO country code in any case, upper-cased (the wine and cellar request bodies share it). */
export const countryCodeSchema = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Country is required' : 'Country must be a string') })
    .trim()
    .min(1, 'Country is required')
    .refine((code) => KNOWN.includes(code.toUpperCase()), { message: 'Country must be a known ISO country code' })
    .transform((code) => code.toUpperCase()),
);
