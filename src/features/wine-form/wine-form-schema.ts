import { z } from 'zod';
import { WINE_TYPES, type Wine, type WineRequest, type WineType } from '@/api/wines';
import {
  buildAbvRule,
  buildAppellationRule,
  buildBottleSizeRule,
  buildCurrencyRule,
  buildDescriptionRule,
  buildPercentageRule,
  buildPriceAmountRule,
  drinkingWindowCheck,
  drinkYearRule,
  grapesRule,
  maxVintageAt,
  vintageRule,
  type WineRuleMessage,
  type WineRuleSay,
} from '@/lib/wine-rules';
import { t, type MessageKey } from '@/lib/i18n';
import { requiredText } from '@/lib/text-rule';
import { WINE_LIMITS } from '@/lib/wine-limits';

/** The catalogue's wording of each wine rule's message, as the form shows it (the API answers in English). */
const WINE_RULE_KEYS: Record<WineRuleMessage, MessageKey> = {
  vintageLate: 'wineForm.rules.vintageLate',
  vintageEarly: 'wineForm.rules.vintageEarly',
  vintageRequired: 'wineForm.rules.vintageRequired',
  vintageNotYear: 'wineForm.rules.vintageNotYear',
  vintageNotWhole: 'wineForm.rules.vintageNotWhole',
  grapeTotal: 'wineForm.rules.grapeTotal',
  grapesNotList: 'wineForm.rules.grapesNotList',
  grapesTooMany: 'wineForm.rules.grapesTooMany',
  drinkingWindow: 'wineForm.rules.drinkingWindow',
  yearNotYear: 'wineForm.rules.yearNotYear',
  yearNotWhole: 'wineForm.rules.yearNotWhole',
  yearTooEarly: 'wineForm.rules.yearTooEarly',
  yearTooLate: 'wineForm.rules.yearTooLate',
  abvRequired: 'wineForm.rules.abvRequired',
  abvNotNumber: 'wineForm.rules.abvNotNumber',
  abvRange: 'wineForm.rules.abvRange',
  percentageNotNumber: 'wineForm.rules.percentageNotNumber',
  percentageRange: 'wineForm.rules.percentageRange',
  bottleNotNumber: 'wineForm.rules.bottleNotNumber',
  bottleNotWhole: 'wineForm.rules.bottleNotWhole',
  bottleRange: 'wineForm.rules.bottleRange',
  priceNotNumber: 'wineForm.rules.priceNotNumber',
  priceNegative: 'wineForm.rules.priceNegative',
  priceTooHigh: 'wineForm.rules.priceTooHigh',
  currencyRequired: 'wineForm.rules.currencyRequired',
  currencyNotIso: 'wineForm.rules.currencyNotIso',
  currencyUnknown: 'wineForm.rules.currencyUnknown',
  appellationNotString: 'wineForm.rules.appellationNotString',
  appellationTooLong: 'wineForm.rules.appellationTooLong',
  descriptionNotString: 'wineForm.rules.descriptionNotString',
  descriptionTooLong: 'wineForm.rules.descriptionTooLong',
};

/** The rules' messages in the language shown. */
const sayInLanguageShown: WineRuleSay = (message, values) => t(WINE_RULE_KEYS[message], values);

/** The required texts of the form, each worded for its field. */
const TEXT_FIELD_KEYS = {
  name: {
    required: 'wineForm.rules.nameRequired',
    notString: 'wineForm.rules.nameNotString',
    tooLong: 'wineForm.rules.nameTooLong',
  },
  producer: {
    required: 'wineForm.rules.producerRequired',
    notString: 'wineForm.rules.producerNotString',
    tooLong: 'wineForm.rules.producerTooLong',
  },
  region: {
    required: 'wineForm.rules.regionRequired',
    notString: 'wineForm.rules.regionNotString',
    tooLong: 'wineForm.rules.regionTooLong',
  },
  variety: {
    required: 'wineForm.rules.varietyRequired',
    notString: 'wineForm.rules.varietyNotString',
    tooLong: 'wineForm.rules.varietyTooLong',
  },
} as const satisfies Record<string, Record<'required' | 'notString' | 'tooLong', MessageKey>>;

function textField(field: keyof typeof TEXT_FIELD_KEYS, max: number) {
  const keys = TEXT_FIELD_KEYS[field];
  return requiredText(field, max, {
    required: t(keys.required),
    notString: t(keys.notString),
    tooLong: t(keys.tooLong, { max }),
  });
}

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

/**
 * The Add Wine / Edit wine form, on the same rules as the API (`@/lib/wine-rules`), its messages in
 * the language shown (built when rendering); `now` sets "next year".
 */
export function wineFormSchema(now: () => number = Date.now) {
  const say = sayInLanguageShown;
  const typeRequired = t('wineForm.rules.typeRequired');
  return z
    .object({
      name: textField('name', WINE_LIMITS.name),
      producer: textField('producer', WINE_LIMITS.producer),
      vintage: optionalNumber(vintageRule(() => maxVintageAt(now()), say)),
      type: z.enum(['', ...WINE_TYPES], typeRequired).pipe(z.enum(WINE_TYPES, typeRequired)),
      categoryId: z.string().min(1, t('wineForm.rules.categoryRequired')),
      grapes: grapesRule(
        z.object({
          variety: textField('variety', WINE_LIMITS.variety),
          percentage: optionalNumber(buildPercentageRule(say)),
        }),
        say,
      ),
      country: z.string().trim().min(1, t('wineForm.rules.countryRequired')),
      region: textField('region', WINE_LIMITS.region),
      appellation: buildAppellationRule(say).transform((a) => a || null),
      abv: requiredNumber(buildAbvRule(say), t('wineForm.rules.abvRequired')),
      bottleSizeMl: requiredNumber(buildBottleSizeRule(say), t('wineForm.rules.bottleRequired')),
      description: buildDescriptionRule(say),
      price: z.object({
        amount: requiredNumber(buildPriceAmountRule(say), t('wineForm.rules.priceRequired')),
        currency: z.string().trim().toUpperCase().pipe(buildCurrencyRule(say)),
      }),
      drinkFrom: optionalNumber(drinkYearRule(t('wineForm.fields.drinkFrom'), say)),
      drinkUntil: optionalNumber(drinkYearRule(t('wineForm.fields.drinkUntil'), say)),
    })
    .superRefine(drinkingWindowCheck(say));
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
