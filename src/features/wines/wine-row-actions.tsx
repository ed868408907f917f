import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Wine } from '@/api/wines';
import { MoreIcon } from '@/components/data-list/icons';
import { PATHS } from '@/config/paths';
import { wineLabel } from './wine-format';

export type WineActionTarget = Pick<Wine, 'id' | 'name' | 'status' | 'vintage' | 'producer'>;

export interface WineRowActionsProps {
  wine: WineActionTarget;
  onPublish: (wine: WineActionTarget) => void;
  onArchive: (wine: WineActionTarget) => void;
  onDelete: (wine: WineActionTarget) => void;
  /** An action on this wine is in flight. */
  busy?: boolean;
}

/** The selector of a row's menu trigger, so a dialog can hand focus back to it. */
export const wineActionsTriggerSelector = (id: string) => `[data-wine-actions="${CSS.escape(id)}"]`;

/** A row's menu, labelled so that wines sharing a name stay apart: edit (a link), publish (unless published), archive (unless archived), delete (confirmed in a dialog). */
export function WineRowActions({ wine, onPublish, onArchive, onDelete, busy = false }: WineRowActionsProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      onSelect={({ value }) => {
        if (value === 'publish') onPublish(wine);
        else if (value === 'archive') onArchive(wine);
        else if (value === 'delete') onDelete(wine);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${wineLabel(wine)}`} loading={busy} data-wine-actions={wine.id}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="edit" asChild>
              <RouterLink to={PATHS.wineEdit(wine.id)}>Edit</RouterLink>
            </Menu.Item>
            {wine.status !== 'PUBLISHED' && <Menu.Item value="publish">Publish</Menu.Item>}
            {wine.status !== 'ARCHIVED' && <Menu.Item value="archive">Archive</Menu.Item>}
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
