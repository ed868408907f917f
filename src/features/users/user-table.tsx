import { Skeleton, Table, VisuallyHidden } from '@chakra-ui/react';
import type { AdminUser } from '@/api/types';
import type { SortDirection, UserSortField } from '@/api/users';
import { SortableHeader } from '@/components/data-list/sortable-header';
import { UserRow } from './user-row';
import type { UserActionTarget } from './user-row-actions';

const COLUMNS: { field: UserSortField; label: string; firstDirection: SortDirection }[] = [
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
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label="Admins" aria-busy={loading} interactive stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {COLUMNS.map((c) => (
              <SortableHeader key={c.field} {...c} sortField={sortField} sortDirection={sortDirection} onSort={onSort} />
            ))}
            <Table.ColumnHeader w="12">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && skeletonRows === null ? 0.6 : 1} transition="opacity 0.15s">
          {skeletonRows !== null
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {[...COLUMNS, null].map((c, j) => (
                    <Table.Cell key={c?.field ?? j}>
                      <Skeleton h="4" w={j === 0 ? '40' : '20'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : users.map((user) => (
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
