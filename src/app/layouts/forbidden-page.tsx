import { Center } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { ErrorPage, ErrorPageWaysBack } from '@/components/error-page';
import { formatRole } from '@/lib/format-role';
import { actorAtom } from '@/state/permissions';
import { t } from '@/lib/i18n';

/** The 403 page inside the console's layout: why, and the ways back. */
export function ForbiddenPage({ message }: { message: string | undefined }) {
  const role = useAtomValue(actorAtom)?.role;
  const reason =
    message ?? (role ? t('app.forbidden.roleReason', { role: formatRole(role) }) : t('app.forbidden.reason'));
  return (
    <Center py={{ base: '8', md: '16' }}>
      <ErrorPage
        code="403"
        title={t('app.forbidden.title')}
        message={t('app.forbidden.message', { reason })}
        actions={<ErrorPageWaysBack />}
      />
    </Center>
  );
}
