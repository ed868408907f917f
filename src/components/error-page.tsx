import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { t } from '@/lib/i18n';

interface ErrorPageProps {
  code: string;
  title: string;
  message: string;
  actions: ReactNode;
}

/** A designed error page: a large code, a heading, a message and ways back. */
export function ErrorPage({ code, title, message, actions }: ErrorPageProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg">
      <Text
        aria-hidden
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="black"
        lineHeight="1"
        color="wine.solid"
        letterSpacing="tight"
      >
        {code}
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Box display="flex" gap="3" flexWrap="wrap" justifyContent="center">
        {actions}
      </Box>
    </Stack>
  );
}

/** The ways back of an error page shown inside the console: the dashboard, or the previous page. */
export function ErrorPageWaysBack() {
  const navigate = useNavigate();
  return (
    <>
      <Button asChild colorPalette="wine">
        <Link to={PATHS.dashboard}>{t('common.errorPage.dashboard')}</Link>
      </Button>
      <Button variant="outline" onClick={() => void navigate(-1)}>
        {t('common.errorPage.back')}
      </Button>
    </>
  );
}
