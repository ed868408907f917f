import { Flex } from '@chakra-ui/react';
import { WINE_STATUSES, WINE_TYPES, type WineStatus, type WineType } from '@/api/wines';
import { FilterPanel } from '@/components/data-list/filter-panel';
import { FilterSelect } from '@/components/data-list/filter-select';
import { SearchInput } from '@/components/data-list/search-input';
import type { ListView } from '@/components/data-list/use-list-view';
import { WINE_STATUS_LABELS, WINE_TYPE_LABELS } from '@/api/wine-vocabulary';
import type { WineFilterOptions } from './wine-list-loader';
import type { WineListState } from '@/api/wines';
import { VintageRangeFilter } from './vintage-range-filter';

const TYPE_OPTIONS: { value: WineType | ''; label: string }[] = [
  { value: '', label: 'All types' },
  ...WINE_TYPES.map((t) => ({ value: t, label: WINE_TYPE_LABELS[t] })),
];

const STATUS_OPTIONS: { value: WineStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  ...WINE_STATUSES.map((s) => ({ value: s, label: WINE_STATUS_LABELS[s] })),
];

export interface WineListToolbarProps {
  view: Pick<ListView<WineListState>, 'state' | 'update'>;
  options: WineFilterOptions;
}

/** Search by name or producer, and the type, country, region, vintage, status and category filters. */
export function WineListToolbar({ view, options }: WineListToolbarProps) {
  const { state, update } = view;
  const countryOptions = [
    { value: '', label: 'All countries' },
    ...options.countries.map((c) => ({ value: c.code, label: c.name })),
  ];
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...options.categories.map((c) => ({ value: c.id, label: c.name })),
  ];
  // A country or category from the URL that the options do not (yet) list still shows as chosen.
  if (state.country && !countryOptions.some((o) => o.value === state.country))
    countryOptions.push({ value: state.country, label: state.country });
  const regionOptions = state.country
    ? [{ value: '', label: 'All regions' }, ...options.regions.map((r) => ({ value: r.name, label: r.name }))]
    : [{ value: '', label: 'Choose a country first' }];
  if (state.region && !regionOptions.some((o) => o.value === state.region))
    regionOptions.push({ value: state.region, label: state.region });
  if (state.categoryId && !categoryOptions.some((o) => o.value === state.categoryId)) {
    categoryOptions.push({ value: state.categoryId, label: 'Unknown category' });
  }
  return (
    // Aligned by the top: every field has its label there, and a vintage year's error below its field
    // then pushes nothing up.
    <Flex role="search" aria-label="Find wines" gap="3" wrap="wrap" align="flex-start">
      <SearchInput
        label="Search wines"
        placeholder="Name or producer"
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
          label="Type"
          width="36"
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          label="Country"
          value={state.country}
          options={countryOptions}
          onChange={(country) => update({ country, region: '' })}
        />
        <FilterSelect
          label="Region"
          width="52"
          value={state.region}
          options={regionOptions}
          disabled={!state.country}
          onChange={(region) => update({ region })}
        />
        <VintageRangeFilter from={state.vintageFrom} to={state.vintageTo} onChange={(range) => update(range)} />
        <FilterSelect
          label="Status"
          width="36"
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Category"
          width="44"
          value={state.categoryId}
          options={categoryOptions}
          onChange={(categoryId) => update({ categoryId })}
        />
      </FilterPanel>
    </Flex>
  );
}
