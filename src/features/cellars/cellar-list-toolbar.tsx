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
import { CELLAR_FILL_LABELS, CELLAR_VISIBILITY_LABELS } from './cellar-format';

const VISIBILITY_OPTIONS: { value: CellarVisibility | ''; label: string }[] = [
  { value: '', label: 'Any visibility' },
  ...CELLAR_VISIBILITIES.map((v) => ({ value: v, label: CELLAR_VISIBILITY_LABELS[v] })),
];

const FILL_OPTIONS: { value: CellarFillBand | ''; label: string }[] = [
  { value: '', label: 'Any fill' },
  ...CELLAR_FILL_BANDS.map((f) => ({ value: f, label: CELLAR_FILL_LABELS[f] })),
];

const STATUS_OPTIONS: { value: CellarListState['status']; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'ARCHIVED', label: 'Archived' },
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
    { value: '', label: 'All countries' },
    ...countries.map((c) => ({ value: c.code, label: c.name })),
  ];
  // A country from the URL that the options do not (yet) list still shows as chosen.
  if (state.country && !countryOptions.some((o) => o.value === state.country))
    countryOptions.push({ value: state.country, label: state.country });
  return (
    <Flex role="search" aria-label="Find cellars" gap="3" wrap="wrap" align="flex-end">
      <SearchInput
        label="Search cellars"
        placeholder="Cellar, place, owner or e-mail"
        value={state.search}
        onSearch={(search, { replace }) => update({ search }, { replace })}
      />
      <FilterPanel activeCount={[state.visibility, state.country, state.fill, state.status].filter(Boolean).length}>
        <FilterSelect
          label="Visibility"
          width="36"
          value={state.visibility}
          options={VISIBILITY_OPTIONS}
          onChange={(visibility) => update({ visibility })}
        />
        <FilterSelect
          label="Country"
          value={state.country}
          options={countryOptions}
          onChange={(country) => update({ country })}
        />
        <FilterSelect
          label="Fill rate"
          width="48"
          value={state.fill}
          options={FILL_OPTIONS}
          onChange={(fill) => update({ fill })}
        />
        <FilterSelect
          label="Status"
          width="36"
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
      </FilterPanel>
    </Flex>
  );
}
