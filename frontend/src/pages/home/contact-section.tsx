import type { ComponentType, SVGProps } from 'react';
import { agency, formatAddress } from '#content/agency';
import { contactForm } from '#content/forms';
import { ClockIcon } from '@/components/icons/glyphs/clock-icon';
import { MailIcon } from '@/components/icons/glyphs/mail-icon';
import { MapPinIcon } from '@/components/icons/glyphs/map-pin-icon';
import { PhoneIcon } from '@/components/icons/glyphs/phone-icon';
import { WhatsAppIcon } from '@/components/icons/glyphs/whatsapp-icon';
import { Container, SectionHeading } from '@/components/ui/layout';
import { island } from '@/components/island';
import { ContactForm as ContactFormComponent } from '@/features/contact/contact-form';

// An island: the only part of this section that hydrates (app/island-registry.ts).
const ContactForm = island('contact-form', ContactFormComponent);

type Detail = { label: string; icon: ComponentType<SVGProps<SVGSVGElement>>; value: string; href?: string; newTab?: boolean };

const labels = contactForm.detailsLabels;
const details: Detail[] = [
  { label: labels.email, icon: MailIcon, value: agency.email, href: `mailto:${agency.email}` },
  { label: labels.phone, icon: PhoneIcon, value: agency.phone.display, href: agency.phone.href },
  { label: labels.hours, icon: ClockIcon, value: agency.businessHours.display },
  { label: labels.whatsapp, icon: WhatsAppIcon, value: contactForm.whatsappLinkLabel, href: agency.whatsappUrl, newTab: true },
  { label: labels.address, icon: MapPinIcon, value: formatAddress() },
];

/** The contact details panel: email, phone, hours, WhatsApp and address. */
export function ContactDetailsPanel() {
  return (
    // A labelled section (region), not an <aside>: a complementary landmark may not sit inside <main>.
    <section aria-labelledby="contact-details-heading" className="rounded-3xl bg-navy-950 p-8 text-white sm:p-10">
      <h3 id="contact-details-heading" className="text-2xl font-bold">
        {contactForm.detailsHeading}
      </h3>
      <dl className="mt-8 space-y-6">
        {details.map(({ label, icon: Icon, value, href, newTab }) => (
          // A <dl> row may hold only <dt> and <dd>, so the icon sits inside the <dt>, placed beside both.
          <div key={label} className="relative min-h-11 pl-15">
            <dt className="text-xs font-bold uppercase tracking-[0.15em] text-teal-200">
              <span className="absolute left-0 top-0 flex size-11 items-center justify-center rounded-xl bg-teal-400/15 text-xl text-teal-300">
                <Icon />
              </span>
              {label}
            </dt>
              <dd className="mt-1 break-words text-navy-50">
                {href ? (
                  <a
                    href={href}
                    className="font-semibold underline decoration-teal-300/50 underline-offset-4 hover:text-teal-200"
                    {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {value}
                    {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
                  </a>
                ) : (
                  value
                )}
              </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ContactSection() {
  return (
    <section id={contactForm.id} aria-labelledby="contact-heading" className="bg-navy-50 py-20 sm:py-28">
      <Container>
        <SectionHeading eyebrow="Contact" title={contactForm.heading} intro={contactForm.intro} id="contact-heading" />
        <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ContactDetailsPanel />
          <div className="min-w-0">
            <ContactForm variant="standard" />
          </div>
        </div>
      </Container>
    </section>
  );
}
