import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';

/**
 * Whether the element scrolls sideways (its table is wider than the screen has room for): such a
 * region must be reachable from the keyboard, or its hidden columns are out of a keyboard user's reach.
 */
function useScrollsSideways() {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    // The observer reports once at the start, then on every change of the frame's or the table's size.
    const observer = new ResizeObserver(() => setScrolls(node.scrollWidth > node.clientWidth + 1));
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [node]);
  return [scrolls, setNode] as const;
}

/**
 * A table's frame: bordered, and, when the table is wider than the room it has, a named region that
 * takes keyboard focus so its columns can be scrolled into view with the arrow keys.
 */
export function TableScrollArea({ label, children, ...props }: TableScrollAreaProps & { label: string }) {
  const [scrollsSideways, observe] = useScrollsSideways();
  const focusable = scrollsSideways
    ? { tabIndex: 0, role: 'region', 'aria-label': t('list.table.scrollsSideways', { label }) }
    : {};
  return (
    <Table.ScrollArea
      ref={observe}
      {...focusable}
      focusVisibleRing="outside"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      {...props}
    >
      {children}
    </Table.ScrollArea>
  );
}
