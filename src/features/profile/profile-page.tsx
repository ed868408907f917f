import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AvatarUploader, type AvatarUploaderProps } from '@/components/avatar-uploader';
import { ThemePreferenceSelect, type ThemePreferenceSelectProps } from '@/components/theme-preference-select';
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
          Profile
        </Heading>
        <Text color="fg.muted">Your own account: how you appear, how you sign in, and how the console looks.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <FormSection title="Personal details" description="Your name and the e-mail you sign in with.">
            <ProfileDetailsForm user={user} {...details} />
          </FormSection>
          <FormSection title="Photo" description="Shown in the top bar and next to your name.">
            <AvatarUploader name={user.fullName} imageUrl={user.avatarUrls?.small} {...avatar} />
          </FormSection>
          <FormSection title="Appearance">
            <ThemePreferenceSelect {...appearance} />
          </FormSection>
        </Stack>
        <Stack gap="6">
          <FormSection title="Password" description="Choose a new password that meets every requirement.">
            <ProfilePasswordForm {...password} />
          </FormSection>
          <FormSection title="Sessions">
            <ProfileSessions onSignOutAll={onSignOutAll} />
          </FormSection>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
