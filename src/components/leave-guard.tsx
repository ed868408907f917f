import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

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
      title="Discard unsaved changes?"
      description="Your changes to this form have not been saved. If you leave now, they will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
