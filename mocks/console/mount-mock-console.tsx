import { createRoot } from 'react-dom/client';
import type { MockRuntime } from '../runtimes/browser';
import { MockConsoleLauncher } from './mock-console-launcher';

/** Renders the mock console's launcher in its own root, beside the app (mock mode only). */
export function mountMockConsole(runtime: MockRuntime): void {
  const host = document.createElement('div');
  host.id = 'mock-console';
  document.body.append(host);
  createRoot(host).render(<MockConsoleLauncher runtime={runtime} />);
}
