import { Icon, type IconProps } from '@/components/icons/icon';

export const AwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1" />
  </Icon>
);
