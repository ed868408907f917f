import type { BulkResult } from '@/api/bulk';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import { formatNumber } from '@/lib/locale';
import type { RangeNoun } from '@/lib/describe-range';

/** How a bulk action speaks of its outcome: the toast's title and what happened to each item done. */
export interface BulkWords {
  noun: RangeNoun;
  /** 'Wines Published'. */
  title: string;
  /** What was done to each, after the count: 'published', 'moved to Reds'. */
  done: string;
}

/** Refusals named one reason per line, the commonest first; beyond this many, a line counts the rest. */
const MAX_REASON_LINES = 3;

const count = (n: number, noun: RangeNoun) => `${formatNumber(n)} ${n === 1 ? noun.one : noun.many}`;

/** The rows an action applies to: "3 wines", "all 1,574 matching wines". */
export function describeTarget(n: number, matching: boolean, noun: RangeNoun): string {
  return matching ? `all ${formatNumber(n)} matching ${n === 1 ? noun.one : noun.many}` : count(n, noun);
}

/** "2 left as they were: This wine is already published." per reason, most items first. */
function refusalLines(result: BulkResult): string[] {
  const byReason = new Map<string, number>();
  for (const item of result.items) {
    if (item.outcome !== 'refused') continue;
    const reason = item.message ?? 'Refused.';
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  const reasons = [...byReason].sort((a, b) => b[1] - a[1]);
  const lines = reasons
    .slice(0, MAX_REASON_LINES)
    .map(([reason, n]) => `${formatNumber(n)} left as ${n === 1 ? 'it was' : 'they were'}: ${reason}`);
  const rest = reasons.slice(MAX_REASON_LINES).reduce((sum, [, n]) => sum + n, 0);
  if (rest > 0)
    lines.push(`${formatNumber(rest)} more left as ${rest === 1 ? 'it was' : 'they were'} for other reasons.`);
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
      title: 'Nothing Changed',
      description: [`No ${words.noun.many} ${words.done}.`, ...lines].join('\n'),
      duration: TOAST_DURATIONS.warning,
    };
  }
  const undoable = result.undoUntil !== null;
  return {
    type: 'success',
    title: words.title,
    description: [`${count(result.done, words.noun)} ${words.done}.`, ...lines].join('\n'),
    duration: undoable ? TOAST_DURATIONS.undo : TOAST_DURATIONS.success,
  };
}

/** The toast after an undo: how many were put back, and which had changed since and were left. */
export function undoResultToast(result: BulkResult, noun: RangeNoun): ToastSpec {
  const lines = refusalLines(result);
  if (result.done === 0) {
    return {
      type: 'warning',
      title: 'Nothing Undone',
      description: lines.join('\n') || `No ${noun.many} changed.`,
      duration: TOAST_DURATIONS.warning,
    };
  }
  return {
    type: 'success',
    title: 'Change Undone',
    description: [
      `${count(result.done, noun)} put back as ${result.done === 1 ? 'it was' : 'they were'}.`,
      ...lines,
    ].join('\n'),
    duration: TOAST_DURATIONS.success,
  };
}
