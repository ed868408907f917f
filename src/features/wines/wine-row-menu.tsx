import { useNavigate } from 'react-router';
import type { Wine } from '@/api/wines';
import { RowActionsMenu } from '@/components/data-list/row-actions-menu';
import { PATHS } from '@/config/paths';
import { wineLabel } from './wine-format';
import { t } from '@/lib/i18n';

export type WineActionTarget = Pick<Wine, 'id' | 'name' | 'status' | 'vintage' | 'producer'>;

export interface WineRowMenuProps {
  wine: WineActionTarget;
  onPublish: (wine: WineActionTarget) => void;
  onArchive: (wine: WineActionTarget) => void;
  onDelete: (wine: WineActionTarget) => void;
  /** An action on this wine is in flight. */
  busy?: boolean;
}

/** The selector of a row's menu trigger, so a dialog can hand focus back to it. */
export const wineActionsTriggerSelector = (id: string) => `[data-wine-actions="${CSS.escape(id)}"]`;

type WineAction = 'edit' | 'publish' | 'archive' | 'delete';

/** A row's menu, labelled so that wines sharing a name stay apart: edit, publish (unless published), archive (unless archived), delete (confirmed in a dialog). */
export function WineRowMenu({ wine, onPublish, onArchive, onDelete, busy = false }: WineRowMenuProps) {
  const navigate = useNavigate();
  return (
    <RowActionsMenu<WineAction>
      label={t('wines.row.actionsFor', { wine: wineLabel(wine) })}
      busy={busy}
      triggerData={{ 'data-wine-actions': wine.id }}
      actions={[
        { value: 'edit', label: t('wines.actions.edit') },
        wine.status !== 'PUBLISHED' && { value: 'publish', label: t('wines.actions.publish') },
        wine.status !== 'ARCHIVED' && { value: 'archive', label: t('wines.actions.archive') },
        { value: 'delete', label: t('wines.actions.delete'), destructive: true },
      ]}
      onSelect={(value) => {
        if (value === 'edit') void navigate(PATHS.wineEdit(wine.id));
        else if (value === 'publish') onPublish(wine);
        else if (value === 'archive') onArchive(wine);
        else onDelete(wine);
      }}
    />
  );
}
