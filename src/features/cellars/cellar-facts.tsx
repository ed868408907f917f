import { DataList } from '@chakra-ui/react';
import type { Cellar } from '@/api/cellars';
import { formatDay } from '@/lib/locale';
import { CELLAR_VISIBILITY_LABELS } from './cellar-format';

/** The cellar's metadata as a description list. */
export function CellarFacts({ cellar, countryName }: { cellar: Cellar; countryName: string }) {
  const facts: [string, string][] = [
    ['Owner', `${cellar.owner.fullName} (${cellar.owner.email})`],
    ['Location', `${cellar.location}, ${countryName}`],
    ['Temperature', `${cellar.temperatureC} °C`],
    ['Visibility', CELLAR_VISIBILITY_LABELS[cellar.visibility]],
    ['Status', cellar.status === 'ACTIVE' ? 'Active' : 'Archived'],
    ['Created', formatDay(cellar.createdAt)],
    ['Last activity', formatDay(cellar.lastActivityAt)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Cellar details">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
