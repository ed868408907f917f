import { Button, Flex, Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { USER_LIST, type UserListState, type UserSortField } from '@/api/users';
import type { AdminUser } from '@/api/types';
import { BulkActions } from '@/components/data-list/bulk-actions';
import { BulkBar } from '@/components/data-list/bulk-bar';
import type { PagedListData } from '@/components/data-list/paged-list-loader';
import type { DataTableColumn } from '@/components/data-list/data-table';
import { useRowSelection } from '@/components/data-list/row-selection';
import { SelectPageCheckbox } from '@/components/data-list/selection-controls';
import { shownColumns, useColumnChoice, type ColumnDefaults } from '@/components/data-list/column-choice';
import { ColumnsMenu } from '@/components/data-list/columns-menu';
import { useListScreenActions } from '@/components/data-list/list-screen-actions';
import type { SavedViewsData } from '@/components/data-list/saved-view-loader';
import { SavedViewsMenu } from '@/components/data-list/saved-views-menu';
import type { SavedViewsApi } from '@/api/saved-views';
import { notify } from '@/components/ui/notify';
import { ListFrame } from '@/components/data-list/list-frame';
import { PATHS } from '@/config/paths';
import { usePermissions } from '@/state/permissions';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { UsersIcon } from './icons';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userBulkActions } from './user-bulk-actions';
import { useUserListView } from './use-user-list-view';
import { USER_ACTION_FIELDS, type UserListActionResult } from './user-list-action';
import { UserListToolbar } from './user-list-toolbar';
import { UserRow, type UserColumn } from './user-row';
import type { UserActionTarget } from './user-row-menu';

const COLUMNS: (DataTableColumn<UserSortField> & { field: UserColumn })[] = [
  { field: 'fullName', label: 'Name', firstDirection: 'asc' },
  { field: 'email', label: 'E-mail', firstDirection: 'asc' },
  { field: 'role', label: 'Role', firstDirection: 'asc' },
  { field: 'active', label: 'Status', firstDirection: 'desc' },
  { field: 'lastLoginAt', label: 'Last login', firstDirection: 'desc' },
  { field: 'createdAt', label: 'Created', firstDirection: 'desc' },
];
const ADMINS = { one: 'admin', many: 'admins' };
const COLUMN_IDS = COLUMNS.map((c) => c.field);
/** A phone shows a card per admin without the dates; a tablet adds the last login. */
const COLUMN_DEFAULTS: ColumnDefaults<UserColumn> = { base: ['lastLoginAt', 'createdAt'], md: ['createdAt'], lg: [] };
const FILTERED_TEXT = { title: 'No admins match these filters', description: 'Try another search, or clear the filters to see everyone.' };
const EMPTY_TEXT = { title: 'No admins yet', description: 'Create the first administrator account.' };

interface DialogState {
  kind: 'deactivate' | 'reset-password';
  user: UserActionTarget;
  open: boolean;
  nonce: number;
}

export interface UserListPageProps {
  data: PagedListData<UserListState, AdminUser> & SavedViewsData;
  views: Pick<SavedViewsApi, 'create' | 'update' | 'remove'>;
  now?: Date;
}

