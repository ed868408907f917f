import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/lib/i18n';

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
      <Text color="fg.muted">{t('profile.sessions.intro')}</Text>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('profile.sessions.signOutAll')}
      </Button>
      <ConfirmDialog
        placement="center"
        open={open}
        onCancel={() => setOpen(false)}
        title={t('profile.sessions.confirmTitle')}
        description={t('profile.sessions.confirmDescription')}
        confirmLabel={t('profile.sessions.signOutAll')}
        pending={busy}
        pendingLabel={t('profile.sessions.signingOut')}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
