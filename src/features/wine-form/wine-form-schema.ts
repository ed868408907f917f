import { z } from 'zod';
import { WINE_TYPES, type Wine, type WineRequest, type WineType } from '@/api/wines';
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
} from '@/lib/wine-rules';
import { requiredText } from '@/lib/text-rule';
import { WINE_LIMITS } from '@/lib/wine-limits';

const WINE_FORM_MESSAGES = {
  typeRequired: 'Choose a type',
  categoryRequired: 'Choose a category',
  countryRequired: 'Choose a country',
  abvRequired: 'ABV is required',
  priceRequired: 'Price is required',
} as const;

/** The form's values as the inputs hold them: numbers are typed as text and converted on submit. */
export interface WineFormInput {
  name: string;
  producer: string;
  /** Empty for a non-vintage wine. */
  vintage: string;
  type: WineType | '';
  categoryId: string;
  grapes: { variety: string; percentage: string }[];
  country: string;
  region: string;
  appellation: string;
  abv: string;
  bottleSizeMl: string;
  description: string;
  price: { amount: string; currency: string };
  drinkFrom: string;
  drinkUntil: string;
}

/** The request the form produces; the label is handled on its own. */
export type WineFormValues = Omit<WineRequest, 'labelImageUrl'>;

/** Every field name a server error may name (grape rows are `grapes.{i}.variety|percentage`). */
export const WINE_FORM_FIELDS = [
  'name',
  'producer',
  'vintage',
  'type',
  'categoryId',
  'grapes',
  'country',
  'region',
  'appellation',
  'abv',
  'bottleSizeMl',
  'description',
  'price.amount',
  'price.currency',
  'drinkFrom',
  'drinkUntil',
] as const;

export const EMPTY_WINE_FORM: WineFormInput = {
  name: '',
  producer: '',
  vintage: '',
  type: '',
  categoryId: '',
  grapes: [],
  country: '',
  region: '',
  appellation: '',
  abv: '',
  bottleSizeMl: '750',
  description: '',
  price: { amount: '', currency: 'EUR' },
  drinkFrom: '',
  drinkUntil: '',
};

/** Text as a number ("13,5" too); empty is null, anything unreadable NaN (the rule then refuses it). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

const optionalNumber = <T extends z.ZodType<unknown, number | null>>(rule: T) =>
  z.string().transform(parseNumber).pipe(rule);
const requiredNumber = <T extends z.ZodType<unknown, number>>(rule: T, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((text) => parseNumber(text) ?? Number.NaN)
    .pipe(rule);

/** The Add Wine / Edit wine form, on the same rules as the API (`@/lib/wine-rules`); `now` sets "next year". */
export function wineFormSchema(now: () => number = Date.now) {
  return z
    .object({
      name: requiredText('Name', WINE_LIMITS.name),
      producer: requiredText('Producer', WINE_LIMITS.producer),
      vintage: optionalNumber(vintageRule(() => maxVintageAt(now()))),
      type: z
        .enum(['', ...WINE_TYPES], WINE_FORM_MESSAGES.typeRequired)
        .pipe(z.enum(WINE_TYPES, WINE_FORM_MESSAGES.typeRequired)),
      categoryId: z.string().min(1, WINE_FORM_MESSAGES.categoryRequired),
      grapes: grapesRule(z.object({ variety: varietyRule, percentage: optionalNumber(percentageRule) })),
      country: z.string().trim().min(1, WINE_FORM_MESSAGES.countryRequired),
      region: requiredText('Region', WINE_LIMITS.region),
      appellation: appellationRule.transform((a) => a || null),
      abv: requiredNumber(abvRule, WINE_FORM_MESSAGES.abvRequired),
      bottleSizeMl: requiredNumber(bottleSizeRule, 'Bottle size is required'),
      description: descriptionRule,
      price: z.object({
        amount: requiredNumber(priceAmountRule, WINE_FORM_MESSAGES.priceRequired),
        currency: z.string().trim().toUpperCase().pipe(currencyRule),
      }),
      drinkFrom: optionalNumber(drinkYearRule('Drink from')),
      drinkUntil: optionalNumber(drinkYearRule('Drink until')),
    })
    .superRefine(checkDrinkingWindow);
}

/** A loaded wine as the form's starting values. */
export function toWineFormInput(wine: Wine): WineFormInput {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: wine.name,
    producer: wine.producer,
    vintage: text(wine.vintage),
    type: wine.type,
    categoryId: wine.categoryId,
    grapes: wine.grapes.map((g) => ({ variety: g.variety, percentage: text(g.percentage) })),
    country: wine.country,
    region: wine.region,
    appellation: wine.appellation ?? '',
    abv: String(wine.abv),
    bottleSizeMl: String(wine.bottleSizeMl),
    description: wine.description,
    price: { amount: String(wine.price.amount), currency: wine.price.currency },
    drinkFrom: text(wine.drinkFrom),
    drinkUntil: text(wine.drinkUntil),
  };
}
