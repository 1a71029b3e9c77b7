// The home page's "Our Team" section. The people are the agency profile's directors (agency.ts);
// this module holds only the section's own texts.

import { agency, type Director } from './agency.ts';

export type TeamMember = Director;

export const teamSection = {
  id: 'team',
  heading: 'Our Team',
  intro:
    'Two accounting and finance specialists who know the Irish market from the inside, ' +
    'and who answer their own phones.',
} as const;

export const teamMembers: readonly TeamMember[] = agency.directors;

/** Splits a bio into its paragraphs (blank-line separated), trimmed, empty ones dropped. */
export function bioParagraphs(bio: string): string[] {
  return bio
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** 'Seán de Paor' -> 'SP': the monogram a director's card shows until the profile has a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => word[0]!.toLocaleUpperCase('en-IE')).join('');
}
