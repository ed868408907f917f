import { Center } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, ErrorPageWaysBack } from '@/components/error-page';
import { formatRole } from '@/lib/format-role';
import { actorAtom } from '@/state/permissions';

/** What a guard or loader throws (as `data(…, { status: 403 })`) when the role may not open a screen. */
export interface ForbiddenData {
  /** Written for people; the page's own sentence when absent. */
  message?: string;
}

/**
 * The error boundary of a screen that needs a permission: a 403 becomes a page inside the default
 * layout, so the sidebar and the way back stay; anything else goes on to the root boundary.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const given = (error.data as ForbiddenData | null)?.message;
  return <ForbiddenPage message={typeof given === 'string' ? given : undefined} />;
}

function ForbiddenPage({ message }: { message: string | undefined }) {
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
