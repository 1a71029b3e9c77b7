import { contactForm } from '#content/forms';
import { Container, SectionHeading } from '@/components/ui/layout';
import { island } from '@/components/island';
import { ContactForm as ContactFormComponent } from '@/features/contact/contact-form';
import { ContactDetailsPanel } from '@/pages/home/contact-section';

// An island: the only part of this section that hydrates (app/island-registry.ts).
const ContactForm = island('contact-form', ContactFormComponent);

/** The employer (partner) enquiry form beside the contact details, on the employer pages. */
export function PartnerFormSection({ heading }: { heading: string }) {
  return (
    <section id="partner-form" aria-labelledby="partner-form-heading" className="bg-navy-50 py-20 sm:py-24">
      <Container>
        <SectionHeading title={heading} intro={contactForm.partnerIntro} id="partner-form-heading" />
        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <ContactForm variant="partner" />
          </div>
          <ContactDetailsPanel />
        </div>
      </Container>
    </section>
  );
}
