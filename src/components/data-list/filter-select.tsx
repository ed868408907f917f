import { Field } from '@chakra-ui/react';
import { SelectControl } from '../form-field';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  width?: string;
  /** Nothing to choose yet (e.g. a region before a country); the first option explains why. */
  disabled?: boolean;
}

/** A labelled native select whose value is one of `options`. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  width = '40',
  disabled = false,
}: FilterSelectProps<V>) {
  return (
    <Field.Root w={{ base: 'full', sm: width }} flexShrink={0} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <SelectControl
        size="sm"
        value={value}
        options={options}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.currentTarget.value);
          if (picked) onChange(picked.value);
        }}
      />
    </Field.Root>
  );
}
