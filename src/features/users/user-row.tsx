import { Badge, Table, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { can, offeredAdminActions, type AdminActor } from '@/api/permissions';
import type { AdminUser } from '@/api/types';
import type { UserSortField } from '@/api/users';
import { SelectRowCell } from '@/components/data-list/selection-controls';
import { PendingRowStatus } from '@/components/data-list/pending-row-status';
import { pendingRowProps } from '@/components/data-list/pending-rows';
import { formatRole } from '@/lib/format-role';
import { t } from '@/lib/i18n';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/locale';
import { rolePalette } from './role-palette';
import { UserNameCell } from './user-name-cell';
import { UserRowMenu, type UserActionTarget } from './user-row-menu';
import { UserStatusBadges } from './user-status-badges';

export interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin: this row is "You" when it is them; the menu offers what they may do. */
  actor: AdminActor | null;
  /** What a change on its way is doing to them ("Deactivating…"): the row stays as it is, marked, until the server answers. */
  pending?: string;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  now?: Date | undefined;
  /** The columns shown, in order (the admin's choice). */
  columns: readonly UserColumn[];
  /** Ticked in the list's selection (offered to a role that manages users). */
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
}

/** The columns the users list can show. */
export type UserColumn = Extract<UserSortField, 'fullName' | 'email' | 'role' | 'active' | 'lastLoginAt' | 'createdAt'>;

/** What a row's cells depend on besides the admin: whether it is the signed-in one, whether they may edit it, the clock. */
interface CellContext {
  isYou: boolean;
  editable: boolean;
  now: Date | undefined;
}

/** Each column's cell. */
const USER_CELLS: Record<UserColumn, (user: AdminUser, context: CellContext) => ReactNode> = {
  fullName: (user, { isYou, editable }) => (
    <Table.Cell key="fullName" maxW="64">
      <UserNameCell user={user} isYou={isYou} editable={editable} />
    </Table.Cell>
  ),
  email: (user) => (
    <Table.Cell key="email" color="fg.muted" wordBreak="break-all">
      {user.email}
    </Table.Cell>
  ),
  role: (user) => (
    <Table.Cell key="role">
      <Badge colorPalette={rolePalette(user.role)} variant="subtle">
        {formatRole(user.role)}
      </Badge>
    </Table.Cell>
  ),
  active: (user) => (
    <Table.Cell key="active">
      <UserStatusBadges user={user} />
    </Table.Cell>
  ),
  lastLoginAt: (user, { now }) => (
    <Table.Cell key="lastLoginAt" whiteSpace="nowrap">
      {user.lastLoginAt ? (
        <time dateTime={user.lastLoginAt} title={formatDateTime(user.lastLoginAt)}>
          {formatRelativeTime(user.lastLoginAt, now)}
        </time>
      ) : (
        <Text as="span" color="fg.muted">
          {t('users.row.neverSignedIn')}
        </Text>
      )}
    </Table.Cell>
  ),
  createdAt: (user) => (
    <Table.Cell key="createdAt" whiteSpace="nowrap">
      <time dateTime={user.createdAt} title={formatDateTime(user.createdAt)}>
        {formatDate(user.createdAt)}
      </time>
    </Table.Cell>
  ),
};

/**
 * One admin. Memoised: the page re-renders on every navigation state change, and a hundred rows
 * with their menus should not re-render with it.
 */
export const UserRow = memo(function UserRow({
  user,
  actor,
  pending,
  onDeactivate,
  onResetPassword,
  onUnlock,
  now,
  columns,
  selected,
  onSelect,
}: UserRowProps) {
  const isYou = user.id === actor?.id;
  const manages = can(actor?.role, 'users.manage');
  const offered = offeredAdminActions(actor, user);
  const context: CellContext = { isYou, editable: offered.has('edit'), now };
  return (
    <Table.Row data-selected={selected ? '' : undefined} {...pendingRowProps(pending)}>
      {manages && (
        <SelectRowCell id={user.id} label={`${user.fullName} (${user.email})`} checked={selected} onToggle={onSelect} />
      )}
      {columns.map((column) => USER_CELLS[column](user, context))}
      {manages && (
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          <PendingRowStatus status={pending} />
          <UserRowMenu
            user={user}
            offered={offered}
            busy={pending !== undefined}
            onDeactivate={onDeactivate}
            onResetPassword={onResetPassword}
            onUnlock={onUnlock}
          />
        </Table.Cell>
      )}
    </Table.Row>
  );
});
