import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { USER_PAGE_SIZES } from '@/api/users';
import { ListEmpty } from '@/components/data-list/list-empty';
import { ListError } from '@/components/data-list/list-error';
import { ListPagination } from '@/components/data-list/list-pagination';
import { useDelayedFlag } from '@/components/data-list/use-delayed-flag';
import { PATHS } from '@/config/paths';
import { describeRange } from '@/lib/describe-range';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { UsersIcon } from './icons';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useUserListView } from './use-user-list-view';
import { USER_ACTION_FIELDS, type UserListActionResult } from './user-list-action';
import type { UserListLoaderData } from './user-list-loader';
import { clearUserListFilters, hasUserListFilters } from './user-list-params';
import { UserListToolbar } from './user-list-toolbar';
import type { UserActionTarget } from './user-row-actions';
import { UserTable } from './user-table';

/** Skeletons appear only when a load takes longer than this, so quick ones do not flash. */
export const SKELETON_DELAY_MS = 200;

const ADMINS = { one: 'admin', many: 'admins' };
const FILTERED_TEXT = { title: 'No admins match these filters', description: 'Try another search, or clear the filters to see everyone.' };
const EMPTY_TEXT = { title: 'No admins yet', description: 'Create the first administrator account.' };

interface DialogState {
  kind: 'deactivate' | 'reset-password';
  user: UserActionTarget;
  open: boolean;
  nonce: number;
}

export interface UserListPageProps {
  data: UserListLoaderData;
  /** The signed-in admin (marked "You", and not offered Deactivate). */
  currentUserId: string | null;
  now?: Date;
}

/** The users list: search and filters, the sortable table, pagination, and the row actions' dialogs. */
export function UserListPage({ data, currentUserId, now }: UserListPageProps) {
  const view = useUserListView();
  const revalidator = useRevalidator();
  const slow = useDelayedFlag(view.loading, SKELETON_DELAY_MS);
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

  const { state } = view;
  const page = data.status === 'ok' ? data.page : null;
  const users = page?.content ?? [];
  const skeletonRows = slow ? Math.min(Math.max(users.length, 5), 10) : null;
  const clearFilters = () => view.show(clearUserListFilters(state));

  let body;
  if (skeletonRows === null && data.status === 'error') {
    body = <ListError what="the admins" status={data.error.status} retrying={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />;
  } else if (skeletonRows === null && users.length === 0) {
    body = (
      <ListEmpty
        icon={<UsersIcon />}
        filtered={hasUserListFilters(data.state)}
        onClearFilters={clearFilters}
        filteredText={FILTERED_TEXT}
        emptyText={EMPTY_TEXT}
        action={
          <Button asChild size="sm" colorPalette="wine">
            <Link to={PATHS.userCreate}>Create user</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <UserTable
        users={users}
        sortField={state.sortField}
        sortDirection={state.sortDirection}
        onSort={(sortField, sortDirection) => view.update({ sortField, sortDirection })}
        loading={view.loading}
        skeletonRows={skeletonRows}
        currentUserId={currentUserId}
        busyUserId={unlocking}
        onDeactivate={onDeactivate}
        onResetPassword={onResetPassword}
        onUnlock={onUnlock}
        now={now}
      />
    );
  }

  return (
    <Stack gap="4">
      <UserListToolbar view={view} />
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {slow ? 'Loading admins…' : page ? describeRange(page, ADMINS) : ''}
      </Text>
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={data.state.page}
          totalPages={page.totalPages}
          size={state.size}
          sizes={USER_PAGE_SIZES}
          hrefForPage={(p) => view.hrefFor({ ...data.state, page: p })}
          onSizeChange={(size) => view.update({ size })}
        />
      )}
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
