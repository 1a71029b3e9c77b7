import { bioParagraphs, teamMembers, teamSection } from '#content/team';
import { LinkedInIcon } from '@/components/icons/glyphs/linkedin-icon';
import { Container, SectionHeading } from '@/components/ui/layout';
import { Reveal } from '@/components/ui/reveal';

export function TeamSection() {
  return (
    <section id={teamSection.id} aria-labelledby="team-heading" className="bg-white py-20 sm:py-28">
      <Container>
        <Reveal>
          <SectionHeading eyebrow="Our People" title={teamSection.heading} intro={teamSection.intro} id="team-heading" align="center" />
        </Reveal>
        <ul className="mt-14 grid gap-8 lg:grid-cols-2">
          {teamMembers.map((member, index) => (
            <Reveal as="li" key={member.slug} delay={index * 120}>
              <article className="flex h-full flex-col rounded-3xl border border-navy-100 bg-navy-50/40 p-7 sm:p-9">
                <div className="flex items-center gap-5">
                  <img
                    src={member.imageSrc}
                    alt={`Portrait of ${member.name}`}
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="size-24 shrink-0 rounded-2xl bg-navy-100 object-cover"
                  />
                  <div>
                    <h3 className="text-xl font-bold text-navy-900">{member.name}</h3>
                    <p className="mt-1 font-semibold text-teal-700">{member.role}</p>
                    <a
                      href={member.linkedinUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-3 inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-navy-700 hover:text-teal-700"
                    >
                      <LinkedInIcon />
                      LinkedIn
                      <span className="sr-only">profile of {member.name} (opens in a new tab)</span>
                    </a>
                  </div>
                </div>
                <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
                  {bioParagraphs(member.bio).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </article>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
