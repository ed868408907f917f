import { z } from 'zod';
import { CONVERTIBLE_CURRENCIES } from './exchange-rates';
import { requiredText } from './text-rule';
import { WINE_LIMITS } from './wine-limits';

/**
 * The rules a wine must satisfy, shared by the wine form and the mock backend so both refuse the
 * same input with the same message. Field builders take the already-typed value; the form turns
 * its text inputs into numbers first. The numbers live in ./wine-limits (no zod there, so the API
 * layer can use them without loading zod).
 *
 * Each message is named (`WineRuleMessage`) and worded by a `WineRuleSay`: the mock and the API's
 * request schemas answer in English (`englishWineRules`), the console's form says them from its
 * message catalogue (the rules are the same, only the words change).
 */
const ENGLISH_WINE_RULE_MESSAGES = {
  vintageLate: () => 'Vintage must not be later than next year',
  vintageEarly: (v) => `Vintage must be from ${v.min}`,
  vintageRequired: () => 'Vintage is required (null for non-vintage)',
  vintageNotYear: () => 'Vintage must be a year or null',
  vintageNotWhole: () => 'Vintage must be a whole year',
  grapeTotal: (v) => `Grape percentages must add up to at most ${v.max}`,
  grapesNotList: () => 'Grapes must be a list',
  grapesTooMany: (v) => `At most ${v.max} grape varieties`,
  drinkingWindow: () => 'Drink until must not be before drink from',
  yearNotYear: (v) => `${v.label} must be a year or null`,
  yearNotWhole: (v) => `${v.label} must be a whole year`,
  yearTooEarly: (v) => `${v.label} must be from ${v.min}`,
  yearTooLate: (v) => `${v.label} must be at most ${v.max}`,
  abvRequired: () => 'ABV is required',
  abvNotNumber: () => 'ABV must be a number',
  abvRange: (v) => `ABV must be from 0 to ${v.max}`,
  percentageNotNumber: () => 'Percentage must be a number or null',
  percentageRange: () => 'Percentage must be from 0 to 100',
  bottleNotNumber: () => 'Bottle size must be a number of ml',
  bottleNotWhole: () => 'Bottle size must be a whole number of ml',
  bottleRange: (v) => `Bottle size must be from ${v.min} to ${v.max} ml`,
  priceNotNumber: () => 'Price must be a number',
  priceNegative: () => 'Price must not be negative',
  priceTooHigh: (v) => `Price must be at most ${v.max}`,
  currencyRequired: () => 'Currency is required',
  currencyNotIso: () => 'Currency must be a three-letter ISO code',
  currencyUnknown: (v) => `Currency must be one of ${v.currencies}`,
  appellationNotString: () => 'Appellation must be a string or null',
  appellationTooLong: (v) => `Appellation must be at most ${v.max} characters`,
  descriptionNotString: () => 'Description must be a string',
  descriptionTooLong: (v) => `Description must be at most ${v.max} characters`,
} satisfies Record<string, (values: Record<string, string | number>) => string>;

/** The name of each message a wine rule gives. */
export type WineRuleMessage = keyof typeof ENGLISH_WINE_RULE_MESSAGES;

/** Words a rule's message: its name and the values it names (`min`, `max`, `label`, `currencies`). */
export type WineRuleSay = (message: WineRuleMessage, values: Record<string, string | number>) => string;

/** The mock's and the API's words: English. */
export const sayInEnglish: WineRuleSay = (message, values) => ENGLISH_WINE_RULE_MESSAGES[message](values);

/** The values each message names, so every wording of a rule gets the same. */
export const WINE_RULE_VALUES = {
  vintageEarly: { min: WINE_LIMITS.minVintage },
  grapeTotal: { max: WINE_LIMITS.maxGrapeTotal },
  grapesTooMany: { max: WINE_LIMITS.maxGrapes },
  abvRange: { max: WINE_LIMITS.maxAbv },
  bottleRange: { min: WINE_LIMITS.minBottleMl, max: WINE_LIMITS.maxBottleMl },
  priceTooHigh: { max: WINE_LIMITS.maxPrice },
  currencyUnknown: { currencies: CONVERTIBLE_CURRENCIES.join(', ') },
  appellationTooLong: { max: WINE_LIMITS.appellation },
  descriptionTooLong: { max: WINE_LIMITS.description },
} as const satisfies Partial<Record<WineRuleMessage, Record<string, string | number>>>;

const said = (say: WineRuleSay, message: WineRuleMessage) =>
  say(message, (WINE_RULE_VALUES as Partial<Record<WineRuleMessage, Record<string, string | number>>>)[message] ?? {});

/** The newest vintage a wine may carry at `nowMs`: next year (southern-hemisphere harvests, en primeur). */
export function maxVintageAt(nowMs: number): number {
  return new Date(nowMs).getUTCFullYear() + 1;
}

