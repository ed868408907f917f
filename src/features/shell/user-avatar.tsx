import { Avatar } from '@chakra-ui/react';
import { initials } from '@/lib/initials';

export interface UserAvatarProps {
  fullName: string;
  imageUrl?: string | null;
  size?: Avatar.RootProps['size'];
}

/** The avatar image, with the initials underneath until (or unless) it loads. */
export function UserAvatar({ fullName, imageUrl, size = 'sm' }: UserAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="wine" aria-hidden="true">
      <Avatar.Fallback>{initials(fullName)}</Avatar.Fallback>
      {imageUrl && <Avatar.Image src={imageUrl} alt="" />}
    </Avatar.Root>
  );
}
