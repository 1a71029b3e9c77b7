import { agency } from '#content/agency';
import { notFoundPage } from '#content/messages';
import { candidatesMenu, employersMenu, headerNavigation } from '#content/routes';
import { MailIcon } from '@/components/icons/glyphs/mail-icon';
import { PhoneIcon } from '@/components/icons/glyphs/phone-icon';
import { NavTargetLink } from '@/components/layout/nav-target-link';
import { buttonClass } from '@/components/ui/button';
import { island } from '@/components/island';
import { Container } from '@/components/ui/layout';
import { SiteLink } from '@/components/ui/site-link';
import { NotFoundLogger as NotFoundLoggerComponent } from '@/pages/not-found/not-found-logger';

const NotFoundLogger = island('not-found-logger', NotFoundLoggerComponent);

const linkClass = 'inline-flex min-h-10 items-center font-semibold text-teal-800 underline-offset-4 hover:underline';

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-heading" className="bg-navy-50 pb-20 pt-32 sm:pt-40">
      <NotFoundLogger />
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">{notFoundPage.heading}</p>
            <h1 id="not-found-heading" className="mt-4 text-2xl font-bold text-navy-800 sm:text-3xl">
              {notFoundPage.message}
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">{notFoundPage.intro}</p>
            <SiteLink to="/" className={buttonClass('secondary', 'mt-8 px-7')}>
              {notFoundPage.homeLinkLabel}
            </SiteLink>
          </div>
          {/* Decorative: the site's own illustration of a lost ledger line. */}
          <img src="/images/illustrations/lost.svg" alt="" aria-hidden="true" width={480} height={360} className="mx-auto hidden w-full max-w-md sm:block" />
        </div>

        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {[candidatesMenu, employersMenu].map((menu) => (
            <nav key={menu.label} aria-labelledby={`not-found-${menu.label}`} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100">
              <h2 id={`not-found-${menu.label}`} className="text-xs font-bold uppercase tracking-[0.2em] text-teal-700">
                {menu.mobileLabel}
              </h2>
              <ul className="mt-3">
                {menu.items.map((item) => (
                  <li key={item.label}>
                    <NavTargetLink target={item.target} className={linkClass}>
                      {item.label}
                    </NavTargetLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="rounded-3xl bg-navy-950 p-7 text-white">
            <h2 className="text-xl font-bold">{notFoundPage.contactHeading}</h2>
            <p className="mt-2 text-navy-100">{notFoundPage.contactText}</p>
            <NavTargetLink target={headerNavigation.contactButton.target} className={buttonClass('primary', 'mt-6 px-7')}>
              {notFoundPage.contactLinkLabel}
            </NavTargetLink>
            <ul className="mt-6 space-y-2 text-navy-50">
              <li>
                <a href={agency.phone.href} className="inline-flex min-h-10 items-center gap-2 hover:text-teal-200">
                  <PhoneIcon className="text-teal-300" />
                  {agency.phone.display}
                </a>
              </li>
              <li>
                <a href={`mailto:${agency.email}`} className="inline-flex min-h-10 items-center gap-2 hover:text-teal-200">
                  <MailIcon className="text-teal-300" />
                  {agency.email}
                </a>
              </li>
            </ul>
            <p className="mt-3 text-sm text-navy-200">{agency.businessHours.display}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
