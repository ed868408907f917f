import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Fragment } from 'react';
import { MoreIcon } from './icons';

/** One entry of a row's menu. A destructive one is set apart below a separator and coloured. */
export interface RowAction<V extends string> {
  value: V;
  label: string;
  destructive?: boolean;
}

export interface RowActionsMenuProps<V extends string> {
  /** The trigger's accessible name ("Actions for Château Margaux 2015"). */
  label: string;
  /** The entries on offer; `false` leaves one out. */
  actions: readonly (RowAction<V> | false)[];
  /**
   * Called with the chosen entry. Navigation belongs here too rather than in link items: Ark
   * re-dispatches keyboard selection as a non-bubbling click, which a router link never sees.
   */
  onSelect: (value: V) => void;
  /** An action on this row is in flight. */
  busy?: boolean;
  /** Data attributes of the trigger, so a dialog can hand focus back to it. */
  triggerData: Record<`data-${string}`, string>;
}

/** A row's "more" menu: a labelled icon trigger and its entries, destructive ones last. */
export function RowActionsMenu<V extends string>({
  label,
  actions,
  onSelect,
  busy = false,
  triggerData,
}: RowActionsMenuProps<V>) {
  const offered = actions.filter((a): a is RowAction<V> => a !== false);
  const firstDestructive = offered.findIndex((a) => a.destructive);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => onSelect(value as V)}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} loading={busy} {...triggerData}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {offered.map((action, index) => (
              <Fragment key={action.value}>
                {index === firstDestructive && index > 0 && <Menu.Separator />}
                <Menu.Item
                  value={action.value}
                  {...(action.destructive ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } } : {})}
                >
                  {action.label}
                </Menu.Item>
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
