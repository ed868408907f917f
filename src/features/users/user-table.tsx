import { Badge, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminUser } from '@/api/types';
import type { SortDirection, UserSortField } from '@/api/users';
import { formatRole } from '@/lib/format-role';
import { formatDate, formatDateTime, formatRelativeTime } from './format-relative-time';
import { rolePalette } from './role-palette';
import { SortableHeader } from './sortable-header';
import { UserNameCell } from './user-name-cell';
import { UserRowActions, type UserActionTarget } from './user-row-actions';
import { UserStatusBadges } from './user-status-badges';

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
  now?: Date;
}

/** The admins, one per row, with sortable column headers and a menu of actions per row. */
export function UserTable({ users, sortField, sortDirection, onSort, loading, skeletonRows, currentUserId, onDeactivate, onResetPassword, now }: UserTableProps) {
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
            : users.map((user) => {
                const isYou = user.id === currentUserId;
                return (
                  <Table.Row key={user.id}>
                    <Table.Cell maxW="64">
                      <UserNameCell user={user} isYou={isYou} />
                    </Table.Cell>
                    <Table.Cell color="fg.muted" wordBreak="break-all">
                      {user.email}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={rolePalette(user.role)} variant="subtle">
                        {formatRole(user.role)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <UserStatusBadges user={user} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {user.lastLoginAt ? (
                        <time dateTime={user.lastLoginAt} title={formatDateTime(user.lastLoginAt)}>
                          {formatRelativeTime(user.lastLoginAt, now)}
                        </time>
                      ) : (
                        <Text as="span" color="fg.muted">
                          Never
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={user.createdAt} title={formatDateTime(user.createdAt)}>
                        {formatDate(user.createdAt)}
                      </time>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <UserRowActions
                        user={user}
                        canDeactivate={user.active && !isYou}
                        onDeactivate={onDeactivate}
                        onResetPassword={onResetPassword}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
