import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { GrapeVariety } from '@/api/reference';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { grapeTotal } from '@/lib/wine-rules';
import { FormSection } from '@/components/form-section';
import { parseNumber, type WineFormInput } from './wine-form-schema';
import { t } from '@/lib/i18n';
import { formatNumber } from '@/lib/locale';

/** "Total 110% — must not exceed 100%": the running sum of the disclosed shares. */
export function grapeTotalText(grapes: readonly { percentage: string }[]): { text: string; over: boolean } {
  const total = grapeTotal(
    grapes.map((g) => ({ percentage: Number.isFinite(parseNumber(g.percentage)) ? parseNumber(g.percentage) : null })),
  );
  const rounded = Math.round(total * 100) / 100;
  const over = total > WINE_LIMITS.maxGrapeTotal;
  return {
    text: over
      ? t('wineForm.grapes.totalOver', { total: formatNumber(rounded), max: WINE_LIMITS.maxGrapeTotal })
      : t('wineForm.grapes.total', { total: formatNumber(rounded) }),
    over,
  };
}

/** Grape rows (variety with an optional share) that can be added and removed, with a live running total. */
export function WineGrapesSection({ varieties }: { varieties: GrapeVariety[] }) {
  const { register, control, formState, trigger } = useFormContext<WineFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'grapes' });
  const grapes = useWatch({ control, name: 'grapes' });
  const listId = useId();
  const totalId = useId();
  const { text, over } = grapeTotalText(grapes);
  const rowErrors = formState.errors.grapes;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;
  const { isSubmitted } = formState;
  // Once the total has been refused, each change re-checks it, so a fixed total clears the error.
  useEffect(() => {
    if (isSubmitted) void trigger('grapes');
  }, [text, isSubmitted, trigger]);

  return (
    <FormSection headingAs="h3" title={t('wineForm.grapes.title')} description={t('wineForm.grapes.description')}>
      <datalist id={listId}>
        {varieties.map((v) => (
          <option key={v.name} value={v.name} />
        ))}
      </datalist>
      <Stack gap="3">
        {fields.length === 0 && <Text color="fg.muted">{t('wineForm.grapes.none')}</Text>}
        {fields.map((field, index) => {
          const errors = rowErrors?.[index];
          const n = index + 1;
          return (
            <HStack key={field.id} align="start" gap="3" data-testid="grape-row">
              <Field.Root invalid={Boolean(errors?.variety)} required flex="3">
                <Field.Label>{t('wineForm.grapes.variety', { n })}</Field.Label>
                <Input
                  autoComplete="off"
                  list={listId}
                  maxLength={WINE_LIMITS.variety}
                  {...register(`grapes.${index}.variety`)}
                />
                <Field.ErrorText>{errors?.variety?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors?.percentage || (over && listError))} flex="1" minW="24">
                <Field.Label>{t('wineForm.grapes.share', { n })}</Field.Label>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  aria-describedby={totalId}
                  {...register(`grapes.${index}.percentage`)}
                />
                <Field.ErrorText>{errors?.percentage?.message}</Field.ErrorText>
              </Field.Root>
              <Button
                variant="ghost"
                colorPalette="red"
                size="sm"
                mt="7"
                onClick={() => remove(index)}
                aria-label={t('wineForm.grapes.removeLabel', { n })}
              >
                {t('wineForm.grapes.remove')}
              </Button>
            </HStack>
          );
        })}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button
            variant="outline"
            size="sm"
            disabled={fields.length >= WINE_LIMITS.maxGrapes}
            onClick={() => append({ variety: '', percentage: '' }, { focusName: `grapes.${fields.length}.variety` })}
          >
            {t('wineForm.grapes.add')}
          </Button>
          <Text id={totalId} aria-live="polite" fontWeight="medium" color={over ? 'fg.error' : 'fg.muted'}>
            {fields.length > 0 ? text : ''}
          </Text>
        </HStack>
        {listError && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {listError}
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}
