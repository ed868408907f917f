import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { WineCategory } from '@/api/categories';
import type { Country } from '@/api/reference';
import { WINE_TYPES, type WineType } from '@/api/wines';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { FormSection } from '@/components/form-section';
import { useRegions, type LoadRegions } from './use-regions';
import type { WineFormInput } from './wine-form-schema';

const TYPE_LABELS: Record<WineType, string> = { RED: 'Red', WHITE: 'White', ROSE: 'Rosé', SPARKLING: 'Sparkling', DESSERT: 'Dessert', FORTIFIED: 'Fortified' };

export interface WineIdentitySectionProps {
  countries: Country[];
  categories: Pick<WineCategory, 'id' | 'name'>[];
  loadRegions: LoadRegions;
}

/** Name, producer, vintage, type and category; country, then region and appellation suggested for it. */
export function WineIdentitySection({ countries, categories, loadRegions }: WineIdentitySectionProps) {
  const { register, control, formState } = useFormContext<WineFormInput>();
  const { errors } = formState;
  const [country, region] = useWatch({ control, name: ['country', 'region'] });
  const regions = useRegions(country, loadRegions);
  const appellations = regions.find((r) => r.name.toLowerCase() === region.trim().toLowerCase())?.appellations ?? [];
  const regionListId = useId();
  const appellationListId = useId();

  return (
    <FormSection headingAs="h3" title="Identity & origin">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" maxLength={WINE_LIMITS.name} {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.producer)} required>
          <Field.Label>
            Producer
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" maxLength={WINE_LIMITS.producer} {...register('producer')} />
          <Field.ErrorText>{errors.producer?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.vintage)}>
          <Field.Label>Vintage</Field.Label>
          <Input inputMode="numeric" autoComplete="off" placeholder="NV" {...register('vintage')} />
          {!errors.vintage && <Field.HelperText>Leave empty for a non-vintage wine.</Field.HelperText>}
          <Field.ErrorText>{errors.vintage?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.type)} required>
          <Field.Label>
            Type
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('type')}>
              <option value="">Choose a type…</option>
              {WINE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.type?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.categoryId)} required>
          <Field.Label>
            Category
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('categoryId')}>
              <option value="">Choose a category…</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.categoryId?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.country)} required>
          <Field.Label>
            Country
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('country')}>
              <option value="">Choose a country…</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.country?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.region)} required>
          <Field.Label>
            Region
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" list={regionListId} maxLength={WINE_LIMITS.region} {...register('region')} />
          <datalist id={regionListId} data-testid="region-options">
            {regions.map((r) => (
              <option key={r.name} value={r.name} />
            ))}
          </datalist>
          {!errors.region && <Field.HelperText>{country ? `Suggestions: ${regions.length} regions of this country.` : 'Choose a country for suggestions.'}</Field.HelperText>}
          <Field.ErrorText>{errors.region?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.appellation)}>
          <Field.Label>Appellation</Field.Label>
          <Input autoComplete="off" list={appellationListId} maxLength={WINE_LIMITS.appellation} {...register('appellation')} />
          <datalist id={appellationListId}>
            {appellations.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.appellation?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </FormSection>
  );
}
