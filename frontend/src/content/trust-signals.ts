// The agency's trust signals as the site shows them: figures from the agency profile (agency.ts),
// worded once here for the home page, /employers and /candidates (and anyone else who quotes them).

import { agency, type HttpsUrl, type TrustSignals } from './agency.ts';
import { formatIrishLongDate } from './format.ts';

export type TrustSignalItem = {
  readonly id: 'placements' | 'response-time' | 'reviews' | 'memberships';
  /** The figure, large: '250+', '4 hours', '4.9/5', 'Member'. */
  readonly figure: string;
  readonly label: string;
  readonly note?: string;
  readonly links: readonly { readonly label: string; readonly href: HttpsUrl }[];
};

export const trustSignalsSection = {
  heading: 'Our track record',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 4.9 -> '4.9/5'; 5 -> '5.0/5'. */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)}/5`;
}

export function trustSignalItems(signals: TrustSignals = agency.trustSignals): TrustSignalItem[] {
  const { placementsMade, typicalResponseHours, reviews, memberships } = signals;
  const items: TrustSignalItem[] = [
    {
      id: 'placements',
      figure: `${placementsMade.count}+`,
      label: 'Accounting and finance professionals placed',
      note: `As of ${formatIrishLongDate(placementsMade.asOf)}`,
      links: [],
    },
    {
      id: 'response-time',
      figure: plural(typicalResponseHours, 'hour', 'hours'),
      label: 'Typical time to a personal reply',
      note: 'On working days, from a recruiter, not a bot',
      links: [],
    },
    {
      id: 'reviews',
      figure: formatRating(reviews.rating),
      label: `Average rating from ${plural(reviews.count, 'review', 'reviews')}`,
      links: [{ label: `Read our ${reviews.source}`, href: reviews.url }],
    },
  ];
  if (memberships.length > 0) {
    items.push({
      id: 'memberships',
      figure: 'Member',
      label: memberships.length === 1 ? 'Professional membership' : 'Professional memberships',
      links: memberships.map((membership) => ({ label: membership.name, href: membership.url })),
    });
  }
  return items;
}
