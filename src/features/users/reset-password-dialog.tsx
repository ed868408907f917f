import { Dialog } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/lib/i18n';
import type { UserDialogProps } from './deactivate-user-dialog';
import { ResetPasswordForm } from './reset-password-form';
import type { UserListActionResult } from './user-list-action';
import { actionsTriggerSelector } from './user-row-menu';

const FORM_ID = 'reset-password-form';

/** Sets a new password for an admin: the password checklist (docs/product-spec.md#5-validation-rules), a generator, and server errors under the field. */
export function ResetPasswordDialog({ user, open, nonce, onClose }: UserDialogProps) {
  const fetcher = useFetcher<UserListActionResult>({ key: `reset-password-${nonce}` });
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const succeeded = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const name = user.fullName.trim();

  useEffect(() => {
    if (succeeded) onClose();
  }, [succeeded, onClose]);

  return (
    <ConfirmDialog
      role="dialog"
      open={open}
      onCancel={onClose}
      lazyMount
      unmountOnExit
      closable
      initialFocusEl={() => inputRef.current}
      finalFocusEl={() => document.querySelector<HTMLElement>(actionsTriggerSelector(user.id))}
      title={name ? t('users.resetPassword.title', { name }) : t('users.resetPassword.titleUnnamed')}
      confirmLabel={t('users.resetPassword.confirm')}
      confirmColorPalette="wine"
      form={FORM_ID}
      pending={busy}
    >
      <Dialog.Description mb="4" color="fg.muted">
        {name ? t('users.resetPassword.description', { name }) : t('users.resetPassword.descriptionUnnamed')}
      </Dialog.Description>
      <ResetPasswordForm
        key={nonce}
        formId={FORM_ID}
        user={user}
        inputRef={inputRef}
        serverError={fetcher.data?.ok === false ? (fetcher.data.fieldErrors.newPassword ?? null) : null}
        onSubmit={(data) => void fetcher.submit(data, { method: 'post' })}
      />
    </ConfirmDialog>
  );
}
