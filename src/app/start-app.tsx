import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { setLanguage } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { startLanguage } from '@/state/language';
import { App, whenRouterReady } from './app';
import { BootScreensTakenOver, takeOverBootScreens } from './prerender/boot-screens';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-page';

/**
 * Starts the app in `container` (#root). main.tsx loads this module once the app is wanted
 * (`whenAppWanted`): React and the router are evaluated here, not in the entry.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The language the page was painted in (boot.js chose it: the device's choice, else the
  // browser's): its sign-in texts load before anything renders (ADR 0037). If they cannot load
  // (offline, a build replaced meanwhile), the console starts in English rather than not at all.
  await setLanguage(startLanguage()).catch(() => setLanguage('en'));
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App />
        <BootScreensTakenOver />
      </StrictMode>,
    );
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    render();
    return;
  }
  // The built page already shows the sign-in page or the console's frame (ADR 0018): keep it until
  // the first route is ready, then draw the real screen in its place. React renders it in slices
  // (a transition) while the visitor has not touched the page, so drawing it never blocks the page
  // for long; once they type, click or focus a field, at once, taking over what they did.
  // The router starts in a task of its own (app.tsx), not in the one that evaluated React.
  void nextTask()
    .then(whenRouterReady)
    .then(() =>
      takeOverBootScreens(container, { inSlices: () => startTransition(render), now: () => flushSync(render) }),
    );
}
