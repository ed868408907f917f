import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '@/components/password-field';
import { generatePassword } from '@/lib/generate-password';
import { t } from '@/lib/i18n';

export interface UserFormPasswordProps {
  registration: UseFormRegisterReturn<'password'>;
  /** The current value, for the live checklist. */
  password: string;
  error?: string | undefined;
  /** Puts a generated password into the field. */
  onGenerate: (password: string) => void;
}

/** The new admin's password: show/hide, the live password checklist (docs/product-spec.md#5-validation-rules) and a strong-password generator. */
export function UserFormPassword({ registration, password, error, onGenerate }: UserFormPasswordProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordField
      label={t('users.form.password')}
      required
      autoComplete="new-password"
      visible={visible}
      onVisibleChange={setVisible}
      error={error}
      {...registration}
    >
      <HStack justify="space-between" align="start" w="full" gap="4" flexWrap="wrap">
        <PasswordChecklist password={password} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onGenerate(generatePassword());
            setVisible(true);
          }}
        >
          {t('users.password.generate')}
        </Button>
      </HStack>
    </PasswordField>
  );
}
