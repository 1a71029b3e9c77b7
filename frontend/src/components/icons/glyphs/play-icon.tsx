import { Icon, type IconProps } from '@/components/icons/icon';

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 3 14 9-14 9z" />
  </Icon>
);
