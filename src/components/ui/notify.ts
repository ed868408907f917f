import type { ToastSpec } from '@/api/error-catalogue';
import { toaster } from './toaster';

/**
 * Shows a toast. Identical toasts shown while one is still up collapse into one, so a burst of
 * failing requests never stacks the same message.
 */
export function notify(spec: ToastSpec): void {
  const id = `${spec.type}:${spec.title}:${spec.description}`;
  if (toaster.isVisible(id)) return;
  toaster.create({
    id,
    type: spec.type,
    title: spec.title,
    description: spec.description,
    duration: spec.duration,
    closable: true,
  });
}
