import { Heading, Stack, Text } from '@chakra-ui/react';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import { PATHS } from '@/config/paths';
import type { FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { UserForm } from './user-form';
import type { CheckEmail } from './user-form-email-check';

/** The Create User screen; submits to its route action. */
export function UserFormCreatePage({ checkEmail }: { checkEmail: CheckEmail }) {
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const submit = useSubmit();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t('users.create.title')}
        </Heading>
        <Text color="fg.muted">{t('users.create.intro')}</Text>
      </Stack>
      <UserForm
        mode="create"
        pending={navigation.state !== 'idle' && navigation.formMethod !== undefined}
        failure={failure ?? null}
        checkEmail={checkEmail}
        cancelTo={PATHS.users}
        onSubmit={(values) => void submit(values, { method: 'post', encType: 'application/json' })}
      />
    </Stack>
  );
}
