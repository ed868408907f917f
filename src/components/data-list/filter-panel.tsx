import { Button, Flex } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '@/theme/system';
import { t } from '@/lib/i18n';
import { formatNumber } from '@/lib/locale';

export interface FilterPanelProps {
  /** How many of the filters inside are set (the search is not one of them). */
  activeCount: number;
  children: ReactNode;
}

/**
 * A list's filters: in the toolbar's row from the tablet width up; on a phone behind a "Filters"
 * button that says how many are set, so the first rows are not a screen and a half away. The
 * filters stay mounted either way (their state lives in the URL).
 */
export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        hideFrom="md"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {activeCount > 0
          ? t('list.filters.active', { count: activeCount, n: formatNumber(activeCount) })
          : t('list.filters.button')}
      </Button>
      {/* From the tablet width up the panel is no box at all: the filters sit in the toolbar's row. */}
      <Flex
        id={id}
        display={{ base: 'contents', mdDown: open ? 'flex' : 'none' }}
        gap="3"
        wrap="wrap"
        align="flex-end"
        w={{ mdDown: 'full' }}
        css={{ [`@media (max-width: ${BREAKPOINTS.md - 0.02}px)`]: { '& > *': { flex: '1 1 100%' } } }}
      >
        {children}
      </Flex>
    </>
  );
}
