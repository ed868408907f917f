import { Button, Stack } from '@chakra-ui/react';
import { useId, useState, type RefObject } from 'react';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '@/components/password-field';
import { generatePassword } from '@/lib/generate-password';
import { t } from '@/lib/i18n';
import { validatePassword } from '@/lib/password-policy';
import { USER_ACTION_FIELDS } from './user-list-action';
import type { UserActionTarget } from './user-row-menu';

export interface ResetPasswordFormProps {
  formId: string;
  user: Pick<UserActionTarget, 'id' | 'fullName'>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The server's message about the password last submitted, if it refused it. */
  serverError: string | null;
  onSubmit: (fields: Record<string, string>) => void;
}

/**
 * The new password with show/hide, the live checklist and a generator. The policy's first failing
 * message shows under the field once a submit was tried, and keeps updating as the text changes.
 */
export function ResetPasswordForm({ formId, user, inputRef, serverError, onSubmit }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const checklistId = useId();

  const clientError = submitted === null ? null : validatePassword(password);
  const error = clientError ?? (submitted === password ? serverError : null);

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(password);
        if (validatePassword(password) !== null) {
          inputRef.current?.focus();
          return;
        }
        onSubmit({
          [USER_ACTION_FIELDS.intent]: 'reset-password',
          [USER_ACTION_FIELDS.id]: user.id,
          [USER_ACTION_FIELDS.name]: user.fullName,
          [USER_ACTION_FIELDS.newPassword]: password,
        });
      }}
    >
      <Stack gap="3">
        <PasswordField
          ref={inputRef}
          label={t('users.resetPassword.newPassword')}
          toggleLabel={t('users.resetPassword.toggleLabel')}
          name={USER_ACTION_FIELDS.newPassword}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          visible={visible}
          onVisibleChange={setVisible}
          error={error ?? undefined}
          describedBy={checklistId}
        />
        <PasswordChecklist password={password} id={checklistId} />
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => {
            setPassword(generatePassword());
            setVisible(true);
          }}
        >
          {t('users.password.generate')}
        </Button>
      </Stack>
    </form>
  );
}
