import { agency } from '#content/agency';
import type { PagePath } from '#content/routes';

/** Where the assistant sends visitors for anything it cannot answer (the contact page). */
export const CONTACT_PAGE_PATH: PagePath = '/contact';

export function handoff(lead = 'Our team will be glad to help'): string {
  return (
    `${lead}: use our contact page (${CONTACT_PAGE_PATH}), email ${agency.email} or call ${agency.phone.display} ` +
    `(${agency.businessHours.display}).`
  );
}

export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export function paragraphs(...parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join('\n\n');
}

/** 'a Financial Controller', 'an Internal Auditor'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) && !/^(us|uni|eu)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a salary guide row reads in a sentence: audit rows are named by one word ('Manager'). */
export function roleName(lookup: { readonly tableId: string; readonly position: string }): string {
  return lookup.tableId === 'audit' ? `Audit ${lookup.position}` : lookup.position;
}
