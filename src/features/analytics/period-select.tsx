import { Field, NativeSelect } from '@chakra-ui/react';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@/api/analytics';
import { periodLabel } from '@/components/charts/analytics-datasets';
import { t } from '@/lib/i18n';

/** The period of the time-based charts; the choice lives in the URL. */
export function PeriodSelect({
  value,
  onChange,
  disabled,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
  disabled?: boolean;
}) {
  return (
    <Field.Root maxW="14rem" disabled={disabled}>
      <Field.Label>{t('analytics.period.label')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const next = ANALYTICS_PERIODS.find((p) => p === event.currentTarget.value);
            if (next) onChange(next);
          }}
        >
          {ANALYTICS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {periodLabel(p)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('analytics.period.help')}</Field.HelperText>
    </Field.Root>
  );
}
