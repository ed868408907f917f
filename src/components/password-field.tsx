import { Button, Field, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { t } from '@/lib/i18n';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  label: string;
  /** The error shown under the field (also marks it invalid). */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  /** Marks the label with an asterisk when `required`; a form that requires every field may leave it out. */
  requiredIndicator?: boolean;
  readOnly?: boolean;
  /** What the Show/Hide button names ("Show …"); the label in lower case when left out. */
  toggleLabel?: string;
  /** Ids of content below that describes the input (e.g. the checklist), announced after the error. */
  describedBy?: string;
  /** Controlled visibility, e.g. to reveal a generated password; uncontrolled when left out. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Shown below the input, e.g. the password checklist. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a Show/Hide toggle, its error and optional content below. */
export function PasswordField({
  label,
  error,
  helperText,
  required,
  requiredIndicator = true,
  readOnly,
  toggleLabel = label.toLowerCase(),
  describedBy,
  visible,
  onVisibleChange,
  children,
  ref,
  ...inputProps
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const errorId = useId();
  const shown = visible ?? ownVisible;
  const toggle = () => {
    setOwnVisible(!shown);
    onVisibleChange?.(!shown);
  };
  const describedByProps = describedBy ? { 'aria-describedby': error ? `${errorId} ${describedBy}` : describedBy } : {};
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && requiredIndicator && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        endElement={
          <Button
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={t(shown ? 'common.password.hideNamed' : 'common.password.showNamed', { field: toggleLabel })}
            aria-pressed={shown}
            onClick={toggle}
          >
            {shown ? t('common.password.hide') : t('common.password.show')}
          </Button>
        }
      >
        <Input
          ref={ref}
          type={shown ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          {...inputProps}
          {...describedByProps}
        />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
      {children}
    </Field.Root>
  );
}
