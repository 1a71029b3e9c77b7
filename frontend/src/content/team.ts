// Team members shown in the home page's "Our Team" section. Names and bios are fictional.

export type TeamMember = {
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  /** Paragraphs separated by a blank line; render with `bioParagraphs`. */
  readonly bio: string;
  readonly specialties: readonly string[];
  readonly imageSrc: string;
  readonly linkedinUrl: string;
};

export const teamSection = {
  id: 'team',
  heading: 'Our Team',
  intro:
    'Two accounting and finance specialists who know the Irish market from the inside, ' +
    'and who answer their own phones.',
} as const;

export const teamMembers = [
  {
    slug: 'niamh-gallagher',
    name: 'Niamh Gallagher',
    role: 'Managing Director',
    bio: `Niamh co-founded the agency after eight years in audit and financial reporting, first in a Big 4 practice in Dublin and then as a financial controller in a multinational shared-services centre. She holds a postgraduate degree in accounting from a Dublin university and knows from experience what finance teams need from a new hire.

She leads the agency's work with qualified accountants and senior finance appointments, from newly qualified ACA, ACCA and CIMA members to financial controllers and finance directors.

Outside work Niamh mentors accounting students preparing for their professional exams, which keeps her close to the questions candidates really ask.`,
    specialties: [],
    imageSrc: '/images/team/niamh-gallagher.svg',
    linkedinUrl: 'https://www.linkedin.com/in/niamh-gallagher-example',
  },
  {
    slug: 'conor-byrne',
    name: 'Conor Byrne',
    role: 'Director - Client Services',
    bio: `Conor co-founded the agency with a postgraduate degree in human resource management from a Dublin university and a decade of talent acquisition experience in financial services and technology companies.

He works with employers across Ireland to define roles precisely, agree realistic salary bands and run hiring processes that respect everyone's time. Clients know him for straight answers and quick turnarounds.

Conor also looks after the agency's candidate experience, making sure every applicant hears back and every interview comes with proper preparation.`,
    specialties: [],
    imageSrc: '/images/team/conor-byrne.svg',
    linkedinUrl: 'https://www.linkedin.com/in/conor-byrne-example',
  },
] as const satisfies readonly TeamMember[];

/** Splits a bio into its paragraphs (blank-line separated), trimmed, empty ones dropped. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
