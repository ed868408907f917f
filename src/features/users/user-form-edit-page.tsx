import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useActionData, useNavigation, useRevalidator, useSubmit } from 'react-router';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminId, AdminUser } from '@/api/types';
import type { UsersApi } from '@/api/users';
import { AvatarUploader } from '@/components/avatar-uploader';
import { NotFoundState } from '@/components/not-found-state';
import { PATHS } from '@/config/paths';
import type { FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { UserForm } from './user-form';
import type { CheckEmail } from './user-form-email-check';
import type { UserFormInput } from './user-form-schema';

export interface UserFormEditPageProps {
  /** The id from the route (docs/product-spec.md#2-screens-and-routes: handed to the view as a parameter). */
  id: AdminId;
  /** The loaded admin, or null when there is no admin with this id. */
  user: AdminUser | null;
  checkEmail: CheckEmail;
  avatars: Pick<UsersApi, 'uploadAvatar' | 'deleteAvatar'>;
  notify: (toast: ToastSpec) => void;
}

/** The Edit User screen: the admin's photo and the form, or a not-found state. */
export function UserFormEditPage({ id, user, checkEmail, avatars, notify }: UserFormEditPageProps) {
  const failure = useActionData<FormFailure>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const defaults = useMemo<Partial<UserFormInput> | undefined>(
    () => (user ? { fullName: user.fullName, email: user.email, role: user.role, active: user.active } : undefined),
    [user],
  );

  if (!user) {
    return (
      <NotFoundState
        title={t('users.edit.notFoundTitle')}
        description={t('users.edit.notFoundDescription', { id })}
        backTo={PATHS.users}
        backLabel={t('users.edit.backToList')}
      />
    );
  }
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t('users.edit.title')}
        </Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {user.fullName} · {user.email}
        </Text>
      </Stack>
      <Card.Root maxW="xl" variant="outline">
        <Card.Header>
          <Card.Title as="h2">{t('users.edit.photo')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <AvatarUploader
            name={user.fullName}
            imageUrl={user.avatarUrls?.small}
            onUpload={async (file) => {
              await avatars.uploadAvatar(id, file, file.name);
              notify({
                type: 'success',
                title: t('users.toast.photoSavedTitle'),
                description: t('users.toast.photoSavedDescription', { name: user.fullName }),
                duration: 3000,
              });
              await revalidator.revalidate();
            }}
            onRemove={async () => {
              await avatars.deleteAvatar(id);
              notify({
                type: 'success',
                title: t('users.toast.photoRemovedTitle'),
                description: t('users.toast.photoRemovedDescription', { name: user.fullName }),
                duration: 3000,
              });
              await revalidator.revalidate();
            }}
          />
        </Card.Body>
      </Card.Root>
      <UserForm
        key={user.id}
        mode="edit"
        userId={user.id}
        defaultValues={defaults}
        pending={navigation.state !== 'idle' && navigation.formMethod !== undefined}
        failure={failure ?? null}
        checkEmail={checkEmail}
        cancelTo={PATHS.users}
        onSubmit={(values) => {
          const { fullName, email, role, active } = values;
          void submit({ fullName, email, role, active, password: '' }, { method: 'put', encType: 'application/json' });
        }}
      />
    </Stack>
  );
}
