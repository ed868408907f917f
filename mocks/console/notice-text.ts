import { t, type MessageValues } from '@/lib/i18n';
import type { Notice } from '../core/notices';

/** A notice of the mock in the language shown: its key's text, a value that is a notice itself said first. */
export function noticeText({ key, values }: Notice): string {
  if (!values) return t(key);
  const said: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    said[name] = typeof value === 'object' ? noticeText(value) : value;
  }
  return t(key, said);
}
