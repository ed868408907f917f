import { Link } from '@chakra-ui/react';
import { t } from '@/lib/i18n';

export interface SkipLinkProps {
  targetId: string;
}

/** Hidden until focused, so keyboard users can jump past the navigation. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      focusRing="outside"
    >
      {t('shell.skipLink.label')}
    </Link>
  );
}
