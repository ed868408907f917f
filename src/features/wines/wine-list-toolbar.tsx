import { Flex } from '@chakra-ui/react';
import { WINE_STATUSES, WINE_TYPES, type WineStatus, type WineType } from '@/api/wines';
import { FilterPanel } from '@/components/data-list/filter-panel';
import { FilterSelect } from '@/components/data-list/filter-select';
import { SearchInput } from '@/components/data-list/search-input';
import type { ListView } from '@/components/data-list/use-list-view';
import { wineStatusLabel, wineTypeLabel } from '@/api/wine-vocabulary';
import type { WineFilterOptions } from './wine-list-loader';
import type { WineListState } from '@/api/wines';
import { VintageRangeFilter } from './vintage-range-filter';
import { t } from '@/lib/i18n';
import { countryName } from '@/lib/locale';

const typeOptions = (): { value: WineType | ''; label: string }[] => [
  { value: '', label: t('wines.filters.allTypes') },
  ...WINE_TYPES.map((type) => ({ value: type, label: wineTypeLabel(type) })),
];

const statusOptions = (): { value: WineStatus | ''; label: string }[] => [
  { value: '', label: t('wines.filters.allStatuses') },
  ...WINE_STATUSES.map((s) => ({ value: s, label: wineStatusLabel(s) })),
];

export interface WineListToolbarProps {
  view: Pick<ListView<WineListState>, 'state' | 'update'>;
  options: WineFilterOptions;
}

/** Search by name or producer, and the type, country, region, vintage, status and category filters. */
export function WineListToolbar({ view, options }: WineListToolbarProps) {
  const { state, update } = view;
  const countryOptions = [
    { value: '', label: t('wines.filters.allCountries') },
    ...options.countries.map((c) => ({ value: c.code, label: countryName(c) })),
  ];
  const categoryOptions = [
    { value: '', label: t('wines.filters.allCategories') },
    ...options.categories.map((c) => ({ value: c.id, label: c.name })),
  ];
  // A country or category from the URL that the options do not (yet) list still shows as chosen.
  if (state.country && !countryOptions.some((o) => o.value === state.country))
    countryOptions.push({ value: state.country, label: state.country });
  const regionOptions = state.country
    ? [
        { value: '', label: t('wines.filters.allRegions') },
        ...options.regions.map((r) => ({ value: r.name, label: r.name })),
      ]
    : [{ value: '', label: t('wines.filters.chooseCountryFirst') }];
  if (state.region && !regionOptions.some((o) => o.value === state.region))
    regionOptions.push({ value: state.region, label: state.region });
  if (state.categoryId && !categoryOptions.some((o) => o.value === state.categoryId)) {
    categoryOptions.push({ value: state.categoryId, label: t('wines.filters.unknownCategory') });
  }
  return (
    // Aligned by the top: every field has its label there, and a vintage year's error below its field
    // then pushes nothing up.
    <Flex role="search" aria-label={t('wines.filters.findWines')} gap="3" wrap="wrap" align="flex-start">
      <SearchInput
        label={t('wines.filters.search')}
        placeholder={t('wines.filters.searchPlaceholder')}
        value={state.search}
        onSearch={(search, { replace }) => update({ search }, { replace })}
      />
      <FilterPanel
        activeCount={
          [
            state.type,
            state.country,
            state.region,
            state.vintageFrom || state.vintageTo,
            state.status,
            state.categoryId,
          ].filter(Boolean).length
        }
      >
        <FilterSelect
          label={t('wines.fields.type')}
          width="36"
          value={state.type}
          options={typeOptions()}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          label={t('wines.fields.country')}
          value={state.country}
          options={countryOptions}
          onChange={(country) => update({ country, region: '' })}
        />
        <FilterSelect
          label={t('wines.fields.region')}
          width="52"
          value={state.region}
          options={regionOptions}
          disabled={!state.country}
          onChange={(region) => update({ region })}
        />
        <VintageRangeFilter from={state.vintageFrom} to={state.vintageTo} onChange={(range) => update(range)} />
        <FilterSelect
          label={t('wines.fields.status')}
          width="36"
          value={state.status}
          options={statusOptions()}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('wines.fields.category')}
          width="44"
          value={state.categoryId}
          options={categoryOptions}
          onChange={(categoryId) => update({ categoryId })}
        />
      </FilterPanel>
    </Flex>
  );
}
