import { z } from 'zod';
import { WINE_TYPES } from '@/api/wines';
import {
  abvRule,
  appellationRule,
  bottleSizeRule,
  checkDrinkingWindow,
  currencyRule,
  descriptionRule,
  drinkYearRule,
  grapesRule,
  maxVintageAt,
  percentageRule,
  priceAmountRule,
  varietyRule,
  vintageRule,
  wineText as text,
} from '@/lib/wine-rules';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { now } from './mock-config';
import { countryCodeSchema } from './country-code-schema';

export const MAX_ABV = WINE_LIMITS.maxAbv;
export const MAX_GRAPES = WINE_LIMITS.maxGrapes;

/** The newest vintage a wine may carry: next year (southern-hemisphere harvests, en primeur). */
export function maxVintage(): number {
  return maxVintageAt(now());
}

/**
 * `POST /wines` and `PUT /wines/{id}`, built from the rules the wine form uses (`@/lib/wine-rules`);
 * the category's existence and duplicates are checked by the handler.
 */
export const wineRequestSchema = z
  .object({
    name: text('Name', WINE_LIMITS.name),
    producer: text('Producer', WINE_LIMITS.producer),
    vintage: vintageRule(maxVintage),
    type: z.enum(WINE_TYPES, { error: (issue) => (issue.input === undefined ? 'Type is required' : `Type must be one of ${WINE_TYPES.join(', ')}`) }),
    categoryId: text('Category', 100),
    grapes: grapesRule(z.object({ variety: varietyRule, percentage: percentageRule.default(null) })).default([]),
    country: countryCodeSchema,
    region: text('Region', WINE_LIMITS.region),
    appellation: appellationRule.nullable().default(null).transform((a) => a || null),
    abv: abvRule,
    bottleSizeMl: bottleSizeRule.default(750),
    description: descriptionRule.default(''),
    price: z.object({ amount: priceAmountRule, currency: currencyRule }, { error: 'Price is required' }),
    drinkFrom: drinkYearRule('Drink from').default(null),
    drinkUntil: drinkYearRule('Drink until').default(null),
    labelImageUrl: z.string({ error: 'Label image must be a URL or null' }).regex(/^(https?:\/\/|data:image\/)\S+$/, 'Label image must be an http(s) or data:image URL').max(3_000_000, 'Label image is too large').nullable().default(null),
  })
  .superRefine(checkDrinkingWindow);

export type ParsedWineRequest = z.output<typeof wineRequestSchema>;

export const categoryRequestSchema = z.object({
  name: text('Name', 60),
  description: z.string({ error: 'Description must be a string' }).trim().max(500, 'Description must be at most 500 characters').default(''),
});
