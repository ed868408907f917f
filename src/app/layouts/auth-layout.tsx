import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useAtomValue } from 'jotai';
import { adminTitleAtom, brandAtom } from '@/state/brand';

/** Bare centred content for sign-in and two-factor setup. */
export function AuthLayout() {
  const { brandName } = useAtomValue(brandAtom);
  const adminTitle = useAtomValue(adminTitleAtom);
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
      <Box as="main" id="main-content" w="full" maxW="md">
        <Flex direction="column" align="center" mb="6" gap="1">
          <Box aria-hidden w="12" h="12" rounded="full" bg="wine.solid" color="wine.contrast" display="grid" placeItems="center" fontWeight="bold" fontSize="xl">
            {brandName.charAt(0)}
          </Box>
          <Heading as="p" size="lg">{adminTitle}</Heading>
          <Text color="fg.muted" fontSize="sm">Back office for the wine database and cellars</Text>
        </Flex>
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" shadow="sm" p={{ base: '6', md: '8' }}>
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
