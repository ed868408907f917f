import { SvgIcon } from '@/components/ui/svg-icon';

/** ↑ / ↓ for the sorted column, a faint ↕ for the others. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <SvgIcon size={14}><path d="M12 19V5M5 12l7-7 7 7" /></SvgIcon>;
  if (direction === 'desc') return <SvgIcon size={14}><path d="M12 5v14M19 12l-7 7-7-7" /></SvgIcon>;
  return <SvgIcon size={14}><path d="M8 9l4-4 4 4M16 15l-4 4-4-4" /></SvgIcon>;
}

export function MoreIcon() {
  return (
    <SvgIcon size={16}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </SvgIcon>
  );
}

export function SearchIcon() {
  return (
    <SvgIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </SvgIcon>
  );
}
