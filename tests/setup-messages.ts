import { afterEach } from 'vitest';
import { getMessageLanguage, loadMessages, setLanguage } from '@/lib/i18n';

// The catalogue's console part is loaded by the route guards in the app (ADR 0037); components and
// modules tested on their own find it loaded, in English, as every test starts.
await loadMessages('console');

afterEach(async () => {
  if (getMessageLanguage() !== 'en') await setLanguage('en');
});
