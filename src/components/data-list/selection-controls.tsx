import { chakra, Table } from '@chakra-ui/react';
import { memo, useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';

/**
 * A plain checkbox, not Chakra's: a page holds up to a hundred of them, and a native input costs
 * nothing to mount, keeps its keyboard behaviour and shows a mixed state (`indeterminate`).
 */
export const NativeCheckbox = chakra('input', {
  base: {
    width: '4',
    height: '4',
    flexShrink: 0,
    accentColor: 'wine.solid',
    cursor: 'pointer',
    verticalAlign: 'middle',
    _focusVisible: { outline: '2px solid', outlineColor: 'wine.focusRing', outlineOffset: '2px' },
  },
});

export interface SelectRowCellProps {
  id: string;
  /** What the row is, for the checkbox's name: "Select Barolo 2016". */
  label: string;
  checked: boolean;
  onToggle: (id: string, checked: boolean) => void;
}

/** The leading cell of a selectable row. */
export const SelectRowCell = memo(function SelectRowCell({ id, label, checked, onToggle }: SelectRowCellProps) {
  return (
    <Table.Cell w="10">
      <NativeCheckbox
        type="checkbox"
        aria-label={t('list.selection.selectRow', { label })}
        checked={checked}
        onChange={(event) => onToggle(id, event.currentTarget.checked)}
      />
    </Table.Cell>
  );
});

export interface SelectPageCheckboxProps {
  state: 'none' | 'some' | 'all';
  /** Names it: "Select every wine on this page". */
  label: string;
  disabled?: boolean;
  onToggle: (checked: boolean) => void;
}

/** The header's checkbox: ticks or unticks every row on the page; mixed when some are ticked. */
export function SelectPageCheckbox({ state, label, disabled = false, onToggle }: SelectPageCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <NativeCheckbox
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}