/** The users list: search and filters, the sortable table, pagination, and the row actions' dialogs. */
export function UserListPage({ data, views, now }: UserListPageProps) {
  const view = useUserListView();
  // The signed-in admin: their row is "You", and each row offers what they may do to it.
  const { actor, can } = usePermissions();
  const manages = can('users.manage');
  const [dialog, setDialog] = useState<DialogState | null>(null);

  // One fetcher for the rows' unlocks: a fetcher per row would update the router once per row
  // whenever a page of rows is replaced.
  const unlocker = useFetcher<UserListActionResult>({ key: 'unlock-user' });
  const unlocking = unlocker.state === 'idle' ? null : (unlocker.formData?.get(USER_ACTION_FIELDS.id)?.toString() ?? null);
  const { submit } = unlocker;

  const onUnlock = useCallback(
    (user: UserActionTarget) =>
      void submit({ [USER_ACTION_FIELDS.intent]: 'unlock', [USER_ACTION_FIELDS.id]: user.id, [USER_ACTION_FIELDS.name]: user.fullName }, { method: 'post' }),
    [submit],
  );
  const onDeactivate = useCallback((user: UserActionTarget) => setDialog((d) => opened(d, 'deactivate', user)), []);
  const onResetPassword = useCallback((user: UserActionTarget) => setDialog((d) => opened(d, 'reset-password', user)), []);
  const closeDialog = useCallback(() => setDialog((d) => (d && d.open ? { ...d, open: false } : d)), []);

  const rows = data.status === 'ok' ? data.page.content : [];
  const total = data.status === 'ok' ? data.page.totalElements : 0;
  // What a bulk action over every matching admin sends: the search and filters, not the order or page.
  const filter = useMemo(() => {
    const { page: _page, size: _size, sort: _sort, ...query } = USER_LIST.toQuery(data.state);
    return query;
  }, [data.state]);
  const selection = useRowSelection(JSON.stringify(filter), rows.map((user) => user.id), total);
  const bulkSpecs = useMemo(() => userBulkActions(actor?.role), [actor?.role]);
  useListScreenActions({
    noun: ADMINS,
    selection: manages ? selection : null,
    total,
    clearFilters: USER_LIST.hasFilters(data.state) ? () => view.show(USER_LIST.clearFilters) : null,
  });
  const columnsControl = useColumnChoice('users', COLUMN_IDS, COLUMN_DEFAULTS);
  const shown = useMemo(() => shownColumns(COLUMNS, columnsControl.choice), [columnsControl.choice]);
  const columns: readonly DataTableColumn<UserSortField>[] = shown;
  const columnIds = useMemo(() => shown.map((c) => c.field), [shown]);

  return (
    <Stack gap="4">
      <UserListToolbar view={view} mayCreate={manages} />
      <ListFrame
        view={view}
        data={data}
        noun={ADMINS}
        label="Admins"
        columns={columns}
        aside={
          <Flex gap="2" align="center">
            <SavedViewsMenu
              list="users"
              views={data.views}
              currentQuery={USER_LIST.toSearchParams({ ...data.state, page: 1 }).toString()}
              currentColumns={columnsControl.chosen ? columnsControl.choice : null}
              api={views}
              notify={notify}
            />
            <ColumnsMenu columns={COLUMNS} control={columnsControl} />
          </Flex>
        }
        actionsColumn={manages}
        skeletonWidth="20"
        sizes={USER_LIST.pageSizes}
        hasFilters={USER_LIST.hasFilters}
        clearFilters={USER_LIST.clearFilters}
        empty={{
          icon: <UsersIcon />,
          filteredText: FILTERED_TEXT,
          emptyText: EMPTY_TEXT,
          action: manages ? (
            <Button asChild size="sm" colorPalette="wine">
              <Link to={PATHS.userCreate}>Create user</Link>
            </Button>
          ) : undefined,
        }}
        leading={manages ? <SelectPageCheckbox state={selection.page} label="Select every admin on this page" disabled={rows.length === 0} onToggle={selection.togglePage} /> : undefined}
        bulkBar={
          manages ? (
            <BulkBar selection={selection} total={total} noun={ADMINS}>
              <BulkActions
                specs={bulkSpecs}
                selection={() => {
                  const ids = selection.ids();
                  return ids ? { ids } : { filter };
                }}
                count={selection.count}
                matching={selection.matching}
                noun={ADMINS}
                onDone={selection.clear}
              />
            </BulkBar>
          ) : undefined
        }
        renderRow={(user) => (
          <UserRow
            key={user.id}
            user={user}
            actor={actor}
            busy={user.id === unlocking}
            onDeactivate={onDeactivate}
            onResetPassword={onResetPassword}
            onUnlock={onUnlock}
            now={now}
            columns={columnIds}
            selected={selection.isSelected(user.id)}
            onSelect={selection.toggle}
          />
        )}
      />
      {dialog?.kind === 'deactivate' && (
        <DeactivateUserDialog user={dialog.user} open={dialog.open} nonce={dialog.nonce} onClose={closeDialog} />
      )}
      {dialog?.kind === 'reset-password' && (
        <ResetPasswordDialog user={dialog.user} open={dialog.open} nonce={dialog.nonce} onClose={closeDialog} />
      )}
    </Stack>
  );
}

function opened(previous: DialogState | null, kind: DialogState['kind'], user: UserActionTarget): DialogState {
  return { kind, user, open: true, nonce: (previous?.nonce ?? 0) + 1 };
}
