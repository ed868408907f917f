import { Badge, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { can, offeredAdminActions, type AdminActor } from '@/api/permissions';
import type { AdminUser } from '@/api/types';
import { SelectRowCell } from '@/components/data-list/selection-controls';
import { formatRole } from '@/lib/format-role';
import { formatDate, formatDateTime, formatRelativeTime } from '@/lib/format-relative-time';
import { rolePalette } from './role-palette';
import { UserNameCell } from './user-name-cell';
import { UserRowMenu, type UserActionTarget } from './user-row-menu';
import { UserStatusBadges } from './user-status-badges';

export interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin: this row is "You" when it is them; the menu offers what they may do. */
  actor: AdminActor | null;
  busy: boolean;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  now?: Date | undefined;
  /** Ticked in the list's selection (offered to a role that manages users). */
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
}

/**
 * One admin. Memoised: the page re-renders on every navigation state change, and a hundred rows
 * with their menus should not re-render with it.
 */
export const UserRow = memo(function UserRow({ user, actor, busy, onDeactivate, onResetPassword, onUnlock, now, selected, onSelect }: UserRowProps) {
  const isYou = user.id === actor?.id;
  const manages = can(actor?.role, 'users.manage');
  return (
    <Table.Row data-selected={selected ? '' : undefined}>
      {manages && <SelectRowCell id={user.id} label={`${user.fullName} (${user.email})`} checked={selected} onToggle={onSelect} />}
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
      {manages && (
        <Table.Cell textAlign="end">
          <UserRowMenu
            user={user}
            offered={offeredAdminActions(actor, user)}
            busy={busy}
            onDeactivate={onDeactivate}
            onResetPassword={onResetPassword}
            onUnlock={onUnlock}
          />
        </Table.Cell>
      )}
    </Table.Row>
  );
});
