import { Button, Flex } from '@chakra-ui/react';
import { Link } from 'react-router';
import { ADMIN_ROLES } from '@/api/types';
import type { UserListState } from '@/api/users';
import { FilterPanel } from '@/components/data-list/filter-panel';
import { FilterSelect } from '@/components/data-list/filter-select';
import { SearchInput } from '@/components/data-list/search-input';
import type { ListView } from '@/components/data-list/use-list-view';
import { PATHS } from '@/config/paths';
import { formatRole } from '@/lib/format-role';

const STATUS_OPTIONS: { value: UserListState['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'locked', label: 'Locked' },
];

const ROLE_OPTIONS: { value: UserListState['role']; label: string }[] = [
  { value: 'all', label: 'All roles' },
  ...ADMIN_ROLES.map((role) => ({ value: role, label: formatRole(role) })),
];

const TWO_FACTOR_OPTIONS: { value: UserListState['twoFactor']; label: string }[] = [
  { value: 'all', label: 'Any' },
  { value: 'enabled', label: '2FA on' },
  { value: 'pending', label: '2FA pending' },
];

/** Search, the status, role and 2FA filters, and the way to create an admin (for roles that may). */
export function UserListToolbar({
  view,
  mayCreate,
}: {
  view: Pick<ListView<UserListState>, 'state' | 'update'>;
  mayCreate: boolean;
}) {
  const { state, update } = view;
  return (
    <Flex role="search" aria-label="Find admins" gap="3" wrap="wrap" align="flex-end">
      <SearchInput
        label="Search users"
        placeholder="Name or e-mail"
        value={state.search}
        onSearch={(search, { replace }) => update({ search }, { replace })}
      />
      <FilterPanel activeCount={[state.status, state.role, state.twoFactor].filter(Boolean).length}>
        <FilterSelect
          label="Status"
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
        <FilterSelect label="Role" value={state.role} options={ROLE_OPTIONS} onChange={(role) => update({ role })} />
        <FilterSelect
          label="2FA"
          width="32"
          value={state.twoFactor}
          options={TWO_FACTOR_OPTIONS}
          onChange={(twoFactor) => update({ twoFactor })}
        />
      </FilterPanel>
      {mayCreate && (
        <Button asChild size="sm" colorPalette="wine" ms={{ base: '0', lg: 'auto' }}>
          <Link to={PATHS.userCreate}>Create user</Link>
        </Button>
      )}
    </Flex>
  );
}
