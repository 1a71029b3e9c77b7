import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/components/ui/site-link';
import { HomeIcon } from '@/components/icons/glyphs/home-icon';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Container, Eyebrow } from '@/components/ui/layout';
import { cn } from '@/lib/cn';
import { normalisePathname } from '@/lib/pathname';

/**
 * The site's own illustrations (public/images/illustrations/*.svg, drawn for it in the brand's navy
 * and teal) where a photograph would go, one theme per group of pages. Decorative: a CSS background
 * (hidden from assistive technology), applied only from the lg breakpoint by the stylesheet, so a phone
 * never fetches it, not even in a style pass Chromium runs before the stylesheet has arrived (an inline
 * background-image was fetched then, when `hidden` did not yet apply).
 */
const illustrationByPath: Readonly<Record<string, string>> = {
  '/candidates': 'career',
  '/interview-preparation': 'career',
  '/employers': 'hiring',
  '/recruitment-solutions': 'hiring',
  '/our-fees': 'insight',
  '/salary-guide': 'insight',
  '/market-trends': 'insight',
  '/aca-info': 'study',
  '/acca-info': 'study',
  '/cima-info': 'study',
  '/cta-info': 'study',
  '/aca-acca-info': 'study',
  '/ai-assistant': 'assistant',
  '/privacy-policy': 'document',
  '/cookies-policy': 'document',
  '/terms-of-service': 'document',
  '/employment-agency-license': 'document',
};

function illustrationFor(pathname: string): string {
  return illustrationByPath[pathname] ?? (pathname.startsWith('/job-application/') ? 'career' : 'hiring');
}

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Pages without the site header need less room at the top. */
  headerHidden?: boolean;
};

/** The dark banner that opens every sub-page, holding its one <h1>. */
export function PageHero({ eyebrow, title, intro, children, headerHidden = false }: PageHeroProps) {
  const illustration = illustrationFor(normalisePathname(useLocation().pathname));
  return (
    <div className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(63,95,143,0.5),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[url('/images/grid.svg')] bg-[length:48px_48px] opacity-[0.07]" />
      {headerHidden ? (
        // Pages without the site header keep the brand and a way home at the top.
        <Container className="flex items-center justify-between gap-4 pt-5">
          <BrandLogo />
          <SiteLink to="/" className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold text-white hover:bg-white/10">
            <HomeIcon />
            Home
          </SiteLink>
        </Container>
      ) : null}
      <Container className={cn('relative pb-14 sm:pb-20', headerHidden ? 'pt-12 sm:pt-16' : 'pt-32 sm:pt-40')}>
        <div
          aria-hidden="true"
          data-illustration={illustration}
          // Fitted between the header's room and the hero's bottom, so a short hero shrinks it rather than cut it.
          className={cn(
            'absolute bottom-8 right-8 hidden w-[22rem] bg-contain bg-right bg-no-repeat lg:block lg:bg-(image:--hero-picture) xl:w-[26rem]',
            headerHidden ? 'top-6' : 'top-28',
          )}
          style={{ '--hero-picture': `url(/images/illustrations/${illustration}.svg)` } as CSSProperties}
        />
        <div className="relative max-w-3xl lg:max-w-[calc(100%-24rem)] xl:max-w-3xl">
          {eyebrow ? <Eyebrow tone="light">{eyebrow}</Eyebrow> : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {intro ? <div className="mt-5 text-lg leading-relaxed text-pretty text-navy-100">{intro}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
    </div>
  );
}
