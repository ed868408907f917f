import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { toApiError } from '@/api/api-error';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import {
  SAVED_VIEW_LIMITS,
  VIEW_PARAM,
  type SavedView,
  type SavedViewColumns,
  type SavedViewList,
  type SavedViewsApi,
} from '@/api/saved-views';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { requiredTextRule } from '@/lib/text-problem';
import { storeColumnChoice } from './column-choice';
import { DeleteIcon, LinkIcon, RenameIcon } from './icons';
import { ListPopover } from './list-popover';
import { t } from '@/lib/i18n';

export interface SavedViewsMenuProps {
  list: SavedViewList;
  /** The signed-in admin's views of this list. */
  views: readonly SavedView[];
  /** The list's search, filters, sort and page size now, as a view keeps them (no page). */
  currentQuery: string;
  /** The columns now: the admin's choice, or null for the defaults. */
  currentColumns: SavedViewColumns;
  api: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
  notify: (toast: ToastSpec) => void;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

const success = (title: string, description: string): ToastSpec => ({
  type: 'success',
  title,
  description,
  duration: TOAST_DURATIONS.success,
});

/**
 * The Views button above a list: save the current filters, sort and columns under a name, open a
 * saved view, copy a link to it (anyone signed in can open it), rename or delete it. The view that
 * matches what the list shows is marked current.
 */
export function SavedViewsMenu({ list, views, currentQuery, currentColumns, api, notify }: SavedViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const formId = useId();
  const nameId = useId();
  const current = views.find((v) => v.query === currentQuery);

  const triggerRef = useRef<HTMLButtonElement>(null);
  // The dialog opens once the popover has closed and given the focus back to its button: opened in
  // the same task, the focus coming back would count as a move outside the dialog, which closes it.
  const edit = (next: Editing) => {
    setOpen(false);
    setProblem(null);
    setName(next?.kind === 'rename' ? next.view.name : '');
    window.setTimeout(() => setEditing(next), 0);
  };
  const openView = (view: SavedView) => {
    setOpen(false);
    storeColumnChoice(list, view.columns);
    void navigate(`${pathname}${view.query ? `?${view.query}` : ''}`);
  };
  const copyLink = async (view: SavedView) => {
    const link = new URL(`${pathname}?${VIEW_PARAM}=${encodeURIComponent(view.id)}`, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      notify(success(t('list.savedViews.linkCopiedTitle'), t('list.savedViews.linkCopied', { name: view.name })));
    } catch {
      notify({
        type: 'info',
        title: t('list.savedViews.linkTitle'),
        description: link,
        duration: TOAST_DURATIONS.info,
      });
    }
  };
  const run = async (work: () => Promise<unknown>, done: ToastSpec) => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      // The API client has toasted it; a field's message stays under the field.
      setProblem(toApiError(failure).fieldErrors.find((e) => e.field === 'name')?.message ?? null);
      return;
    } finally {
      setBusy(false);
    }
    notify(done);
    setEditing(null);
    void revalidator.revalidate();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = requiredTextRule(SAVED_VIEW_LIMITS.name, name);
    const wrong =
      rule === null
        ? null
        : rule === 'required'
          ? t('list.savedViews.nameRequired')
          : t('list.savedViews.nameTooLong', { max: SAVED_VIEW_LIMITS.name });
    setProblem(wrong);
    if (wrong || !editing || editing.kind === 'delete') return;
    const trimmed = name.trim();
    if (editing.kind === 'save')
      void run(
        () => api.create({ list, name: trimmed, query: currentQuery, columns: currentColumns }),
        success(t('list.savedViews.savedTitle'), t('list.savedViews.saved', { name: trimmed })),
      );
    else
      void run(
        () => api.update(editing.view.id, { name: trimmed, query: editing.view.query, columns: editing.view.columns }),
        success(t('list.savedViews.renamedTitle'), t('list.savedViews.renamed', { name: trimmed })),
      );
  };

  return (
    <>
      <ListPopover
        label={current ? t('list.savedViews.current', { name: current.name }) : t('list.savedViews.button')}
        triggerRef={triggerRef}
        title={t('list.savedViews.title')}
        closeLabel={t('list.savedViews.close')}
        width="80"
        open={open}
        onOpenChange={setOpen}
      >
        <Button size="xs" colorPalette="wine" mt="3" onClick={() => edit({ kind: 'save' })}>
          {t('list.savedViews.saveCurrent')}
        </Button>
        {views.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="3">
            {t('list.savedViews.none')}
          </Text>
        ) : (
          <Stack as="ul" gap="1" mt="3" listStyleType="none" aria-label={t('list.savedViews.yours')}>
            {views.map((view) => (
              <Flex as="li" key={view.id} align="center" gap="1">
                <Button
                  size="xs"
                  variant="ghost"
                  justifyContent="flex-start"
                  flex="1"
                  minW="0"
                  aria-current={view === current ? 'true' : undefined}
                  onClick={() => openView(view)}
                >
                  <Text as="span" truncate fontWeight={view === current ? 'semibold' : undefined}>
                    {view.name}
                  </Text>
                </Button>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('list.savedViews.copyLink', { name: view.name })}
                  onClick={() => void copyLink(view)}
                >
                  <LinkIcon />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('list.savedViews.renameView', { name: view.name })}
                  onClick={() => edit({ kind: 'rename', view })}
                >
                  <RenameIcon />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('list.savedViews.deleteView', { name: view.name })}
                  onClick={() => edit({ kind: 'delete', view })}
                >
                  <DeleteIcon />
                </IconButton>
              </Flex>
            ))}
          </Stack>
        )}
      </ListPopover>
      {editing && editing.kind !== 'delete' && (
        <ConfirmDialog
          open
          role="dialog"
          lazyMount
          unmountOnExit
          title={
            editing.kind === 'save'
              ? t('list.savedViews.saveTitle')
              : t('list.savedViews.renameTitle', { name: editing.view.name })
          }
          description={editing.kind === 'save' ? t('list.savedViews.saveDescription') : undefined}
          confirmLabel={editing.kind === 'save' ? t('list.savedViews.saveConfirm') : t('list.savedViews.renameConfirm')}
          confirmColorPalette="wine"
          finalFocusEl={() => triggerRef.current}
          form={formId}
          pending={busy}
          onCancel={() => setEditing(null)}
        >
          <form id={formId} noValidate onSubmit={submit}>
            <Field.Root invalid={problem !== null} required mt="3">
              <Field.Label htmlFor={nameId}>{t('list.savedViews.name')}</Field.Label>
              <Input
                id={nameId}
                value={name}
                maxLength={SAVED_VIEW_LIMITS.name + 20}
                autoComplete="off"
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
          </form>
        </ConfirmDialog>
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          open
          lazyMount
          unmountOnExit
          title={t('list.savedViews.deleteTitle', { name: editing.view.name })}
          description={t('list.savedViews.deleteDescription')}
          confirmLabel={t('list.savedViews.deleteConfirm')}
          finalFocusEl={() => triggerRef.current}
          pending={busy}
          onCancel={() => setEditing(null)}
          onConfirm={() =>
            void run(
              () => api.remove(editing.view.id),
              success(t('list.savedViews.deletedTitle'), t('list.savedViews.deleted', { name: editing.view.name })),
            )
          }
        />
      )}
    </>
  );
}
