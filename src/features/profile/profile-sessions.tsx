import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** "Sign out of all devices", after a confirmation. */
export function ProfileSessions({ onSignOutAll }: { onSignOutAll: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onSignOutAll();
    } catch {
      // The request's own toast explains the failure; the user stays signed in here.
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Stack gap="3" align="start">
      <Text color="fg.muted">Ends every session of your account, on this and all other devices. You will need to sign in again.</Text>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      <Dialog.Root role="alertdialog" placement="center" open={open} onOpenChange={({ open: next }) => !busy && setOpen(next)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Sign out of all devices?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>Every session of your account ends, including this one.</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" loading={busy} loadingText="Signing out…" onClick={() => void confirm()}>
                  Sign out of all devices
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
