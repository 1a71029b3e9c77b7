import { Icon, type IconProps } from '@/components/icons/icon';

export const TikTokIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16 3c.4 2.6 2 4.3 4.5 4.5v3.6c-1.7 0-3.2-.5-4.5-1.4V16a6 6 0 1 1-6-6h.5v3.6H10a2.4 2.4 0 1 0 2.4 2.4V3z" />
  </Icon>
);
