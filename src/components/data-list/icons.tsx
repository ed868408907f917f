import { SvgIcon } from '@/components/ui/svg-icon';

export const ArrowUpIcon = () => (
  <SvgIcon size={14}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </SvgIcon>
);
export const ArrowDownIcon = () => (
  <SvgIcon size={14}>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </SvgIcon>
);

/** ↑ / ↓ for the sorted column, a faint ↕ for the others. */
export function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <ArrowUpIcon />;
  if (direction === 'desc') return <ArrowDownIcon />;
  return (
    <SvgIcon size={14}>
      <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />
    </SvgIcon>
  );
}

/** The saved views' row actions: copy a link, rename, delete. */
export const LinkIcon = () => (
  <SvgIcon size={14}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </SvgIcon>
);
export const RenameIcon = () => (
  <SvgIcon size={14}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </SvgIcon>
);
export const DeleteIcon = () => (
  <SvgIcon size={14}>
    <path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </SvgIcon>
);

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
