import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { FormSection } from '@/components/form-section';
import type { WineFormInput } from './wine-form-schema';

/** ABV, bottle size, price, the drinking window and a description. */
export function WineDetailsSection() {
  const { register, formState } = useFormContext<WineFormInput>();
  const { errors } = formState;
  return (
    <FormSection headingAs="h3" title="Details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <NumberField label="Alcohol (% ABV)" required error={errors.abv} helper={`From 0 to ${WINE_LIMITS.maxAbv}.`}>
          <Input inputMode="decimal" autoComplete="off" {...register('abv')} />
        </NumberField>
        <NumberField label="Bottle size (ml)" required error={errors.bottleSizeMl} helper="750 for a standard bottle, 1500 for a magnum.">
          <Input inputMode="numeric" autoComplete="off" {...register('bottleSizeMl')} />
        </NumberField>
        <NumberField label="Reference price" required error={errors.price?.amount}>
          <Input inputMode="decimal" autoComplete="off" {...register('price.amount')} />
        </NumberField>
        <NumberField label="Currency" required error={errors.price?.currency} helper="A three-letter code such as EUR or USD.">
          <Input autoComplete="off" maxLength={3} textTransform="uppercase" {...register('price.currency')} />
        </NumberField>
        <NumberField label="Drink from" error={errors.drinkFrom} helper="A year; leave empty when open.">
          <Input inputMode="numeric" autoComplete="off" {...register('drinkFrom')} />
        </NumberField>
        <NumberField label="Drink until" error={errors.drinkUntil} helper="A year, not before Drink from.">
          <Input inputMode="numeric" autoComplete="off" {...register('drinkUntil')} />
        </NumberField>
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors.description)} mt="4">
        <Field.Label>Description</Field.Label>
        <Textarea rows={4} maxLength={WINE_LIMITS.description} {...register('description')} />
        <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
      </Field.Root>
    </FormSection>
  );
}

function NumberField({ label, required = false, error, helper, children }: { label: string; required?: boolean; error: FieldError | undefined; helper?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {!error && helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
