import { Center } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { ErrorPage, ErrorPageWaysBack } from '@/components/error-page';
import { formatRole } from '@/lib/format-role';
import { actorAtom } from '@/state/permissions';

/** The 403 page inside the console's layout: why, and the ways back. */
export function ForbiddenPage({ message }: { message: string | undefined }) {
  const role = useAtomValue(actorAtom)?.role;
  const reason = message ?? `Your role${role ? ` (${formatRole(role)})` : ''} does not allow you to open this page.`;
  return (
    <Center py={{ base: '8', md: '16' }}>
      <ErrorPage
        code="403"
        title="You don’t have access to this page"
        message={`${reason} Ask a super admin if you need it.`}
        actions={<ErrorPageWaysBack />}
      />
    </Center>
  );
}
