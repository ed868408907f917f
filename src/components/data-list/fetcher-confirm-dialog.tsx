import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

export interface FetcherConfirmDialogProps<D = unknown> {
  open: boolean;
  /** Names the fetcher; change it on every opening so each one starts afresh. */
  fetcherKey: string;
  /** The form fields the confirm button posts to the route's action. */
  fields: Record<string, string>;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel?: string;
  /** Where focus goes when the dialog closes (the control that opened it). */
  returnFocus: () => HTMLElement | null;
  /** Cancelled, or the action answered (it has toasted its outcome). */
  onClose: () => void;
  /** The action answered, with what it answered (before `onClose`). */
  onFinished?: (data: D) => void;
  /** Whether an answer closes the dialog; every answer does by default. One that does not stays shown in `children`. */
  closesOn?: (data: D) => boolean;
  /**
   * Below the description: a choice the action needs (a category, a role), or what to make of the
   * action's latest answer (undefined until it has answered, and while it runs again).
   */
  children?: ReactNode | ((answer: D | undefined) => ReactNode);
  /** Red by default: most of these actions are destructive. */
  confirmColorPalette?: ConfirmDialogProps['confirmColorPalette'];
  /** False while the choice in `children` is not made. */
  canConfirm?: boolean;
}

/**
 * Asks before one action on one item, posts `fields` to the current route's action with a fetcher
 * and closes once that action has answered. Focus starts on Cancel, since the action is destructive.
 */
export function FetcherConfirmDialog<D = unknown>({
  open,
  fetcherKey,
  fields,
  returnFocus,
  onClose,
  onFinished,
  closesOn,
  children,
  canConfirm = true,
  ...texts
}: FetcherConfirmDialogProps<D>) {
  const fetcher = useFetcher({ key: fetcherKey });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle';
  // The route action's answer: `D` is the caller's word for it, as useFetcher's own type argument would be.
  const answer: D | undefined = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (answer === undefined) return;
    onFinished?.(answer);
    if (closesOn?.(answer) ?? true) onClose();
  }, [answer, onClose, onFinished, closesOn]);

  return (
    <ConfirmDialog
      {...texts}
      open={open}
      onCancel={onClose}
      lazyMount
      unmountOnExit
      closable
      cancelRef={cancelRef}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={returnFocus}
      pending={busy}
      confirmDisabled={!canConfirm}
      onConfirm={() => {
        if (canConfirm) void fetcher.submit(fields, { method: 'post' });
      }}
    >
      {typeof children === 'function' ? children(answer) : children}
    </ConfirmDialog>
  );
}
