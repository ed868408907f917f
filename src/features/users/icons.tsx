import { SvgIcon } from '@/components/ui/svg-icon';

export function UsersIcon() {
  return (
    <SvgIcon size={24}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.7" />
    </SvgIcon>
  );
}
