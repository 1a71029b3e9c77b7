import { SiteLink } from '@/components/ui/site-link';
import { SCROLL_TOP_THRESHOLD_PX } from '#content/constants';
import { siteChrome } from '#content/site-chrome';
import { ArrowUpIcon } from '@/components/icons/glyphs/arrow-up-icon';
import { HomeIcon } from '@/components/icons/glyphs/home-icon';
import { cn } from '@/lib/cn';
import { scrollBehavior } from '@/lib/motion';
import { useScrolledPast } from '@/lib/use-scroll-past';

// Where the side margins are too narrow for them the buttons sit in the bottom dock (`.floating-dock`,
// styles/app.css), an opaque bar the page reserves room for, so they never lie over content; where
// they fit (the `margins` variant: 1408 px, or 1536 px on pages with Aine's wider launcher) they float
// in the page's side margins, clear of the 80rem content column.
const roundButton = 'fixed z-30 flex size-12 items-center justify-center rounded-full text-xl shadow-lg transition-colors';

/** The fixed Home button of every page except home. */
export function HomeButton() {
  return (
    <SiteLink
      to="/"
      aria-label={siteChrome.homeButtonLabel}
      className={cn(roundButton, 'bottom-3 left-4 bg-navy-900 text-white ring-1 ring-white/20 hover:bg-navy-700 margins:bottom-6 margins:left-6')}
    >
      <HomeIcon />
    </SiteLink>
  );
}

/** Appears once the page is scrolled past the threshold; beside the Home button in the dock, above it in the margin. */
export function ScrollToTopButton({ aboveHomeButton }: { aboveHomeButton: boolean }) {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={siteChrome.scrollTopLabel}
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
      className={cn(
        roundButton,
        'bg-teal-400 text-navy-950 hover:bg-teal-300',
        aboveHomeButton ? 'bottom-3 left-20 margins:bottom-22 margins:left-6' : 'bottom-3 left-4 margins:bottom-6 margins:left-6',
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
