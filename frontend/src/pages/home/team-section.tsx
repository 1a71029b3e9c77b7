import { bioParagraphs, initials, teamMembers, teamSection, type TeamMember } from '#content/team';
import { LinkedInIcon } from '@/components/icons/glyphs/linkedin-icon';
import { Container, SectionHeading } from '@/components/ui/layout';
import { Reveal } from '@/components/ui/reveal';

/**
 * The director's photograph from the agency profile or, until the agency adds one, a monogram tile
 * with their initials: a neutral stand-in that does not pretend to be a likeness.
 */
function DirectorPortrait({ member }: { member: TeamMember }) {
  if (member.imageSrc) {
    return (
      <img
        src={member.imageSrc}
        alt={`Portrait of ${member.name}`}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="size-24 shrink-0 rounded-2xl bg-navy-100 object-cover"
      />
    );
  }
  return (
    <svg viewBox="0 0 96 96" width={96} height={96} aria-hidden="true" className="size-24 shrink-0 rounded-2xl" data-testid="director-monogram">
      <rect width="96" height="96" rx="16" className="fill-navy-900" />
      <rect x="6" y="6" width="84" height="84" rx="12" fill="none" strokeWidth="1.5" className="stroke-teal-400/60" />
      <text x="48" y="50" textAnchor="middle" dominantBaseline="central" fontSize="34" fontWeight="700" letterSpacing="2" className="fill-white">
        {initials(member.name)}
      </text>
    </svg>
  );
}

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
                  <DirectorPortrait member={member} />
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
