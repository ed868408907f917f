import { DataList } from '@chakra-ui/react';
import type { Cellar } from '@/api/cellars';
import { formatDay, formatNumber } from '@/lib/locale';
import { cellarVisibilityLabel } from './cellar-format';
import { t } from '@/lib/i18n';

/** The cellar's metadata as a description list. */
export function CellarFacts({ cellar, countryName }: { cellar: Cellar; countryName: string }) {
  const facts: [string, string][] = [
    [t('cellars.fields.owner'), `${cellar.owner.fullName} (${cellar.owner.email})`],
    [t('cellars.fields.location'), `${cellar.location}, ${countryName}`],
    [t('cellars.fields.temperature'), t('cellars.facts.degrees', { value: formatNumber(cellar.temperatureC) })],
    [t('cellars.fields.visibility'), cellarVisibilityLabel(cellar.visibility)],
    [
      t('cellars.fields.status'),
      cellar.status === 'ACTIVE' ? t('cellars.status.active') : t('cellars.status.archived'),
    ],
    [t('cellars.fields.created'), formatDay(cellar.createdAt)],
    [t('cellars.fields.lastActivity'), formatDay(cellar.lastActivityAt)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={t('cellars.facts.label')}>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
