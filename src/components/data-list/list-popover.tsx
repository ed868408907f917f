import { Button, CloseButton, Popover, Portal } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface ListPopoverProps {
  /** The button's text above the list ("Columns", "View: Drafts"). */
  label: string;
  triggerRef?: Ref<HTMLButtonElement>;
  /** The panel's heading. */
  title: string;
  /** The close button's name ("Close columns"). */
  closeLabel: string;
  width: string;
  /** Controlled when given (the views menu closes itself before opening a dialog). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A small button above a list that opens a panel below it (Columns, Views): mounted only while open. */
export function ListPopover({
  label,
  triggerRef,
  title,
  closeLabel,
  width,
  open,
  onOpenChange,
  children,
}: ListPopoverProps) {
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      {...(open !== undefined && { open })}
      {...(onOpenChange && { onOpenChange: (details: { open: boolean }) => onOpenChange(details.open) })}
    >
      <Popover.Trigger asChild>
        <Button ref={triggerRef} size="xs" variant="outline">
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={width} maxW="calc(100vw - 1rem)">
            <Popover.Body>
              <Popover.Title fontWeight="semibold">{title}</Popover.Title>
              {children}
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <CloseButton size="sm" aria-label={closeLabel} />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
