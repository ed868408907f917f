import { useFetcher } from 'react-router';
import { useEffect, useRef } from 'react';
import type { Cellar } from '@/api/cellars';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { CellarDetailActionResult } from './cellar-detail-action';
import { t } from '@/lib/i18n';

/** "Archive cellar?": archiving cannot be undone from the console, so it asks first. */
export function ArchiveCellarDialog({ cellar, open, onClose }: { cellar: Cellar; open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<CellarDetailActionResult>({ key: 'cellar-archive' });
  const handled = useRef<unknown>(null);
  const result = fetcher.data;
  useEffect(() => {
    if (!result || handled.current === result || fetcher.state !== 'idle') return;
    handled.current = result;
    onClose();
  }, [result, fetcher.state, onClose]);
  return (
    <ConfirmDialog
      lazyMount
      unmountOnExit
      open={open}
      onCancel={onClose}
      title={t('cellars.archive.title')}
      description={t('cellars.archive.description', {
        name: cellar.name,
        owner: cellar.owner.fullName,
        count: cellar.bottles,
      })}
      confirmLabel={t('cellars.archive.confirm')}
      pendingLabel={t('cellars.archive.pending')}
      pending={fetcher.state !== 'idle'}
      onConfirm={() => void fetcher.submit({ intent: 'archive' }, { method: 'post', encType: 'application/json' })}
    />
  );
}
