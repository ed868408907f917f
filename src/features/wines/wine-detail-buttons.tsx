import { Button, HStack } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useFetcher, useNavigate } from 'react-router';
import type { Wine } from '@/api/wines';
import { useScreenActions } from '@/components/screen-actions';
import { PATHS } from '@/config/paths';
import { usePermissions } from '@/state/permissions';
import { DeleteWineDialog } from './delete-wine-dialog';
import { WINE_ACTION_FIELDS, type WineListActionResult, type WineRowIntent } from './wine-list-action';
import { t } from '@/lib/i18n';

/**
 * Edit, publish (unless published), archive (unless archived) and delete (confirmed) one wine;
 * nothing for a role that may not change wines.
 */
export function WineDetailButtons({ wine }: { wine: Wine }) {
  if (!usePermissions().can('wines.write')) return null;
  return <WineDetailButtonRow wine={wine} />;
}

function WineDetailButtonRow({ wine }: { wine: Wine }) {
  const lifecycle = useFetcher<WineListActionResult>({ key: 'wine-detail-lifecycle' });
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState<{ open: boolean; nonce: number }>({ open: false, nonce: 0 });
  const close = useCallback(() => setDeleting((d) => (d.open ? { ...d, open: false } : d)), []);
  const returnFocus = useCallback(() => deleteRef.current, []);
  const pending = lifecycle.state === 'idle' ? null : lifecycle.formData?.get(WINE_ACTION_FIELDS.intent);
  const run = (intent: WineRowIntent) =>
    void lifecycle.submit(
      { [WINE_ACTION_FIELDS.intent]: intent, [WINE_ACTION_FIELDS.id]: wine.id, [WINE_ACTION_FIELDS.name]: wine.name },
      { method: 'post' },
    );
  const navigate = useNavigate();
  // The same actions in the command palette (deleting asks in a dialog, so it stays a button).
  useScreenActions([
    { id: 'edit', label: t('wines.detail.editThis'), run: () => void navigate(PATHS.wineEdit(wine.id)) },
    ...(wine.status !== 'PUBLISHED'
      ? [{ id: 'publish', label: t('wines.detail.publishThis'), run: () => run('publish') }]
      : []),
    ...(wine.status !== 'ARCHIVED'
      ? [{ id: 'archive', label: t('wines.detail.archiveThis'), run: () => run('archive') }]
      : []),
  ]);

  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" colorPalette="wine">
        <RouterLink to={PATHS.wineEdit(wine.id)}>{t('wines.actions.edit')}</RouterLink>
      </Button>
      {wine.status !== 'PUBLISHED' && (
        <Button
          size="sm"
          variant="outline"
          loading={pending === 'publish'}
          disabled={pending != null}
          onClick={() => run('publish')}
        >
          {t('wines.actions.publish')}
        </Button>
      )}
      {wine.status !== 'ARCHIVED' && (
        <Button
          size="sm"
          variant="outline"
          loading={pending === 'archive'}
          disabled={pending != null}
          onClick={() => run('archive')}
        >
          {t('wines.actions.archive')}
        </Button>
      )}
      <Button
        ref={deleteRef}
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => setDeleting((d) => ({ open: true, nonce: d.nonce + 1 }))}
      >
        {t('wines.actions.delete')}
      </Button>
      {deleting.nonce > 0 && (
        <DeleteWineDialog
          wine={wine}
          open={deleting.open}
          nonce={deleting.nonce}
          returnFocus={returnFocus}
          onClose={close}
        />
      )}
    </HStack>
  );
}
