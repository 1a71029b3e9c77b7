import { Icon, type IconProps } from '@/components/icons/icon';

export const ZapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 2 3 14h9l-1 8 10-12h-9z" />
  </Icon>
);
