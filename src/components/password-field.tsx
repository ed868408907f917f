import { Button, Field, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState, type ReactNode, type Ref } from 'react';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  label: string;
  /** The error shown under the field (also marks it invalid). */
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  /** Controlled visibility, e.g. to reveal a generated password; uncontrolled when left out. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Shown below the input, e.g. the password checklist. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a Show/Hide toggle, its error and optional content below. */
export function PasswordField({ label, error, helperText, required, visible, onVisibleChange, children, ref, ...inputProps }: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    setOwnVisible(!shown);
    onVisibleChange?.(!shown);
  };
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        endElement={
          <Button variant="ghost" size="xs" me="-2" aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`} aria-pressed={shown} onClick={toggle}>
            {shown ? 'Hide' : 'Show'}
          </Button>
        }
      >
        <Input ref={ref} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" {...inputProps} />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
      {children}
    </Field.Root>
  );
}