/** A harvest year from 1800 to next year (`maxVintage` is read when validating), or null for NV. */
export function vintageRule(maxVintage: () => number, say: WineRuleSay = sayInEnglish) {
  return z
    .number({
      error: (issue) => said(say, issue.input === undefined ? 'vintageRequired' : 'vintageNotYear'),
    })
    .int(said(say, 'vintageNotWhole'))
    .min(WINE_LIMITS.minVintage, said(say, 'vintageEarly'))
    .refine((v) => v <= maxVintage(), { message: said(say, 'vintageLate') })
    .nullable();
}

/** A drinking-window year, or null when open. */
export function drinkYearRule(label: string, say: WineRuleSay = sayInEnglish) {
  const year = { label, min: WINE_LIMITS.minVintage, max: WINE_LIMITS.maxYear };
  return z
    .number({ error: say('yearNotYear', year) })
    .int(say('yearNotWhole', year))
    .min(WINE_LIMITS.minVintage, say('yearTooEarly', year))
    .max(WINE_LIMITS.maxYear, say('yearTooLate', year))
    .nullable();
}

export function buildAbvRule(say: WineRuleSay = sayInEnglish) {
  return z
    .number({ error: (issue) => said(say, issue.input === undefined ? 'abvRequired' : 'abvNotNumber') })
    .min(0, said(say, 'abvRange'))
    .max(WINE_LIMITS.maxAbv, said(say, 'abvRange'));
}
export const abvRule = buildAbvRule();

export function buildPercentageRule(say: WineRuleSay = sayInEnglish) {
  return z
    .number({ error: said(say, 'percentageNotNumber') })
    .min(0, said(say, 'percentageRange'))
    .max(100, said(say, 'percentageRange'))
    .nullable();
}
export const percentageRule = buildPercentageRule();

export const varietyRule = requiredText('Grape variety', WINE_LIMITS.variety);

export function buildBottleSizeRule(say: WineRuleSay = sayInEnglish) {
  return z
    .number({ error: said(say, 'bottleNotNumber') })
    .int(said(say, 'bottleNotWhole'))
    .min(WINE_LIMITS.minBottleMl, said(say, 'bottleRange'))
    .max(WINE_LIMITS.maxBottleMl, said(say, 'bottleRange'));
}
export const bottleSizeRule = buildBottleSizeRule();

export function buildPriceAmountRule(say: WineRuleSay = sayInEnglish) {
  return z
    .number({ error: said(say, 'priceNotNumber') })
    .min(0, said(say, 'priceNegative'))
    .max(WINE_LIMITS.maxPrice, said(say, 'priceTooHigh'));
}
export const priceAmountRule = buildPriceAmountRule();

/** A three-letter ISO 4217 code that the rate table converts, so every price has a value in EUR. */
export function buildCurrencyRule(say: WineRuleSay = sayInEnglish) {
  return z
    .string({ error: said(say, 'currencyRequired') })
    .regex(/^[A-Z]{3}$/, { message: said(say, 'currencyNotIso'), abort: true })
    .refine((code) => CONVERTIBLE_CURRENCIES.includes(code), said(say, 'currencyUnknown'));
}
export const currencyRule = buildCurrencyRule();

export function buildAppellationRule(say: WineRuleSay = sayInEnglish) {
  return z
    .string({ error: said(say, 'appellationNotString') })
    .trim()
    .max(WINE_LIMITS.appellation, said(say, 'appellationTooLong'));
}
export const appellationRule = buildAppellationRule();

export function buildDescriptionRule(say: WineRuleSay = sayInEnglish) {
  return z
    .string({ error: said(say, 'descriptionNotString') })
    .trim()
    .max(WINE_LIMITS.description, said(say, 'descriptionTooLong'));
}
export const descriptionRule = buildDescriptionRule();

/** The sum of the disclosed grape percentages. */
export function grapeTotal(grapes: readonly { percentage: number | null }[]): number {
  return grapes.reduce((sum, g) => sum + (g.percentage ?? 0), 0);
}

/** Grape rows (at most 20) whose disclosed percentages add up to at most 100. */
export function grapesRule<Row extends z.ZodType<{ percentage: number | null }>>(
  row: Row,
  say: WineRuleSay = sayInEnglish,
) {
  return z
    .array(row, { error: said(say, 'grapesNotList') })
    .max(WINE_LIMITS.maxGrapes, said(say, 'grapesTooMany'))
    .refine((grapes) => grapeTotal(grapes) <= WINE_LIMITS.maxGrapeTotal, { message: said(say, 'grapeTotal') });
}

/** Cross-field rule: the drinking window must not end before it starts (reported on `drinkUntil`). */
export function drinkingWindowCheck(say: WineRuleSay = sayInEnglish) {
  const message = said(say, 'drinkingWindow');
  return (wine: { drinkFrom: number | null; drinkUntil: number | null }, context: z.RefinementCtx): void => {
    if (wine.drinkFrom !== null && wine.drinkUntil !== null && wine.drinkFrom > wine.drinkUntil) {
      context.addIssue({ code: 'custom', path: ['drinkUntil'], message });
    }
  };
}
export const checkDrinkingWindow = drinkingWindowCheck();
