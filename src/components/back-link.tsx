import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The way back from a detail screen to its list, above the heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" w="fit-content">
      <RouterLink to={to}>← {children}</RouterLink>
    </Link>
  );
}
