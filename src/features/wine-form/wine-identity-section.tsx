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
import { wineTypeLabel } from '@/api/wine-vocabulary';
import { t } from '@/lib/i18n';
import { countryName } from '@/lib/locale';

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
    <FormSection headingAs="h3" title={t('wineForm.identity.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('wineForm.identity.name')} required error={errors.name?.message}>
          <Input autoComplete="off" maxLength={WINE_LIMITS.name} {...register('name')} />
        </FormField>
        <FormField label={t('wineForm.identity.producer')} required error={errors.producer?.message}>
          <Input autoComplete="off" maxLength={WINE_LIMITS.producer} {...register('producer')} />
        </FormField>
        <FormField
          label={t('wineForm.identity.vintage')}
          error={errors.vintage?.message}
          helper={t('wineForm.identity.vintageHelper')}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('wineForm.identity.vintagePlaceholder')}
            {...register('vintage')}
          />
        </FormField>
        <FormField label={t('wineForm.identity.type')} required error={errors.type?.message}>
          <SelectControl
            placeholder={t('wineForm.identity.typePlaceholder')}
            options={WINE_TYPES.map((type) => ({ value: type, label: wineTypeLabel(type) }))}
            {...register('type')}
          />
        </FormField>
        <FormField label={t('wineForm.identity.category')} required error={errors.categoryId?.message}>
          <SelectControl
            placeholder={t('wineForm.identity.categoryPlaceholder')}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            {...register('categoryId')}
          />
        </FormField>
        <FormField label={t('wineForm.identity.country')} required error={errors.country?.message}>
          <SelectControl
            placeholder={t('wineForm.identity.countryPlaceholder')}
            options={countries.map((c) => ({ value: c.code, label: countryName(c) }))}
            {...register('country')}
          />
        </FormField>
        <FormField
          label={t('wineForm.identity.region')}
          required
          error={errors.region?.message}
          helper={
            country
              ? t('wineForm.identity.regionSuggestions', { count: regions.length })
              : t('wineForm.identity.regionChooseCountry')
          }
        >
          <Input autoComplete="off" list={regionListId} maxLength={WINE_LIMITS.region} {...register('region')} />
          <datalist id={regionListId} data-testid="region-options">
            {regions.map((r) => (
              <option key={r.name} value={r.name} />
            ))}
          </datalist>
        </FormField>
        <FormField label={t('wineForm.identity.appellation')} error={errors.appellation?.message}>
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
