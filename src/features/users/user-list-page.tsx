import { Button } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { USER_LIST, type UserListState, type UserSortField } from '@/api/users';
import type { AdminUser } from '@/api/types';
import type { PagedListData } from '@/components/data-list/paged-list-loader';
import type { DataTableColumn } from '@/components/data-list/data-table';
import type { ColumnDefaults } from '@/components/data-list/column-choice';
import { ListScreen } from '@/components/data-list/list-screen';
import { usePendingRows } from '@/components/data-list/pending-rows';
import type { SavedViewsData } from '@/components/data-list/saved-view-loader';
import type { SavedViewsApi } from '@/api/saved-views';
import { PATHS } from '@/config/paths';
import { t } from '@/lib/i18n';
import { genderOf } from '@/lib/describe-range';
import { usePermissions } from '@/state/permissions';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { UsersIcon } from './icons';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userBulkActions } from './user-bulk-actions';
import { USER_ACTION_FIELDS, type UserListActionResult } from './user-list-action';
import { UserListToolbar } from './user-list-toolbar';
import { UserRow, type UserColumn } from './user-row';
import type { UserActionTarget } from './user-row-menu';

/** The list's columns, in the language shown (a language switch renders the screen afresh). */
const userColumns = (): (DataTableColumn<UserSortField> & { field: UserColumn })[] => [
  { field: 'fullName', label: t('users.list.columnName'), firstDirection: 'asc' },
  { field: 'email', label: t('users.list.columnEmail'), firstDirection: 'asc' },
  { field: 'role', label: t('users.list.columnRole'), firstDirection: 'asc' },
  { field: 'active', label: t('users.list.columnStatus'), firstDirection: 'desc' },
  { field: 'lastLoginAt', label: t('users.list.columnLastLogin'), firstDirection: 'desc' },
  { field: 'createdAt', label: t('users.list.columnCreated'), firstDirection: 'desc' },
];
/** The list's noun, singular and plural. */
const admins = () => ({
  one: t('users.list.nounOne'),
  many: t('users.list.nounMany'),
  gender: genderOf(t('users.list.nounGender')),
});
/** What a row says while its change is on its way: a row action's intent, or a bulk action. */
const PENDING_WORDS = {
  unlock: 'list.pending.unlocking',
  deactivate: 'list.pending.deactivating',
  UNLOCK: 'list.pending.unlocking',
  SET_ROLE: 'list.pending.changingRole',
  DEACTIVATE: 'list.pending.deactivating',
} as const;
/** A phone shows a card per admin without the dates; a tablet adds the last login. */
const COLUMN_DEFAULTS: ColumnDefaults<UserColumn> = { base: ['lastLoginAt', 'createdAt'], md: ['createdAt'], lg: [] };

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
  // The signed-in admin: their row is "You", and each row offers what they may do to it.
  const { actor, can } = usePermissions();
  const manages = can('users.manage');
  const [dialog, setDialog] = useState<DialogState | null>(null);

  // One fetcher for the rows' unlocks: a fetcher per row would update the router once per row
  // whenever a page of rows is replaced.
  const { submit } = useFetcher<UserListActionResult>({ key: 'unlock-user' });
  // An admin being unlocked or deactivated (on their own or in a bulk action) stays, marked, until
  // the server has answered.
  const words = useMemo(
    () => ({
      columns: userColumns(),
      noun: admins(),
      pending: PENDING_WORDS,
      filtered: { title: t('users.list.filteredTitle'), description: t('users.list.filteredDescription') },
      empty: { title: t('users.list.emptyTitle'), description: t('users.list.emptyDescription') },
    }),
    [],
  );
  const pendingOf = usePendingRows(words.pending);

  const onUnlock = useCallback(
    (user: UserActionTarget) =>
      void submit(
        {
          [USER_ACTION_FIELDS.intent]: 'unlock',
          [USER_ACTION_FIELDS.id]: user.id,
          [USER_ACTION_FIELDS.name]: user.fullName,
        },
        { method: 'post' },
      ),
    [submit],
  );
  const onDeactivate = useCallback((user: UserActionTarget) => setDialog((d) => opened(d, 'deactivate', user)), []);
  const onResetPassword = useCallback(
    (user: UserActionTarget) => setDialog((d) => opened(d, 'reset-password', user)),
    [],
  );
  const closeDialog = useCallback(() => setDialog((d) => (d && d.open ? { ...d, open: false } : d)), []);

  const bulkSpecs = useMemo(() => (manages ? userBulkActions(actor?.role) : null), [manages, actor?.role]);

  return (
    <ListScreen
      spec={USER_LIST}
      list="users"
      data={data}
      views={views}
      noun={words.noun}
      label={t('users.list.label')}
      columns={words.columns}
      columnDefaults={COLUMN_DEFAULTS}
      bulkActions={bulkSpecs}
      actionsColumn={manages}
      skeletonWidth="20"
      empty={{
        icon: <UsersIcon />,
        filteredText: words.filtered,
        emptyText: words.empty,
        action: manages ? (
          <Button asChild size="sm" colorPalette="wine">
            <Link to={PATHS.userCreate}>{t('users.list.create')}</Link>
          </Button>
        ) : undefined,
      }}
      toolbar={(view) => <UserListToolbar view={view} mayCreate={manages} />}
      renderRow={(user, { columns, selected, onSelect }) => (
        <UserRow
          key={user.id}
          user={user}
          actor={actor}
          pending={pendingOf(user.id)}
          onDeactivate={onDeactivate}
          onResetPassword={onResetPassword}
          onUnlock={onUnlock}
          now={now}
          columns={columns}
          selected={selected}
          onSelect={onSelect}
        />
      )}
    >
      {dialog?.kind === 'deactivate' && (
        <DeactivateUserDialog user={dialog.user} open={dialog.open} nonce={dialog.nonce} onClose={closeDialog} />
      )}
      {dialog?.kind === 'reset-password' && (
        <ResetPasswordDialog user={dialog.user} open={dialog.open} nonce={dialog.nonce} onClose={closeDialog} />
      )}
    </ListScreen>
  );
}

function opened(previous: DialogState | null, kind: DialogState['kind'], user: UserActionTarget): DialogState {
  return { kind, user, open: true, nonce: (previous?.nonce ?? 0) + 1 };
}
