import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/components/ui/site-link';
import { sectionPath, type NavTarget } from '#content/routes';
import { scrollToSection } from '@/lib/sections';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  target: NavTarget;
  children: ReactNode;
};

/**
 * A menu or footer link: a route, or a home-page section that scrolls smoothly on the home page and
 * goes to '/#section' from anywhere else.
 */
export function NavTargetLink({ target, children, onClick, ...rest }: Props) {
  const { pathname } = useLocation();
  if (target.kind === 'route') {
    if (target.newTab) {
      return (
        <a href={target.path} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
          {children}
        </a>
      );
    }
    return (
      <SiteLink to={target.path} onClick={onClick} {...rest}>
        {children}
      </SiteLink>
    );
  }
  if (pathname === '/') {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (scrollToSection(target.section)) event.preventDefault();
    };
    return (
      <a href={`#${target.section}`} onClick={handleClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={sectionPath(target.section)} onClick={onClick} {...rest}>
      {children}
    </SiteLink>
  );
}
