import { z } from 'zod';
import { MIN_VINTAGE, WINE_TYPES } from '@/api/wines';
import { now } from './mock-config';
import { countryByCode } from './reference-data';

export const MAX_ABV = 25;
export const MAX_GRAPES = 20;

function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

function year(label: string) {
  return z
    .number({ error: `${label} must be a year or null` })
    .int(`${label} must be a whole year`)
    .min(MIN_VINTAGE, `${label} must be from ${MIN_VINTAGE}`)
    .max(2200, `${label} must be at most 2200`)
    .nullable();
}

/** The newest vintage a wine may carry: next year (southern-hemisphere harvests, en primeur). */
export function maxVintage(): number {
  return new Date(now()).getUTCFullYear() + 1;
}

/** `POST /wines` and `PUT /wines/{id}`; the category's existence and duplicates are checked by the handler. */
export const wineRequestSchema = z
  .object({
    name: text('Name', 200),
    producer: text('Producer', 200),
    vintage: z
      .number({ error: (issue) => (issue.input === undefined ? 'Vintage is required (null for non-vintage)' : 'Vintage must be a year or null') })
      .int('Vintage must be a whole year')
      .min(MIN_VINTAGE, `Vintage must be from ${MIN_VINTAGE}`)
      .refine((v) => v <= maxVintage(), { message: 'Vintage must not be later than next year' })
      .nullable(),
    type: z.enum(WINE_TYPES, { error: (issue) => (issue.input === undefined ? 'Type is required' : `Type must be one of ${WINE_TYPES.join(', ')}`) }),
    categoryId: text('Category', 100),
    grapes: z
      .array(
        z.object({
          variety: text('Grape variety', 100),
          percentage: z.number({ error: 'Percentage must be a number or null' }).min(0, 'Percentage must be from 0 to 100').max(100, 'Percentage must be from 0 to 100').nullable().default(null),
        }),
        { error: 'Grapes must be a list' },
      )
      .max(MAX_GRAPES, `At most ${MAX_GRAPES} grape varieties`)
      .default([])
      .refine((grapes) => grapes.reduce((sum, g) => sum + (g.percentage ?? 0), 0) <= 100, { message: 'Grape percentages must add up to at most 100' }),
    country: z
      .string({ error: (issue) => (issue.input === undefined ? 'Country is required' : 'Country must be a string') })
      .trim()
      .min(1, 'Country is required')
      .refine((code) => countryByCode(code) !== undefined, { message: 'Country must be a known ISO country code' })
      .transform((code) => code.toUpperCase()),
    region: text('Region', 100),
    appellation: z.string({ error: 'Appellation must be a string or null' }).trim().max(100, 'Appellation must be at most 100 characters').nullable().default(null).transform((a) => a || null),
    abv: z.number({ error: (issue) => (issue.input === undefined ? 'ABV is required' : 'ABV must be a number') }).min(0, `ABV must be from 0 to ${MAX_ABV}`).max(MAX_ABV, `ABV must be from 0 to ${MAX_ABV}`),
    bottleSizeMl: z.number({ error: 'Bottle size must be a number of ml' }).int('Bottle size must be a whole number of ml').min(50, 'Bottle size must be from 50 to 30000 ml').max(30000, 'Bottle size must be from 50 to 30000 ml').default(750),
    description: z.string({ error: 'Description must be a string' }).trim().max(2000, 'Description must be at most 2000 characters').default(''),
    price: z.object(
      {
        amount: z.number({ error: 'Price must be a number' }).min(0, 'Price must not be negative').max(1_000_000, 'Price must be at most 1000000'),
        currency: z.string({ error: 'Currency is required' }).regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO code'),
      },
      { error: 'Price is required' },
    ),
    drinkFrom: year('Drink from').default(null),
    drinkUntil: year('Drink until').default(null),
    labelImageUrl: z.string({ error: 'Label image must be a URL or null' }).regex(/^(https?:\/\/|data:image\/)\S+$/, 'Label image must be an http(s) or data:image URL').max(3_000_000, 'Label image is too large').nullable().default(null),
  })
  .superRefine((wine, context) => {
    if (wine.drinkFrom !== null && wine.drinkUntil !== null && wine.drinkFrom > wine.drinkUntil) {
      context.addIssue({ code: 'custom', path: ['drinkUntil'], message: 'Drink until must not be before drink from' });
    }
  });

export type ParsedWineRequest = z.output<typeof wineRequestSchema>;

export const categoryRequestSchema = z.object({
  name: text('Name', 60),
  description: z.string({ error: 'Description must be a string' }).trim().max(500, 'Description must be at most 500 characters').default(''),
});
