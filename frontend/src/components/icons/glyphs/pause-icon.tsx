import { Icon, type IconProps } from '@/components/icons/icon';

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </Icon>
);
