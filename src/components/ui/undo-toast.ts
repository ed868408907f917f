import type { ToastSpec } from '@/api/error-catalogue';
import { toaster } from './toaster';

/** The label of the button a toast offers to take a change back. */
const UNDO_LABEL = 'Undo';

/**
 * Shows a toast with an Undo button. Clicking it closes the toast and runs `undo` once; the toast
 * is not collapsed with an identical one (each names its own change).
 */
export function notifyWithUndo(spec: ToastSpec, undo: () => void): void {
  let used = false;
  const id = toaster.create({
    type: spec.type,
    title: spec.title,
    description: spec.description,
    duration: spec.duration,
    closable: true,
    action: {
      label: UNDO_LABEL,
      onClick: () => {
        if (used) return;
        used = true;
        toaster.dismiss(id);
        undo();
      },
    },
  });
}
