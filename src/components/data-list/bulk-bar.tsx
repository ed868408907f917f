import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nounValues, type RangeNoun } from '@/lib/describe-range';
import type { RowSelection } from './row-selection';
import { t } from '@/lib/i18n';

export interface BulkBarProps {
  selection: RowSelection;
  /** How many rows the list's filters match, on every page. */
  total: number;
  noun: RangeNoun;
  /** The actions offered on the selection (buttons opening their confirmation). */
  children: ReactNode;
}

/** What the selection holds in words: "3 wines selected", "All 1,574 matching wines selected". */
function describeSelection(count: number, matching: boolean, noun: RangeNoun): string {
  return t(matching ? 'list.bulk.selectedMatching' : 'list.bulk.selected', nounValues(count, noun));
}

/**
 * The bar above a list while rows are selected: how many, the offer to select every matching row
 * when the whole page is ticked and there are more, Clear selection, and the actions. Its count is
 * a live region, so a screen reader hears each change.
 */
export function BulkBar({ selection, total, noun, children }: BulkBarProps) {
  const { count, matching } = selection;
  const offerMatching = !matching && selection.page === 'all' && total > count;
  return (
    <Flex
      role="region"
      aria-label={t('list.bulk.label')}
      gap="2"
      align="center"
      wrap="wrap"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="wine.border"
      bg="wine.subtle"
      rounded="md"
      hidden={count === 0}
    >
      <Text role="status" fontSize="sm" fontWeight="medium" me="1">
        {count === 0 ? '' : describeSelection(count, matching, noun)}
      </Text>
      {offerMatching && (
        <Button size="xs" variant="outline" onClick={selection.selectMatching}>
          {t('list.selection.selectMatching', nounValues(total, noun))}
        </Button>
      )}
      <Button size="xs" variant="ghost" onClick={selection.clear}>
        {t('list.selection.clear')}
      </Button>
      <Flex gap="2" wrap="wrap" ms={{ md: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}
