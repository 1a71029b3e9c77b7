import type { HomeSection } from '#content/routes';
import { scrollBehavior } from '@/lib/motion';

/**
 * Scrolls to a section by element id and moves keyboard focus there too, so the next Tab continues
 * from the section rather than from the menu. False when the section is not on this page.
 */
export function scrollToSection(section: HomeSection | string): boolean {
  const element = document.getElementById(section);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/** Home-page URL of a section, for links from other pages: '/#contact'. */
export function sectionHref(section: HomeSection): string {
  return `/#${section}`;
}
