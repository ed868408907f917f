import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AvatarUploader, type AvatarUploaderProps } from '@/components/avatar-uploader';
import { LanguageSelect } from '@/components/language-select';
import { ThemePreferenceSelect, type ThemePreferenceSelectProps } from '@/components/theme-preference-select';
import { t } from '@/lib/i18n';
import type { SessionUser } from '@/state/session';
import { FormSection } from '@/components/form-section';
import { ProfileDetailsForm, type ProfileDetailsFormProps } from './profile-details-form';
import { ProfilePasswordForm, type ProfilePasswordFormProps } from './profile-password-form';
import { ProfileSessions } from './profile-sessions';

export interface ProfilePageProps {
  user: SessionUser;
  details: Omit<ProfileDetailsFormProps, 'user'>;
  password: ProfilePasswordFormProps;
  avatar: Pick<AvatarUploaderProps, 'onUpload' | 'onRemove'>;
  appearance: ThemePreferenceSelectProps;
  onSignOutAll: () => Promise<void>;
}

/** The signed-in admin's own page: details, password, photo, appearance and sessions. */
export function ProfilePage({ user, details, password, avatar, appearance, onSignOutAll }: ProfilePageProps) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t('profile.page.title')}
        </Heading>
        <Text color="fg.muted">{t('profile.page.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <FormSection title={t('profile.details.title')} description={t('profile.details.description')}>
            <ProfileDetailsForm user={user} {...details} />
          </FormSection>
          <FormSection title={t('profile.photo.title')} description={t('profile.photo.description')}>
            <AvatarUploader name={user.fullName} imageUrl={user.avatarUrls?.small} {...avatar} />
          </FormSection>
          <FormSection title={t('profile.appearance.title')}>
            <Stack gap="5">
              <ThemePreferenceSelect {...appearance} />
              <LanguageSelect />
            </Stack>
          </FormSection>
        </Stack>
        <Stack gap="6">
          <FormSection title={t('profile.password.title')} description={t('profile.password.description')}>
            <ProfilePasswordForm {...password} />
          </FormSection>
          <FormSection title={t('profile.sessions.title')}>
            <ProfileSessions onSignOutAll={onSignOutAll} />
          </FormSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
