import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { moveColumn, showColumn, type ColumnsControl } from './column-choice';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { ListPopover } from './list-popover';
import { NativeCheckbox } from './selection-controls';
import { t } from '@/lib/i18n';

export interface ColumnsMenuProps<Id extends string> {
  /** Every column, the first (the row's name) included. */
  columns: readonly { field: Id; label: string }[];
  control: ColumnsControl<Id>;
}

/**
 * The Columns button above a list: a popover listing every column with a checkbox to show or hide
 * it and buttons to move it, plus a reset to the defaults for the screen's width. The first column
 * names the row and stays.
 */
export function ColumnsMenu<Id extends string>({ columns, control }: ColumnsMenuProps<Id>) {
  const [first, ...rest] = columns;
  const { choice, set } = control;
  const byId = new Map(rest.map((c) => [c.field, c]));
  const prefix = useId();
  return (
    <ListPopover
      label={t('list.columns.button')}
      title={t('list.columns.title')}
      closeLabel={t('list.columns.close')}
      width="72"
    >
      <Stack as="ul" gap="1" mt="3" listStyleType="none" aria-label={t('list.columns.order')}>
        {first && (
          <Flex as="li" align="center" gap="2" minH="8">
            <NativeCheckbox
              type="checkbox"
              checked
              disabled
              aria-describedby={`${prefix}-note`}
              id={`${prefix}-${first.field}`}
            />
            <label htmlFor={`${prefix}-${first.field}`}>{first.label}</label>
            <Text id={`${prefix}-note`} fontSize="xs" color="fg.muted" ms="auto">
              {t('list.columns.alwaysFirst')}
            </Text>
          </Flex>
        )}
        {choice.order.map((id, index) => {
          const column = byId.get(id);
          if (!column) return null;
          const inputId = `${prefix}-${id}`;
          return (
            <Flex as="li" key={id} align="center" gap="2" minH="8">
              <NativeCheckbox
                type="checkbox"
                id={inputId}
                checked={!choice.hidden.includes(id)}
                onChange={(event) => set(showColumn(choice, id, event.currentTarget.checked))}
              />
              <label htmlFor={inputId}>{column.label}</label>
              <Flex ms="auto" gap="1">
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('list.columns.moveUp', { column: column.label })}
                  disabled={index === 0}
                  onClick={() => set(moveColumn(choice, id, -1))}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('list.columns.moveDown', { column: column.label })}
                  disabled={index === choice.order.length - 1}
                  onClick={() => set(moveColumn(choice, id, 1))}
                >
                  <ArrowDownIcon />
                </IconButton>
              </Flex>
            </Flex>
          );
        })}
      </Stack>
      <Button size="xs" variant="ghost" mt="3" onClick={control.reset} disabled={!control.chosen}>
        {t('list.columns.reset')}
      </Button>
    </ListPopover>
  );
}
