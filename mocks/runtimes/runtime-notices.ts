import type { Notice } from '../core/notices';

/**
 * What the browser's runtime tells the demo user, as texts of the catalogue's mock-console part
 * (the console says them in the language shown; the English catalogue holds their English).
 */

/** The saved data could not be used at all: a fresh seed replaced it (shown on the page). */
export const DATA_REPLACED_NOTICE: Notice = { key: 'mockConsole.notices.dataReplaced' };

/** `count` damaged saved rows were left out, the rest kept (shown on the page). */
export const recordsDroppedNotice = (count: number): Notice => ({
  key: 'mockConsole.notices.recordsDropped',
  values: { count },
});

/** Browser storage refused a save: changes now live in memory only. */
export const STORAGE_FULL_NOTICE: Notice = { key: 'mockConsole.notices.storageFull' };

/** Why an imported snapshot was refused. */
export const IMPORT_NOT_JSON_NOTICE: Notice = { key: 'mockConsole.notices.importNotJson' };
export const IMPORT_INVALID_NOTICE: Notice = { key: 'mockConsole.notices.importInvalid' };
