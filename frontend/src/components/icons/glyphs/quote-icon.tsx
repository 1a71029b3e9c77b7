import { Icon, type IconProps } from '@/components/icons/icon';

export const QuoteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 21c3 0 7-1 7-8V5c0-1.3-.8-2-2-2H4c-1.3 0-2 .7-2 2v6c0 1.2.7 2 2 2 1 0 1 0 1 1v1c0 1-1 2-2 2s-1 0-1 1v3c0 1 0 1 1 1zM15 21c3 0 7-1 7-8V5c0-1.3-.8-2-2-2h-4c-1.3 0-2 .7-2 2v6c0 1.2.7 2 2 2h.8c0 2.3-.8 4-2.8 4-1 0-1 0-1 1v3c0 1 0 1 1 1z" />
  </Icon>
);
