import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { CONVERTIBLE_CURRENCIES } from '@/lib/exchange-rates';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { FormField } from '@/components/form-field';
import { FormSection } from '@/components/form-section';
import type { WineFormInput } from './wine-form-schema';

/** ABV, bottle size, price, the drinking window and a description. */
export function WineDetailsSection() {
  const { register, formState } = useFormContext<WineFormInput>();
  const { errors } = formState;
  return (
    <FormSection headingAs="h3" title="Details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="Alcohol (% ABV)"
          required
          error={errors.abv?.message}
          helper={`From 0 to ${WINE_LIMITS.maxAbv}.`}
        >
          <Input inputMode="decimal" autoComplete="off" {...register('abv')} />
        </FormField>
        <FormField
          label="Bottle size (ml)"
          required
          error={errors.bottleSizeMl?.message}
          helper="750 for a standard bottle, 1500 for a magnum."
        >
          <Input inputMode="numeric" autoComplete="off" {...register('bottleSizeMl')} />
        </FormField>
        <FormField label="Reference price" required error={errors.price?.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register('price.amount')} />
        </FormField>
        <FormField
          label="Currency"
          required
          error={errors.price?.currency?.message}
          helper={`One of ${CONVERTIBLE_CURRENCIES.join(', ')}.`}
        >
          <Input autoComplete="off" maxLength={3} textTransform="uppercase" {...register('price.currency')} />
        </FormField>
        <FormField label="Drink from" error={errors.drinkFrom?.message} helper="A year; leave empty when open.">
          <Input inputMode="numeric" autoComplete="off" {...register('drinkFrom')} />
        </FormField>
        <FormField label="Drink until" error={errors.drinkUntil?.message} helper="A year, not before Drink from.">
          <Input inputMode="numeric" autoComplete="off" {...register('drinkUntil')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description?.message} mt="4">
        <Textarea rows={4} maxLength={WINE_LIMITS.description} {...register('description')} />
      </FormField>
    </FormSection>
  );
}
