import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from '@/lib/i18n';
import { useMessageLanguage } from '@/state/locale';
import type { MockRuntime } from '../runtimes/browser';
import { MockConsoleLauncher } from './mock-console-launcher';

/**
 * The launcher drawn again in the console's language: a switch of the app's language switches it too.
 * Its words are loaded in that language first (once; a switch begun before the console's part was
 * asked for would not have brought it).
 */
function MockConsoleRoot({ runtime }: { runtime: MockRuntime }) {
  const language = useMessageLanguage();
  use(loadMessages('mock-console', language));
  return <MockConsoleLauncher key={language} runtime={runtime} />;
}

/**
 * Renders the mock console's launcher in its own root, beside the app (mock mode only), once the
 * catalogue's mock-console part is loaded in the language shown.
 */
export function mountMockConsole(runtime: MockRuntime): void {
  const host = document.createElement('div');
  host.id = 'mock-console';
  document.body.append(host);
  void loadMessages('mock-console').then(() =>
    createRoot(host).render(
      <Suspense fallback={null}>
        <MockConsoleRoot runtime={runtime} />
      </Suspense>,
    ),
  );
}
