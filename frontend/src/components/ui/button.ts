import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outline-light' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-400 text-navy-950 shadow-sm hover:bg-teal-300',
  secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-700',
  outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
  'outline-light': 'border-2 border-white/60 text-white hover:border-white hover:bg-white/10',
  ghost: 'text-navy-800 hover:bg-navy-50',
};

/** Class names of the site's buttons, for <button>, <a> and <Link> alike. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-sm font-bold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );
}
