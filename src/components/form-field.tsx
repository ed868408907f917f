import { Alert, Field, NativeSelect, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

export interface FormFieldProps extends Omit<Field.RootProps, 'invalid' | 'children'> {
  label: ReactNode;
  /** The field's error: marks it invalid and is shown under it. */
  error?: string | undefined;
  /** Shown under the control while there is no error. */
  helper?: ReactNode;
  /** The control (an input, a select, a textarea), which the label names. */
  children: ReactNode;
}

/** One labelled form control with its required mark, helper text and error text. */
export function FormField({ label, error, helper, required, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...root}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {!error && helper !== undefined && helper !== null && helper !== false && (
        <Field.HelperText>{helper}</Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectControlProps extends Omit<ComponentProps<'select'>, 'size' | 'children'> {
  options: readonly SelectOption[];
  /** The select's size: filters are small, form fields medium (the default). */
  size?: NativeSelect.RootProps['size'];
  /** An empty first option ("Choose a type…"); omit when a value is always chosen. */
  placeholder?: string;
}

/** A native select in the console's style; takes a react-hook-form registration like an input. */
export function SelectControl({ options, placeholder, size, ...select }: SelectControlProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Server errors that belong to no field, above the form ("The changes were not saved"); nothing when there are none. */
export function FormErrors({ title, messages }: { title: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {messages.map((message, index) => (
            <Text key={`${index}:${message}`}>{message}</Text>
          ))}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
