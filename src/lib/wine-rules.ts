import { z } from 'zod';
import { CONVERTIBLE_CURRENCIES } from './exchange-rates';
import { requiredText } from './text-rule';
import { WINE_LIMITS } from './wine-limits';

/**
 * The rules a wine must satisfy, shared by the wine form and the mock backend so both refuse the
 * same input with the same message. Field builders take the already-typed value; the form turns
 * its text inputs into numbers first. The numbers live in ./wine-limits (no zod there, so the API
 * layer can use them without loading zod).
 */
export const WINE_RULE_MESSAGES = {
  vintageLate: 'Vintage must not be later than next year',
  vintageEarly: `Vintage must be from ${WINE_LIMITS.minVintage}`,
  grapeTotal: `Grape percentages must add up to at most ${WINE_LIMITS.maxGrapeTotal}`,
  drinkingWindow: 'Drink until must not be before drink from',
  abvRange: `ABV must be from 0 to ${WINE_LIMITS.maxAbv}`,
  percentageRange: 'Percentage must be from 0 to 100',
  bottleRange: `Bottle size must be from ${WINE_LIMITS.minBottleMl} to ${WINE_LIMITS.maxBottleMl} ml`,
  currencyUnknown: `Currency must be one of ${CONVERTIBLE_CURRENCIES.join(', ')}`,
} as const;

/** The newest vintage a wine may carry at `nowMs`: next year (southern-hemisphere harvests, en primeur). */
export function maxVintageAt(nowMs: number): number {
  return new Date(nowMs).getUTCFullYear() + 1;
}

/** A harvest year from 1800 to next year (`maxVintage` is read when validating), or null for NV. */
export function vintageRule(maxVintage: () => number) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Vintage is required (null for non-vintage)' : 'Vintage must be a year or null',
    })
    .int('Vintage must be a whole year')
    .min(WINE_LIMITS.minVintage, WINE_RULE_MESSAGES.vintageEarly)
    .refine((v) => v <= maxVintage(), { message: WINE_RULE_MESSAGES.vintageLate })
    .nullable();
}

/** A drinking-window year, or null when open. */
export function drinkYearRule(label: string) {
  return z
    .number({ error: `${label} must be a year or null` })
    .int(`${label} must be a whole year`)
    .min(WINE_LIMITS.minVintage, `${label} must be from ${WINE_LIMITS.minVintage}`)
    .max(WINE_LIMITS.maxYear, `${label} must be at most ${WINE_LIMITS.maxYear}`)
    .nullable();
}

export const abvRule = z
  .number({ error: (issue) => (issue.input === undefined ? 'ABV is required' : 'ABV must be a number') })
  .min(0, WINE_RULE_MESSAGES.abvRange)
  .max(WINE_LIMITS.maxAbv, WINE_RULE_MESSAGES.abvRange);

export const percentageRule = z
  .number({ error: 'Percentage must be a number or null' })
  .min(0, WINE_RULE_MESSAGES.percentageRange)
  .max(100, WINE_RULE_MESSAGES.percentageRange)
  .nullable();

export const varietyRule = requiredText('Grape variety', WINE_LIMITS.variety);

export const bottleSizeRule = z
  .number({ error: 'Bottle size must be a number of ml' })
  .int('Bottle size must be a whole number of ml')
  .min(WINE_LIMITS.minBottleMl, WINE_RULE_MESSAGES.bottleRange)
  .max(WINE_LIMITS.maxBottleMl, WINE_RULE_MESSAGES.bottleRange);

export const priceAmountRule = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price must not be negative')
  .max(WINE_LIMITS.maxPrice, `Price must be at most ${WINE_LIMITS.maxPrice}`);

/** A three-letter ISO 4217 code that the rate table converts, so every price has a value in EUR. */
export const currencyRule = z
  .string({ error: 'Currency is required' })
  .regex(/^[A-Z]{3}$/, { message: 'Currency must be a three-letter ISO code', abort: true })
  .refine((code) => CONVERTIBLE_CURRENCIES.includes(code), WINE_RULE_MESSAGES.currencyUnknown);

export const appellationRule = z
  .string({ error: 'Appellation must be a string or null' })
  .trim()
  .max(WINE_LIMITS.appellation, `Appellation must be at most ${WINE_LIMITS.appellation} characters`);

export const descriptionRule = z
  .string({ error: 'Description must be a string' })
  .trim()
  .max(WINE_LIMITS.description, `Description must be at most ${WINE_LIMITS.description} characters`);

/** The sum of the disclosed grape percentages. */
export function grapeTotal(grapes: readonly { percentage: number | null }[]): number {
  return grapes.reduce((sum, g) => sum + (g.percentage ?? 0), 0);
}

/** Grape rows (at most 20) whose disclosed percentages add up to at most 100. */
export function grapesRule<Row extends z.ZodType<{ percentage: number | null }>>(row: Row) {
  return z
    .array(row, { error: 'Grapes must be a list' })
    .max(WINE_LIMITS.maxGrapes, `At most ${WINE_LIMITS.maxGrapes} grape varieties`)
    .refine((grapes) => grapeTotal(grapes) <= WINE_LIMITS.maxGrapeTotal, { message: WINE_RULE_MESSAGES.grapeTotal });
}

/** Cross-field rule: the drinking window must not end before it starts (reported on `drinkUntil`). */
export function checkDrinkingWindow(
  wine: { drinkFrom: number | null; drinkUntil: number | null },
  context: z.RefinementCtx,
): void {
  if (wine.drinkFrom !== null && wine.drinkUntil !== null && wine.drinkFrom > wine.drinkUntil) {
    context.addIssue({ code: 'custom', path: ['drinkUntil'], message: WINE_RULE_MESSAGES.drinkingWindow });
  }
}
