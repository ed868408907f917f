import { Button, Field } from '@chakra-ui/react';
import { useCallback, useId, useRef, useState } from 'react';
import { SelectControl, type SelectOption } from '@/components/form-field';
import type { RangeNoun } from '@/lib/describe-range';
import { bulkFormFields, type BulkFormSelection } from './bulk-action';
import { describeTarget } from './bulk-result';
import { FetcherConfirmDialog } from './fetcher-confirm-dialog';

/** One action the bulk bar offers, and how its confirmation speaks. */
export interface BulkActionSpec {
  /** The API's action ('PUBLISH'). */
  action: string;
  /** The bar's button ('Publish'). */
  label: string;
  /** The dialog's title, given what is selected ("3 wines", "all 1,574 matching wines"). */
  title: (what: string) => string;
  /** What will happen, and what is left as it is. */
  description: string;
  confirmLabel: string;
  /** Red confirm button (deleting, deactivating); the brand colour otherwise. */
  destructive?: boolean;
  /** A value the action needs (a category, a role), chosen in the dialog. */
  choice?: { label: string; placeholder: string; options: readonly SelectOption[] };
}

export interface BulkActionsProps {
  specs: readonly BulkActionSpec[];
  /** What the bulk call applies to: the ids ticked, or the list's filter for every matching row. */
  selection: () => BulkFormSelection;
  count: number;
  matching: boolean;
  noun: RangeNoun;
  /** The action answered: the selection has served. */
  onDone: () => void;
}

/** The bulk bar's action buttons and the confirmation each opens, which posts to the list's action. */
export function BulkActions({ specs, selection, count, matching, noun, onDone }: BulkActionsProps) {
  const [open, setOpen] = useState<{
    spec: BulkActionSpec;
    nonce: number;
    fields: Record<string, string>;
    choice: string;
  } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const choiceId = useId();
  const close = useCallback(() => setOpen(null), []);
  const finished = useCallback(
    (data: unknown) => {
      if (typeof data === 'object' && data !== null && 'ok' in data && data.ok === true) onDone();
    },
    [onDone],
  );
  const choose = (value: string) =>
    setOpen((current) => {
      if (!current) return current;
      const label = current.spec.choice?.options.find((o) => o.value === value)?.label ?? '';
      return { ...current, choice: value, fields: bulkFormFields(current.spec.action, selection(), value, label) };
    });

  return (
    <>
      {specs.map((spec) => (
        <Button
          key={spec.action}
          ref={(element) => {
            if (element) buttons.current.set(spec.action, element);
          }}
          size="xs"
          variant="outline"
          colorPalette={spec.destructive ? 'red' : undefined}
          onClick={() =>
            setOpen((current) => ({
              spec,
              nonce: (current?.nonce ?? 0) + 1,
              fields: bulkFormFields(spec.action, selection()),
              choice: '',
            }))
          }
        >
          {spec.label}
        </Button>
      ))}
      {open && (
        <FetcherConfirmDialog
          open
          fetcherKey={`bulk-${open.spec.action}-${open.nonce}`}
          fields={open.fields}
          title={open.spec.title(describeTarget(count, matching, noun))}
          description={open.spec.description}
          confirmLabel={open.spec.confirmLabel}
          confirmColorPalette={open.spec.destructive ? 'red' : 'wine'}
          canConfirm={!open.spec.choice || open.choice !== ''}
          returnFocus={() => buttons.current.get(open.spec.action) ?? null}
          onFinished={finished}
          onClose={close}
        >
          {open.spec.choice && (
            <Field.Root mt="4" required>
              <Field.Label htmlFor={choiceId}>{open.spec.choice.label}</Field.Label>
              <SelectControl
                id={choiceId}
                options={open.spec.choice.options}
                placeholder={open.spec.choice.placeholder}
                value={open.choice}
                onChange={(event) => choose(event.currentTarget.value)}
              />
            </Field.Root>
          )}
        </FetcherConfirmDialog>
      )}
    </>
  );
}
