import type { ToastSpec } from '@/api/error-catalogue';
import { toaster } from './toaster';
import { t } from '@/lib/i18n';

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
      label: t('list.undo.button'),
      onClick: () => {
        if (used) return;
        used = true;
        toaster.dismiss(id);
        undo();
      },
    },
  });
}
