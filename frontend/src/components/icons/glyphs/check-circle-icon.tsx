import { Icon, type IconProps } from '@/components/icons/icon';

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M22 11.1V12a10 10 0 1 1-5.9-9.1" />
    <path d="M22 4 12 14l-3-3" />
  </Icon>
);
