import { SiteLink } from '@/components/ui/site-link';
import { agency, formatAddress } from '#content/agency';
import { footerActions, footerGroupTitles, footerLinks, type FooterGroup } from '#content/routes';
import { BrandLogo } from '@/components/layout/brand-logo';
import { NavTargetLink } from '@/components/layout/nav-target-link';
import { SocialLinks } from '@/components/layout/social-links';
import { BriefcaseIcon } from '@/components/icons/glyphs/briefcase-icon';
import { MailIcon } from '@/components/icons/glyphs/mail-icon';
import { PhoneIcon } from '@/components/icons/glyphs/phone-icon';
import { island } from '@/components/island';
import { CopyrightNotice } from '@/components/layout/copyright-notice';

const groups = Object.keys(footerGroupTitles) as FooterGroup[];

// Its own small island (its own module, so the browser loads nothing else of the footer): the rest of
// the footer is links and never hydrates.
const Copyright = island('copyright', CopyrightNotice);

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto max-w-7xl px-4 pb-28 pt-16 sm:px-6 lg:px-8 margins:pb-10">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-6">
            <BrandLogo />
            <p className="max-w-sm text-sm leading-relaxed text-navy-200">{agency.operatingModel}</p>
            <div className="flex flex-wrap gap-3">
              <NavTargetLink
                target={footerActions.browseJobs.target}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-teal-400 px-5 text-sm font-bold text-navy-950 hover:bg-teal-300"
              >
                <BriefcaseIcon />
                {footerActions.browseJobs.label}
              </NavTargetLink>
              <NavTargetLink
                target={footerActions.submitCv.target}
                className="inline-flex min-h-11 items-center rounded-full border border-white/30 px-5 text-sm font-bold text-white hover:border-teal-300 hover:text-teal-200"
              >
                {footerActions.submitCv.label}
              </NavTargetLink>
            </div>
            <ul className="space-y-2 text-sm">
              <li>
                <a href={`mailto:${agency.email}`} className="inline-flex items-center gap-2 hover:text-teal-200">
                  <MailIcon className="text-teal-300" />
                  {agency.email}
                </a>
              </li>
              <li>
                <a href={agency.phone.href} className="inline-flex items-center gap-2 hover:text-teal-200">
                  <PhoneIcon className="text-teal-300" />
                  {agency.phone.display}
                </a>
              </li>
            </ul>
            <SocialLinks />
          </div>
          <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3">
            {groups.map((group) => (
              <div key={group}>
                <h2 className="text-sm font-bold uppercase tracking-[0.15em] text-teal-300">{footerGroupTitles[group]}</h2>
                <ul className="mt-4 space-y-1">
                  {footerLinks
                    .filter((link) => link.group === group)
                    .map((link) => (
                      <li key={link.path}>
                        <SiteLink to={link.path} className="inline-flex min-h-9 items-center text-sm text-navy-100 hover:text-white hover:underline">
                          {link.label}
                        </SiteLink>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <Copyright />
          <p>{formatAddress()}</p>
        </div>
      </div>
    </footer>
  );
}
