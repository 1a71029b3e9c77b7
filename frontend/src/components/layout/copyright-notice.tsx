import { siteChrome } from '#content/site-chrome';
import { useVisitorDay } from '@/components/visitor-day';

/** The year of the visitor's day, not only of the build: a page built in December stays right in January. */
export function CopyrightNotice() {
  const copyrightDay = useVisitorDay();
  return <p {...copyrightDay.anchorProps}>{siteChrome.copyright(Number(copyrightDay.day.slice(0, 4)))}</p>;
}
