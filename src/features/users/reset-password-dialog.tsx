import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { UserDialogProps } from './deactivate-user-dialog';
import { ResetPasswordForm } from './reset-password-form';
import type { UserListActionResult } from './user-list-action';
import { actionsTriggerSelector } from './user-row-actions';

const FORM_ID = 'reset-password-form';

/** Sets a new password for an admin: the §5 checklist, a generator, and server errors under the field. */
export function ResetPasswordDialog({ user, open, nonce, onClose }: UserDialogProps) {
  const fetcher = useFetcher<UserListActionResult>({ key: `reset-password-${nonce}` });
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const succeeded = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const name = user.fullName.trim() || 'this admin';

  useEffect(() => {
    if (succeeded) onClose();
  }, [succeeded, onClose]);

  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => document.querySelector<HTMLElement>(actionsTriggerSelector(user.id))}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reset password for {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description mb="4" color="fg.muted">
                Choose a new password and share it with {name} securely. Their current password stops working at once.
              </Dialog.Description>
              <ResetPasswordForm
                key={nonce}
                formId={FORM_ID}
                user={user}
                inputRef={inputRef}
                serverError={fetcher.data?.ok === false ? (fetcher.data.fieldErrors.newPassword ?? null) : null}
                onSubmit={(data) => void fetcher.submit(data, { method: 'post' })}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" form={FORM_ID} colorPalette="wine" loading={busy}>
                Reset password
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
