import { SiteLink } from '@/components/ui/site-link';
import { SCROLL_TOP_THRESHOLD_PX } from '#content/constants';
import { footerActions } from '#content/routes';
import { ArrowUpIcon } from '@/components/icons/glyphs/arrow-up-icon';
import { HomeIcon } from '@/components/icons/glyphs/home-icon';
import { cn } from '@/lib/cn';
import { scrollBehavior } from '@/lib/motion';
import { useScrolledPast } from '@/lib/use-scroll-past';

const roundButton =
  'fixed left-4 z-30 flex size-12 items-center justify-center rounded-full text-xl shadow-lg transition-colors sm:left-6';

/** The fixed Home button of every page except home. */
export function HomeButton() {
  return (
    <SiteLink
      to="/"
      aria-label={footerActions.homeButtonLabel}
      className={cn(roundButton, 'bottom-4 bg-navy-900 text-white ring-1 ring-white/20 hover:bg-navy-700 sm:bottom-6')}
    >
      <HomeIcon />
    </SiteLink>
  );
}

/** Appears once the page is scrolled past the threshold; sits above the Home button when there is one. */
export function ScrollToTopButton({ aboveHomeButton }: { aboveHomeButton: boolean }) {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={footerActions.scrollTopLabel}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className={cn(
        roundButton,
        'bg-teal-400 text-navy-950 hover:bg-teal-300',
        aboveHomeButton ? 'bottom-20 sm:bottom-22' : 'bottom-4 sm:bottom-6',
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
