import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agency, profilePlaceholders, type AgencyProfile } from '#content/agency';
import { initials, teamMembers } from '#content/team';
import { formatRating, trustSignalItems } from '#content/trust-signals';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { licencePage } from '#content/legal';

const root = join(import.meta.dirname, '..', '..', '..');

/** A profile as an agency would finish it: nothing marked, no example domain left. */
const finished: AgencyProfile = {
  ...agency,
  email: 'hello@ledgerline-recruitment.ie',
  siteOrigin: 'https://www.ledgerline-recruitment.ie',
  socialLinks: [{ network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/ledgerline-recruitment' }],
  directors: agency.directors.map((director) => ({ ...director, linkedinUrl: `https://www.linkedin.com/in/${director.slug}` })),
  placeholderFields: [],
};

describe('profilePlaceholders', () => {
  it("lists every field the repository's profile marks, with its value", () => {
    const found = profilePlaceholders();
    expect(found.map((finding) => finding.field)).toEqual([...agency.placeholderFields]);
    expect(found.every((finding) => finding.reason === 'marked as a placeholder')).toBe(true);
    expect(found.find((finding) => finding.field === 'licence.number')?.value).toBe('EA-0000');
    expect(found.find((finding) => finding.field === 'email')?.value).toBe(agency.email);
    // Objects and lists are shown as JSON, cut to a readable length.
    const directors = found.find((finding) => finding.field === 'directors')!.value;
    expect(directors.startsWith('[{"slug":"niamh-gallagher"')).toBe(true);
    expect(directors.length).toBeLessThanOrEqual(80);
  });

  it('marks the identity, contact, licence, people and track record of the fictional defaults', () => {
    expect(agency.placeholderFields).toEqual(
      expect.arrayContaining(['brandName', 'email', 'phone', 'address', 'licence.number', 'socialLinks', 'siteOrigin', 'marketDataSources', 'directors', 'trustSignals.reviews']),
    );
  });

  it('is empty for a finished profile', () => {
    expect(profilePlaceholders(finished)).toEqual([]);
  });

  it('names an unmarked value still on a reserved example domain, by its full path', () => {
    const forgotten: AgencyProfile = {
      ...finished,
      email: 'hello@ledgerline.example',
      socialLinks: [{ network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com.example.com/@ledgerline' }],
      trustSignals: { ...finished.trustSignals, memberships: [{ name: 'A body', url: 'https://members.test/ledgerline' }] },
    };
    expect(profilePlaceholders(forgotten)).toEqual([
      { field: 'email', value: 'hello@ledgerline.example', reason: 'uses a reserved example domain' },
      { field: 'socialLinks.0.url', value: 'https://www.tiktok.com.example.com/@ledgerline', reason: 'uses a reserved example domain' },
      { field: 'trustSignals.memberships.0.url', value: 'https://members.test/ledgerline', reason: 'uses a reserved example domain' },
    ]);
  });

  it('does not take real domains that merely contain "example" or "test" for reserved ones', () => {
    const lookalikes: AgencyProfile = {
      ...finished,
      email: 'hello@example-recruitment.ie',
      siteOrigin: 'https://www.testing-agency.ie',
      socialLinks: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example.agency' }],
    };
    expect(profilePlaceholders(lookalikes)).toEqual([]);
  });
});

describe('one source for the profile', () => {
  const sourceFiles = (directory: string): string[] =>
    readdirSync(join(root, directory)).flatMap((name) => {
      const path = join(directory, name);
      if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx|json|html|svg)$/.test(name) ? [path] : [];
    });
  const files = ['frontend/src', 'frontend/public', 'lambdas', 'bin', 'infra']
    .flatMap(sourceFiles)
    .filter((path) => relative('frontend/src/content/agency.ts', path) !== '');

  it('keeps its values in agency.ts only', () => {
    const values = [
      agency.email,
      agency.phone.display,
      agency.phone.e164,
      agency.licence.number,
      agency.address.streetAddress,
      agency.address.postalCode,
      ...agency.directors.map((director) => director.name),
      ...agency.socialLinks.map((link) => link.url),
    ];
    const repeats = files.flatMap((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return values.filter((value) => text.includes(value)).map((value) => `${path}: ${value}`);
    });
    expect(repeats).toEqual([]);
  });

  it('prints no "sample" and no "Our Client" where a real value belongs', () => {
    expect(licencePage.licenceNumber).toBe(agency.licence.number);
    expect(licencePage.licenceNumber).not.toMatch(/sample/i);
    for (const source of marketTrendsSeed.dataSources) expect(source).not.toMatch(/sample/i);
    expect(marketTrendsSeed.dataSources).toEqual(expect.arrayContaining(agency.marketDataSources.map((source) => `${source}, Q3 2025`)));
    const licenceImage = readFileSync(join(root, 'frontend/public', agency.licence.imageSrc), 'utf8');
    expect(licenceImage).not.toMatch(/sample|illustration|demonstration/i);
  });
});

describe('directors and trust signals', () => {
  it('are the team section and its monograms', () => {
    expect(teamMembers).toBe(agency.directors);
    expect(teamMembers.map((member) => initials(member.name))).toEqual(['NG', 'CB']);
    expect(initials('Siobhán Ní Bhriain')).toBe('SB');
    expect(initials("Mary-Kate O'Brien")).toBe('MO');
    expect(initials('Aoife')).toBe('A');
    expect(initials('  Seán   de Paor ')).toBe('SP');
  });

  it('word the trust signals from the profile', () => {
    expect(formatRating(4.9)).toBe('4.9/5');
    expect(formatRating(5)).toBe('5.0/5');
    const items = trustSignalItems({
      placementsMade: { count: 312, asOf: '2026-09-30' },
      typicalResponseHours: 1,
      memberships: [
        { name: 'National Recruitment Federation', url: 'https://www.nrf.ie/' },
        { name: 'Chartered Accountants Ireland', url: 'https://www.charteredaccountants.ie/' },
      ],
      reviews: { rating: 4.75, count: 1, source: 'Google reviews', url: 'https://g.page/r/abc' },
    });
    expect(items.map(({ id, figure, label, note }) => ({ id, figure, label, note }))).toEqual([
      { id: 'placements', figure: '312+', label: 'Accounting and finance professionals placed', note: 'As of 30 September 2026' },
      { id: 'response-time', figure: '1 hour', label: 'Typical time to a personal reply', note: 'On working days, from a recruiter, not a bot' },
      { id: 'reviews', figure: '4.8/5', label: 'Average rating from 1 review', note: undefined },
      { id: 'memberships', figure: 'Member', label: 'Professional memberships', note: undefined },
    ]);
    expect(items[2]!.links).toEqual([{ label: 'Read our Google reviews', href: 'https://g.page/r/abc' }]);
    expect(items[3]!.links.map((link) => link.label)).toEqual(['National Recruitment Federation', 'Chartered Accountants Ireland']);
    expect(trustSignalItems({ ...agency.trustSignals, memberships: [] }).map((item) => item.id)).toEqual(['placements', 'response-time', 'reviews']);
  });
});
