import { Flex, Progress, Text } from '@chakra-ui/react';
import { formatFill } from './cellar-format';
import { t } from '@/lib/i18n';

/** How full a cellar is: a bar capped at 100% and the exact percentage beside it (over 100% when overfull). */
export function FillBar({ fillRate, width = '24' }: { fillRate: number; width?: string }) {
  const label = formatFill(fillRate);
  const palette = fillRate >= 1 ? 'red' : fillRate >= 0.75 ? 'orange' : 'green';
  return (
    <Flex align="center" gap="2">
      <Progress.Root
        value={Math.min(100, Math.round(fillRate * 100))}
        max={100}
        size="sm"
        w={width}
        flex={width === 'full' ? '1' : undefined}
        minW="16"
        colorPalette={palette}
      >
        <Progress.Track aria-label={t('cellars.fill.label', { fill: label })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text as="span" fontSize="sm" fontVariantNumeric="tabular-nums" minW="10" textAlign="end">
        {label}
      </Text>
    </Flex>
  );
}
