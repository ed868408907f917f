import type { BulkResult } from '@/api/bulk';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import { t } from '@/lib/i18n';
import { formatNumber } from '@/lib/locale';
import { nounValues, type RangeNoun } from '@/lib/describe-range';

/** How a bulk action speaks of its outcome: the toast's title and what happened to each item done. */
export interface BulkWords {
  noun: RangeNoun;
  /** 'Wines Published' (from the catalogue, in the language shown). */
  title: string;
  /**
   * What was done to each, after the count: 'published', 'moved to Reds' (from the catalogue); given
   * the count when the language makes it agree ("1 vin publié", "24 vins publiés", "Aucun vin publié").
   */
  done: string | ((count: number) => string);
}

const doneWord = (words: BulkWords, count: number) => (typeof words.done === 'string' ? words.done : words.done(count));

/** Refusals named one reason per line, the commonest first; beyond this many, a line counts the rest. */
const MAX_REASON_LINES = 3;

/** The rows an action applies to: "3 wines", "all 1,574 matching wines". */
export function describeTarget(n: number, matching: boolean, noun: RangeNoun): string {
  return t(matching ? 'list.target.matching' : 'list.target.count', nounValues(n, noun));
}

/** "2 left as they were: This wine is already published." per reason, most items first. */
function refusalLines(result: BulkResult): string[] {
  const byReason = new Map<string, number>();
  for (const item of result.items) {
    if (item.outcome !== 'refused') continue;
    const reason = item.message ?? t('list.bulk.refused');
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  const reasons = [...byReason].sort((a, b) => b[1] - a[1]);
  const lines = reasons
    .slice(0, MAX_REASON_LINES)
    .map(([reason, n]) => t('list.bulk.leftAsItWas', { count: n, n: formatNumber(n), reason }));
  const rest = reasons.slice(MAX_REASON_LINES).reduce((sum, [, n]) => sum + n, 0);
  if (rest > 0) lines.push(t('list.bulk.moreLeftAsItWas', { count: rest, n: formatNumber(rest) }));
  return lines;
}

/**
 * The toast after a bulk action: its title and the count done ("24 wines published."), then why
 * the others were left as they were. Nothing done is a warning, 'Nothing Changed'. A toast that
 * offers Undo stays up longer.
 */
export function bulkResultToast(result: BulkResult, words: BulkWords): ToastSpec {
  const lines = refusalLines(result);
  if (result.done === 0) {
    return {
      type: 'warning',
      title: t('list.bulk.nothingChangedTitle'),
      description: [t('list.bulk.noneDone', { ...nounValues(0, words.noun), done: doneWord(words, 0) }), ...lines].join(
        '\n',
      ),
      duration: TOAST_DURATIONS.warning,
    };
  }
  const undoable = result.undoUntil !== null;
  return {
    type: 'success',
    title: words.title,
    description: [
      t('list.bulk.done', { ...nounValues(result.done, words.noun), done: doneWord(words, result.done) }),
      ...lines,
    ].join('\n'),
    duration: undoable ? TOAST_DURATIONS.undo : TOAST_DURATIONS.success,
  };
}

/** The toast after an undo: how many were put back, and which had changed since and were left. */
export function undoResultToast(result: BulkResult, noun: RangeNoun): ToastSpec {
  const lines = refusalLines(result);
  if (result.done === 0) {
    return {
      type: 'warning',
      title: t('list.undo.nothingUndoneTitle'),
      description: lines.join('\n') || t('list.undo.noneChanged', nounValues(0, noun)),
      duration: TOAST_DURATIONS.warning,
    };
  }
  return {
    type: 'success',
    title: t('list.undo.undoneTitle'),
    description: [t('list.undo.putBack', nounValues(result.done, noun)), ...lines].join('\n'),
    duration: TOAST_DURATIONS.success,
  };
}
