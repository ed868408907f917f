import { Flex } from '@chakra-ui/react';
import {
  CELLAR_FILL_BANDS,
  CELLAR_VISIBILITIES,
  type CellarFillBand,
  type CellarListState,
  type CellarVisibility,
} from '@/api/cellars';
import type { Country } from '@/api/reference';
import { FilterPanel } from '@/components/data-list/filter-panel';
import { FilterSelect } from '@/components/data-list/filter-select';
import { SearchInput } from '@/components/data-list/search-input';
import type { ListView } from '@/components/data-list/use-list-view';
import { cellarFillLabel, cellarVisibilityLabel } from './cellar-format';
import { t } from '@/lib/i18n';
import { countryName } from '@/lib/locale';

const visibilityOptions = (): { value: CellarVisibility | ''; label: string }[] => [
  { value: '', label: t('cellars.filters.anyVisibility') },
  ...CELLAR_VISIBILITIES.map((v) => ({ value: v, label: cellarVisibilityLabel(v) })),
];

const fillOptions = (): { value: CellarFillBand | ''; label: string }[] => [
  { value: '', label: t('cellars.filters.anyFill') },
  ...CELLAR_FILL_BANDS.map((f) => ({ value: f, label: cellarFillLabel(f) })),
];

const statusOptions = (): { value: CellarListState['status']; label: string }[] => [
  { value: '', label: t('cellars.filters.anyStatus') },
  { value: 'ACTIVE', label: t('cellars.status.active') },
  { value: 'ARCHIVED', label: t('cellars.status.archived') },
];

/** Search by cellar, location or owner, and the visibility, country, fill-rate and status filters. */
export function CellarListToolbar({
  view,
  countries,
}: {
  view: Pick<ListView<CellarListState>, 'state' | 'update'>;
  countries: readonly Country[];
}) {
  const { state, update } = view;
  const countryOptions = [
    { value: '', label: t('cellars.filters.allCountries') },
    ...countries.map((c) => ({ value: c.code, label: countryName(c) })),
  ];
  // A country from the URL that the options do not (yet) list still shows as chosen.
  if (state.country && !countryOptions.some((o) => o.value === state.country))
    countryOptions.push({ value: state.country, label: state.country });
  return (
    <Flex role="search" aria-label={t('cellars.filters.find')} gap="3" wrap="wrap" align="flex-end">
      <SearchInput
        label={t('cellars.filters.search')}
        placeholder={t('cellars.filters.searchPlaceholder')}
        value={state.search}
        onSearch={(search, { replace }) => update({ search }, { replace })}
      />
      <FilterPanel activeCount={[state.visibility, state.country, state.fill, state.status].filter(Boolean).length}>
        <FilterSelect
          label={t('cellars.fields.visibility')}
          width="36"
          value={state.visibility}
          options={visibilityOptions()}
          onChange={(visibility) => update({ visibility })}
        />
        <FilterSelect
          label={t('cellars.fields.country')}
          value={state.country}
          options={countryOptions}
          onChange={(country) => update({ country })}
        />
        <FilterSelect
          label={t('cellars.filters.fillRate')}
          width="48"
          value={state.fill}
          options={fillOptions()}
          onChange={(fill) => update({ fill })}
        />
        <FilterSelect
          label={t('cellars.fields.status')}
          width="36"
          value={state.status}
          options={statusOptions()}
          onChange={(status) => update({ status })}
        />
      </FilterPanel>
    </Flex>
  );
}
