import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { WINE_LIST } from '@/api/lists/wines';
import { WINE_BULK_ACTIONS, WINE_TYPES } from '@/api/wire-enums';
import { requiredText as text } from '@/lib/text-rule';
import * as rules from '@/lib/wine-rules';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { countryCodeSchema } from '@/api/requests/country-code';
import { bulkActionField, bulkFilterField, bulkIdsField } from '@/api/requests/bulk';

// Each schema is built on its first use: built as the module loaded, they were a task of 60-110 ms
// of a first visit with the CPU slowed 4x (ADR 0025).

function buildWineRequestSchema(now: () => number) {
  // The newest vintage a wine may carry: next year (southern-hemisphere harvests, en primeur), by `now`.
  const maxVintage = () => rules.maxVintageAt(now());
  return z
    .object({
      name: text('Name', WINE_LIMITS.name),
      producer: text('Producer', WINE_LIMITS.producer),
      vintage: rules.vintageRule(maxVintage),
      type: z.enum(WINE_TYPES, {
        error: (issue) =>
          issue.input === undefined ? 'Type is required' : `Type must be one of ${WINE_TYPES.join(', ')}`,
      }),
      categoryId: text('Category', 100),
      grapes: rules
        .grapesRule(z.object({ variety: rules.varietyRule, percentage: rules.percentageRule.default(null) }))
        .default([]),
      country: countryCodeSchema(),
      region: text('Region', WINE_LIMITS.region),
      appellation: rules.appellationRule
        .nullable()
        .default(null)
        .transform((a) => a || null),
      abv: rules.abvRule,
      bottleSizeMl: rules.bottleSizeRule.default(750),
      description: rules.descriptionRule.default(''),
      price: z.object({ amount: rules.priceAmountRule, currency: rules.currencyRule }, { error: 'Price is required' }),
      drinkFrom: rules.drinkYearRule('Drink from').default(null),
      drinkUntil: rules.drinkYearRule('Drink until').default(null),
      labelImageUrl: z
        .string({ error: 'Label image must be a URL or null' })
        .regex(/^(https?:\/\/|data:image\/)\S+$/, 'Label image must be an http(s) or data:image URL')
        .max(3_000_000, 'Label image is too large')
        .nullable()
        .default(null),
    })
    .superRefine(rules.checkDrinkingWindow);
}

type WineRequestSchema = ReturnType<typeof buildWineRequestSchema>;
const builtFor = new WeakMap<() => number, WineRequestSchema>();

/**
 * `POST /wines` and `PUT /wines/{id}`, built from the rules the wine form uses (`@/lib/wine-rules`);
 * the category's existence and duplicates are checked by the handler. `now` is the clock the newest
 * vintage is read from as a body is validated (the mock passes its own); built once per clock.
 */
export function wineRequestSchema(now: () => number = Date.now): WineRequestSchema {
  let schema = builtFor.get(now);
  if (!schema) {
    schema = buildWineRequestSchema(now);
    builtFor.set(now, schema);
  }
  return schema;
}

export type ParsedWineRequest = z.output<WineRequestSchema>;

/**
 * `POST /wines/bulk`: the action, its category for `SET_CATEGORY`, and the wines by `ids` or by the
 * wines list's `filter`. Which of `ids` and `filter` is given, the category's existence and the
 * filter's values are checked by the handler, against the list's own rules.
 */
export const wineBulkRequestSchema = lazy(() =>
  z.object({
    action: bulkActionField(WINE_BULK_ACTIONS),
    categoryId: z
      .string({ error: 'Category must be a string' })
      .min(1, 'Category is required')
      .optional()
      .describe('The category `SET_CATEGORY` moves the wines to (required for it, ignored otherwise).'),
    ids: bulkIdsField.optional(),
    filter: bulkFilterField(WINE_LIST).optional(),
  }),
);

export type ParsedWineBulkRequest = z.output<ReturnType<typeof wineBulkRequestSchema>>;
