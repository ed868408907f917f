import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { t } from '@/lib/i18n';

/**
 * While `when` holds (a form has unsaved changes), asks before leaving for another page and
 * before a reload or tab close. Submitting to the same page and the redirect after a successful
 * save are not blocked. The user and wine forms share it.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      placement="center"
      open={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      title={t('common.leaveGuard.title')}
      description={t('common.leaveGuard.description')}
      cancelLabel={t('common.leaveGuard.keepEditing')}
      confirmLabel={t('common.leaveGuard.discard')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
