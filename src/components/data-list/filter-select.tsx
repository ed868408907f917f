import { Field, NativeSelect } from '@chakra-ui/react';

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
export function FilterSelect<V extends string>({ label, value, options, onChange, width = '40', disabled = false }: FilterSelectProps<V>) {
  return (
    <Field.Root w={{ base: 'full', sm: width }} flexShrink={0} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            const picked = options.find((o) => o.value === e.currentTarget.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
