import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
      <Text color="fg.muted">
        Ends every session of your account, on this and all other devices. You will need to sign in again.
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Sign out of all devices
      </Button>
      <ConfirmDialog
        placement="center"
        open={open}
        onCancel={() => setOpen(false)}
        title="Sign out of all devices?"
        description="Every session of your account ends, including this one."
        confirmLabel="Sign out of all devices"
        pending={busy}
        pendingLabel="Signing out…"
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
