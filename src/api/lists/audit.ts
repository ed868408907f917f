import { defineListSpec, instant, oneOf, text } from '@/api/list-spec';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '@/api/wire-enums';

const MAX_AUDIT_TEXT_LENGTH = 100;

/**
 * The audit log, newest first by default. `action` and `actorId` are exact; `from`/`to` are ISO
 * instants (from inclusive, to exclusive). The console filters by action (only the ones the log
 * records) and target type.
 */
export const AUDIT_LIST = defineListSpec({
  sortFields: ['at'],
  defaultSort: { field: 'at', direction: 'desc' },
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  maxSize: 100,
  params: {
    targetType: oneOf('Target type', AUDIT_TARGET_TYPES),
    outcome: oneOf('Outcome', AUDIT_OUTCOMES),
    action: text('Action', MAX_AUDIT_TEXT_LENGTH, {
      accept: (action) => (AUDIT_ACTIONS as readonly string[]).includes(action),
    }),
    actorId: text('Actor id', MAX_AUDIT_TEXT_LENGTH),
    from: instant('From'),
    to: instant('To'),
  },
  filters: ({ param }) => ({
    action: param('action', ''),
    targetType: param('targetType', ''),
    outcome: param('outcome', ''),
  }),
  check: ({ from, to }) =>
    from !== undefined && to !== undefined && Date.parse(from) > Date.parse(to)
      ? [{ field: 'to', message: 'To must not be before from' }]
      : [],
});
