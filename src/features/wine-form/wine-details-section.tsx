import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { CONVERTIBLE_CURRENCIES } from '@/lib/exchange-rates';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { FormField } from '@/components/form-field';
import { FormSection } from '@/components/form-section';
import type { WineFormInput } from './wine-form-schema';
import { t } from '@/lib/i18n';

/** ABV, bottle size, price, the drinking window and a description. */
export function WineDetailsSection() {
  const { register, formState } = useFormContext<WineFormInput>();
  const { errors } = formState;
  return (
    <FormSection headingAs="h3" title={t('wineForm.details.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('wineForm.details.abv')}
          required
          error={errors.abv?.message}
          helper={t('wineForm.details.abvHelper', { max: WINE_LIMITS.maxAbv })}
        >
          <Input inputMode="decimal" autoComplete="off" {...register('abv')} />
        </FormField>
        <FormField
          label={t('wineForm.details.bottleSize')}
          required
          error={errors.bottleSizeMl?.message}
          helper={t('wineForm.details.bottleSizeHelper')}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('bottleSizeMl')} />
        </FormField>
        <FormField label={t('wineForm.details.price')} required error={errors.price?.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('price.amount')} />
        </FormField>
        <FormField
          label={t('wineForm.details.currency')}
          required
          error={errors.price?.currency?.message}
          helper={t('wineForm.details.currencyHelper', { currencies: CONVERTIBLE_CURRENCIES.join(', ') })}
        >
          <Input autoComplete="off" maxLength={3} textTransform="uppercase" {...register('price.currency')} />
        </FormField>
        <FormField
          label={t('wineForm.fields.drinkFrom')}
          error={errors.drinkFrom?.message}
          helper={t('wineForm.details.drinkFromHelper')}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('drinkFrom')} />
        </FormField>
        <FormField
          label={t('wineForm.fields.drinkUntil')}
          error={errors.drinkUntil?.message}
          helper={t('wineForm.details.drinkUntilHelper')}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('drinkUntil')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('wineForm.details.description')} error={errors.description?.message} mt="4">
        <Textarea rows={4} maxLength={WINE_LIMITS.description} {...register('description')} />
      </FormField>
    </FormSection>
  );
}
