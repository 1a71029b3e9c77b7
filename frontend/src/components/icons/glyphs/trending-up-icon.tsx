import { Icon, type IconProps } from '@/components/icons/icon';

export const TrendingUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m22 7-8.5 8.5-5-5L2 17" />
    <path d="M16 7h6v6" />
  </Icon>
);
