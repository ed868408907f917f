import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { t } from '@/lib/i18n';

type RootProps = Pick<
  Dialog.RootProps,
  'role' | 'placement' | 'lazyMount' | 'unmountOnExit' | 'initialFocusEl' | 'finalFocusEl'
>;

export interface ConfirmDialogProps extends RootProps {
  open: boolean;
  /** Cancel, Escape, the backdrop or the close button; ignored while `pending`. */
  onCancel: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Body content below the description, e.g. a form. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColorPalette?: ButtonProps['colorPalette'];
  /** The action is under way: the confirm button spins, cancelling waits. */
  pending?: boolean;
  /** The confirm button's text while pending. */
  pendingLabel?: string;
  /** The action cannot run yet (a choice in the body is not made). */
  confirmDisabled?: boolean;
  /** Runs the action. Leave out and set `form` to make the confirm button submit that form. */
  onConfirm?: () => void;
  form?: string;
  /** Adds a close button in the corner. */
  closable?: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
}

/**
 * A dialog that asks before an action: title, description, Cancel and the action's button.
 * An alertdialog unless `role` says otherwise, since most confirmations are destructive.
 */
export function ConfirmDialog({
  open,
  onCancel,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  confirmColorPalette = 'red',
  pending = false,
  pendingLabel,
  confirmDisabled = false,
  onConfirm,
  form,
  closable = false,
  cancelRef,
  role = 'alertdialog',
  ...rootProps
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      {...rootProps}
      role={role}
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !pending) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && <Dialog.Description>{description}</Dialog.Description>}
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
                {cancelLabel ?? t('common.dialog.cancel')}
              </Button>
              <Button
                type={form ? 'submit' : 'button'}
                form={form}
                colorPalette={confirmColorPalette}
                loading={pending}
                loadingText={pendingLabel}
                disabled={confirmDisabled}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            {closable && (
              <Dialog.CloseTrigger asChild disabled={pending}>
                <CloseButton size="sm" aria-label={t('common.dialog.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
