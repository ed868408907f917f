import { List, Text } from '@chakra-ui/react';
import { t } from '@/lib/i18n';
import { PASSWORD_MIN_LENGTH, passwordChecklist } from '@/lib/password-policy';

/** The live password checklist (docs/product-spec.md#5-validation-rules): each rule, met or not met, announced politely as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const rules = passwordChecklist(password);
  return (
    <List.Root
      id={id}
      variant="plain"
      gap="1"
      fontSize="sm"
      aria-label={t('password.checklist.label')}
      aria-live="polite"
    >
      {rules.map((rule) => (
        <List.Item
          key={rule.id}
          data-met={rule.met}
          color={rule.met ? 'green.fg' : 'fg.muted'}
          alignItems="center"
          gap="2"
        >
          <Text as="span" aria-hidden fontWeight="bold" w="4" textAlign="center">
            {rule.met ? '✓' : '○'}
          </Text>
          <Text as="span">{t(rule.labelKey, { min: PASSWORD_MIN_LENGTH })}</Text>
          <Text as="span" srOnly>
            {rule.met ? t('password.checklist.met') : t('password.checklist.notMet')}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
