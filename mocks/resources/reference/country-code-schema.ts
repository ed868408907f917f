import { z } from 'zod';
import { countryByCode } from './reference-data';

/** A required, known ISO country code in any case, upper-cased (the wine and cellar request bodies share it). */
export const countryCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Country is required' : 'Country must be a string') })
  .trim()
  .min(1, 'Country is required')
  .refine((code) => countryByCode(code) !== undefined, { message: 'Country must be a known ISO country code' })
  .transform((code) => code.toUpperCase());
