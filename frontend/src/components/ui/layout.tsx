import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** Small uppercase label above a heading. */
export function Eyebrow({ children, tone = 'teal' }: { children: ReactNode; tone?: 'teal' | 'light' }) {
  return (
    <p
      className={cn(
        'text-xs font-bold uppercase tracking-[0.2em]',
        tone === 'teal' ? 'text-teal-700' : 'text-teal-200',
      )}
    >
      {children}
    </p>
  );
}

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
  tone?: 'dark' | 'light';
  id?: string;
  as?: 'h2' | 'h3';
};

/** Heading block of a page section: optional eyebrow, the heading and an intro line. */
export function SectionHeading({ eyebrow, title, intro, align = 'left', tone = 'dark', id, as: Heading = 'h2' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <Eyebrow tone={tone === 'dark' ? 'teal' : 'light'}>{eyebrow}</Eyebrow> : null}
      <Heading
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={cn('mt-4 text-lg leading-relaxed text-pretty', tone === 'dark' ? 'text-slate-700' : 'text-navy-100')}>{intro}</p>
      ) : null}
    </div>
  );
}

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('rounded-2xl border border-navy-100 bg-white p-6 shadow-sm', className)}>{children}</div>;
}
