import { SvgIcon } from '@/components/ui/svg-icon';

/** A wine glass: the empty state and the placeholder of a wine without a label image. */
export function WineGlassIcon({ size = 24 }: { size?: number }) {
  return (
    <SvgIcon size={size}>
      <path d="M8 22h8M12 15v7M7 3h10l1 5a6 6 0 0 1-12 0z" />
    </SvgIcon>
  );
}
