import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ChakraScope } from '@/components/ui/chakra-scope';

/** A full-page frame for error pages such as not-found. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <ChakraScope>
      <Flex as="main" id="main-content" minH="100dvh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
        {children ?? <Outlet />}
      </Flex>
    </ChakraScope>
  );
}
