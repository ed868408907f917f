import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `when` holds, asks before leaving for another page and before a reload or tab close.
 * Submitting to the same page and the redirect after a successful save are not blocked.
 */
export function UserFormLeaveGuard({ when }: { when: boolean }) {
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

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={blocked}
      onOpenChange={({ open }) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard unsaved changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Your changes to this form have not been saved. If you leave now, they will be lost.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                Keep editing
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                Discard
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
