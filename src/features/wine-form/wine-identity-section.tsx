import { Input, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { WineCategory } from '@/api/categories';
import type { Country } from '@/api/reference';
import { WINE_TYPES } from '@/api/wines';
import { WINE_LIMITS } from '@/lib/wine-limits';
import { FormField, SelectControl } from '@/components/form-field';
import { FormSection } from '@/components/form-section';
import { useRegions, type LoadRegions } from './use-regions';
import type { WineFormInput } from './wine-form-schema';
import { WINE_TYPE_LABELS } from '@/api/wine-vocabulary';

const TYPE_OPTIONS = WINE_TYPES.map((type) => ({ value: type, label: WINE_TYPE_LABELS[type] }));

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
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" maxLength={WINE_LIMITS.name} {...register('name')} />
        </FormField>
        <FormField label="Producer" required error={errors.producer?.message}>
          <Input autoComplete="off" maxLength={WINE_LIMITS.producer} {...register('producer')} />
        </FormField>
        <FormField label="Vintage" error={errors.vintage?.message} helper="Leave empty for a non-vintage wine.">
          <Input inputMode="numeric" autoComplete="off" placeholder="NV" {...register('vintage')} />
        </FormField>
        <FormField label="Type" required error={errors.type?.message}>
          <SelectControl placeholder="Choose a type…" options={TYPE_OPTIONS} {...register('type')} />
        </FormField>
        <FormField label="Category" required error={errors.categoryId?.message}>
          <SelectControl
            placeholder="Choose a category…"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            {...register('categoryId')}
          />
        </FormField>
        <FormField label="Country" required error={errors.country?.message}>
          <SelectControl
            placeholder="Choose a country…"
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            {...register('country')}
          />
        </FormField>
        <FormField
          label="Region"
          required
          error={errors.region?.message}
          helper={
            country ? `Suggestions: ${regions.length} regions of this country.` : 'Choose a country for suggestions.'
          }
        >
          <Input autoComplete="off" list={regionListId} maxLength={WINE_LIMITS.region} {...register('region')} />
          <datalist id={regionListId} data-testid="region-options">
            {regions.map((r) => (
              <option key={r.name} value={r.name} />
            ))}
          </datalist>
        </FormField>
        <FormField label="Appellation" error={errors.appellation?.message}>
          <Input
            autoComplete="off"
            list={appellationListId}
            maxLength={WINE_LIMITS.appellation}
            {...register('appellation')}
          />
          <datalist id={appellationListId}>
            {appellations.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </FormField>
      </SimpleGrid>
    </FormSection>
  );
}
