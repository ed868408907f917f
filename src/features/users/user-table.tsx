import type { AdminUser } from '@/api/types';
import type { SortDirection, UserSortField } from '@/api/users';
import { DataTable, type DataTableColumn } from '@/components/data-list/data-table';
import { UserRow } from './user-row';
import type { UserActionTarget } from './user-row-actions';

const COLUMNS: DataTableColumn<UserSortField>[] = [
  { field: 'fullName', label: 'Name', firstDirection: 'asc' },
  { field: 'email', label: 'E-mail', firstDirection: 'asc' },
  { field: 'role', label: 'Role', firstDirection: 'asc' },
  { field: 'active', label: 'Status', firstDirection: 'desc' },
  { field: 'lastLoginAt', label: 'Last login', firstDirection: 'desc' },
  { field: 'createdAt', label: 'Created', firstDirection: 'desc' },
];

export interface UserTableProps {
  users: readonly AdminUser[];
  sortField: UserSortField;
  sortDirection: SortDirection;
  onSort: (field: UserSortField, direction: SortDirection) => void;
  /** A new page is loading: dim the rows (`skeletonRows` replaces them once it takes a while). */
  loading: boolean;
  skeletonRows: number | null;
  currentUserId: string | null;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  /** The admin an unlock is in flight for. */
  busyUserId: string | null;
  now?: Date | undefined;
}

/** The admins, one per row, with sortable column headers and a menu of actions per row. */
export function UserTable(props: UserTableProps) {
  const { users, sortField, sortDirection, onSort, loading, skeletonRows, currentUserId, busyUserId, onDeactivate, onResetPassword, onUnlock, now } = props;
  return (
    <DataTable label="Admins" columns={COLUMNS} sortField={sortField} sortDirection={sortDirection} onSort={onSort} loading={loading} skeletonRows={skeletonRows} skeletonWidth="20">
      {users.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          isYou={user.id === currentUserId}
          busy={user.id === busyUserId}
          onDeactivate={onDeactivate}
          onResetPassword={onResetPassword}
          onUnlock={onUnlock}
          now={now}
        />
      ))}
    </DataTable>
  );
}
