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
import { t } from '@/lib/i18n';

/** The filters' choices, in the language shown (built at render). */
const statusOptions = (): { value: UserListState['status']; label: string }[] => [
  { value: 'all', label: t('users.filters.allStatuses') },
  { value: 'active', label: t('users.status.active') },
  { value: 'inactive', label: t('users.status.inactive') },
  { value: 'locked', label: t('users.status.locked') },
];

const roleOptions = (): { value: UserListState['role']; label: string }[] => [
  { value: 'all', label: t('users.filters.allRoles') },
  ...ADMIN_ROLES.map((role) => ({ value: role, label: formatRole(role) })),
];

const twoFactorOptions = (): { value: UserListState['twoFactor']; label: string }[] => [
  { value: 'all', label: t('users.filters.anyTwoFactor') },
  { value: 'enabled', label: t('users.status.twoFactorOn') },
  { value: 'pending', label: t('users.status.twoFactorPending') },
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
    <Flex role="search" aria-label={t('users.toolbar.label')} gap="3" wrap="wrap" align="flex-end">
      <SearchInput
        label={t('users.toolbar.search')}
        placeholder={t('users.toolbar.searchPlaceholder')}
        value={state.search}
        onSearch={(search, { replace }) => update({ search }, { replace })}
      />
      <FilterPanel activeCount={[state.status, state.role, state.twoFactor].filter(Boolean).length}>
        <FilterSelect
          label={t('users.filters.status')}
          value={state.status}
          options={statusOptions()}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label={t('users.filters.role')}
          value={state.role}
          options={roleOptions()}
          onChange={(role) => update({ role })}
        />
        <FilterSelect
          label={t('users.filters.twoFactor')}
          width="32"
          value={state.twoFactor}
          options={twoFactorOptions()}
          onChange={(twoFactor) => update({ twoFactor })}
        />
      </FilterPanel>
      {mayCreate && (
        <Button asChild size="sm" colorPalette="wine" ms={{ base: '0', lg: 'auto' }}>
          <Link to={PATHS.userCreate}>{t('users.list.create')}</Link>
        </Button>
      )}
    </Flex>
  );
}
