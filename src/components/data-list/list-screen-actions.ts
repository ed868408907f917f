import { nounValues, type RangeNoun } from '@/lib/describe-range';
import { t } from '@/lib/i18n';
import { useScreenActions, type ScreenAction } from '@/components/screen-actions';
import type { RowSelection } from './row-selection';

export interface ListScreenActionsOptions {
  noun: RangeNoun;
  /** Null for a role that may not select rows. */
  selection: RowSelection | null;
  /** How many rows match, on every page. */
  total: number;
  /** Clears the filters, or null when none is set. */
  clearFilters: (() => void) | null;
}

/** What a list offers in the command palette: selecting rows, clearing the selection and the filters. */
export function useListScreenActions({ noun, selection, total, clearFilters }: ListScreenActionsOptions): void {
  const actions: ScreenAction[] = [];
  if (selection && total > 0 && selection.page !== 'all') {
    actions.push({
      id: 'select-page',
      label: t('list.selection.selectPage', { noun: noun.one }),
      run: () => selection.togglePage(true),
    });
  }
  if (selection && total > 0 && !selection.matching) {
    actions.push({
      id: 'select-matching',
      label: t('list.selection.selectMatching', nounValues(total, noun)),
      run: selection.selectMatching,
    });
  }
  if (selection && selection.count > 0)
    actions.push({ id: 'clear-selection', label: t('list.selection.clear'), run: selection.clear });
  if (clearFilters) actions.push({ id: 'clear-filters', label: t('list.filters.clear'), run: clearFilters });
  useScreenActions(actions);
}
