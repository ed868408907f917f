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
import { requiredTextProblem } from '@/lib/text-problem';
import { storeColumnChoice } from './column-choice';
import { DeleteIcon, LinkIcon, RenameIcon } from './icons';
import { ListPopover } from './list-popover';

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
      notify(success('Link Copied', `Anyone signed in can open “${view.name}” with it.`));
    } catch {
      notify({ type: 'info', title: 'Link to the View', description: link, duration: TOAST_DURATIONS.info });
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
    const wrong = requiredTextProblem('Name', SAVED_VIEW_LIMITS.name, name);
    setProblem(wrong);
    if (wrong || !editing || editing.kind === 'delete') return;
    const trimmed = name.trim();
    if (editing.kind === 'save')
      void run(
        () => api.create({ list, name: trimmed, query: currentQuery, columns: currentColumns }),
        success('View Saved', `“${trimmed}” keeps these filters, this order and these columns.`),
      );
    else
      void run(
        () => api.update(editing.view.id, { name: trimmed, query: editing.view.query, columns: editing.view.columns }),
        success('View Renamed', `The view is now called “${trimmed}”.`),
      );
  };

  return (
    <>
      <ListPopover
        label={current ? `View: ${current.name}` : 'Views'}
        triggerRef={triggerRef}
        title="Saved views"
        closeLabel="Close saved views"
        width="80"
        open={open}
        onOpenChange={setOpen}
      >
        <Button size="xs" colorPalette="wine" mt="3" onClick={() => edit({ kind: 'save' })}>
          Save current view…
        </Button>
        {views.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="3">
            No saved views yet. Save these filters, this order and these columns under a name, and open them from any
            browser.
          </Text>
        ) : (
          <Stack as="ul" gap="1" mt="3" listStyleType="none" aria-label="Your saved views">
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
                  aria-label={`Copy a link to ${view.name}`}
                  onClick={() => void copyLink(view)}
                >
                  <LinkIcon />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Rename ${view.name}`}
                  onClick={() => edit({ kind: 'rename', view })}
                >
                  <RenameIcon />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${view.name}`}
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
          title={editing.kind === 'save' ? 'Save current view' : `Rename “${editing.view.name}”`}
          description={
            editing.kind === 'save'
              ? 'The search, filters, order, page size and columns, under a name. Your saved views follow you to any browser.'
              : undefined
          }
          confirmLabel={editing.kind === 'save' ? 'Save view' : 'Rename'}
          confirmColorPalette="wine"
          finalFocusEl={() => triggerRef.current}
          form={formId}
          pending={busy}
          onCancel={() => setEditing(null)}
        >
          <form id={formId} noValidate onSubmit={submit}>
            <Field.Root invalid={problem !== null} required mt="3">
              <Field.Label htmlFor={nameId}>Name</Field.Label>
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
          title={`Delete “${editing.view.name}”?`}
          description="The view is gone for you and for anyone you shared its link with. The list itself does not change."
          confirmLabel="Delete view"
          finalFocusEl={() => triggerRef.current}
          pending={busy}
          onCancel={() => setEditing(null)}
          onConfirm={() =>
            void run(
              () => api.remove(editing.view.id),
              success('View Deleted', `“${editing.view.name}” has been deleted.`),
            )
          }
        />
      )}
    </>
  );
}
