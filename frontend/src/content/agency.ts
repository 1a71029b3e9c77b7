// The agency profile: the one place for agency-specific values (identity, contact details, licence,
// socials, the agency's own market data sources, directors and trust signals). Pages, emails and Aine
// read them from here. The values shipped in the repository are fictional defaults, listed by field
// in `placeholderFields`; a production synth refuses while any is left (see
// `profilePlaceholders` and infra/profile-guard.ts), local and staging keep them.

export type PostalAddress = {
  readonly streetAddress: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  readonly countryCode: string;
};

export type SocialNetwork = 'instagram' | 'linkedin' | 'tiktok';

export type SocialLink = {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly url: string;
};

export type Director = {
  readonly slug: string;
  readonly name: string;
  readonly role: string;
  /** Paragraphs separated by a blank line. */
  readonly bio: string;
  readonly specialties: readonly string[];
  /**
   * A portrait photograph under /images/ (square, at least 192 px). Without one the card shows the
   * director's initials on a monogram tile, never a drawn avatar.
   */
  readonly imageSrc?: string;
  readonly linkedinUrl: string;
};

/** An address off the site (the same shape as routes.ts's ExternalUrl). */
export type HttpsUrl = `https://${string}`;

export type ProfessionalMembership = {
  readonly name: string;
  readonly url: HttpsUrl;
};

export type TrustSignals = {
  /** Candidates placed since the agency was founded, and the date that count was taken. */
  readonly placementsMade: { readonly count: number; readonly asOf: string };
  /** Typical time to a first personal reply to a candidate or client, in working hours. */
  readonly typicalResponseHours: number;
  readonly memberships: readonly ProfessionalMembership[];
  /** Public reviews: the average rating out of 5, how many, and where a visitor can read them. */
  readonly reviews: {
    readonly rating: number;
    readonly count: number;
    readonly source: string;
    readonly url: HttpsUrl;
  };
};

export type AgencyConfig = {
  readonly brandName: string;
  readonly legalName: string;
  /** General enquiries address shown on the site. */
  readonly email: string;
  readonly phone: {
    readonly display: string;
    /** E.164, no spaces. */
    readonly e164: string;
    readonly href: string;
  };
  readonly whatsappUrl: string;
  readonly address: PostalAddress;
  readonly businessHours: {
    readonly display: string;
    readonly days: readonly string[];
    /** 24-hour local time (Europe/Dublin), for structured data. */
    readonly opens: string;
    readonly closes: string;
  };
  readonly licence: {
    readonly number: string;
    readonly registerName: string;
    readonly registerUrl: string;
    /** A scan or photograph of the licence certificate under /images/. */
    readonly imageSrc: string;
  };
  readonly socialLinks: readonly SocialLink[];
  /** Absolute origin of the public site, no trailing slash (canonical URLs, sitemap). */
  readonly siteOrigin: string;
  readonly foundedIn: string;
  readonly foundersDescription: string;
  readonly operatingModel: string;
  /** The agency's own data behind the market trends report (public sources are named in the report). */
  readonly marketDataSources: readonly string[];
  readonly directors: readonly Director[];
  readonly trustSignals: TrustSignals;
};

/** A field of the profile by its dotted path ('licence.number'); lists and leaf values end a path. */
type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[]
    ? K
    : T[K] extends Record<string, unknown>
      ? K | `${K}.${FieldPath<T[K]>}`
      : K;
}[keyof T & string];

export type ProfileField = FieldPath<AgencyConfig>;

export type AgencyProfile = AgencyConfig & {
  /**
   * Fields that still hold the repository's fictional defaults. Remove a field from this list when
   * you put the agency's real value in; a production synth names every field left here.
   */
  readonly placeholderFields: readonly ProfileField[];
};

const brandName = 'Ledgerline Recruitment';
const phoneE164 = '+35315550142';

export const agency = {
  brandName,
  legalName: `${brandName} Limited`,
  email: 'hello@ledgerline.example',
  phone: {
    display: '+353 1 555 0142',
    e164: phoneE164,
    href: `tel:${phoneE164}`,
  },
  // wa.me takes the international number without the plus sign.
  whatsappUrl: `https://wa.me/${phoneE164.slice(1)}`,
  address: {
    streetAddress: '12 Example Quay',
    locality: 'Dublin 2',
    region: 'County Dublin',
    postalCode: 'D02 XE12',
    country: 'Ireland',
    countryCode: 'IE',
  },
  businessHours: {
    display: 'Monday - Friday, 8:00 AM - 8:00 PM',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '20:00',
  },
  licence: {
    number: 'EA-0000',
    registerName: 'Workplace Relations Commission - Employment Agencies',
    registerUrl:
      'https://www.workplacerelations.ie/en/what_you_should_know/employer-obligations/employment-agencies/agencies.html',
    imageSrc: '/images/licence/employment-agency-licence.svg',
  },
  socialLinks: [
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ledgerline.example' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/ledgerline-recruitment-example',
    },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@ledgerline.example' },
  ],
  siteOrigin: 'https://www.ledgerline.example',
  foundedIn: 'Dublin',
  foundersDescription:
    'Founded by two postgraduate professionals from Dublin universities who saw first-hand how slow, ' +
    'expensive and impersonal finance recruitment had become, and set out to do it better.',
  operatingModel:
    'We operate virtually nationwide. Our founders are based in Dublin, and we meet clients and ' +
    'candidates face to face anywhere in Ireland.',
  marketDataSources: [`${brandName} placement and vacancy data`, 'Survey of hiring managers in Irish finance teams'],
  directors: [
    {
      slug: 'niamh-gallagher',
      name: 'Niamh Gallagher',
      role: 'Managing Director',
      bio: `Niamh co-founded the agency after eight years in audit and financial reporting, first in a Big 4 practice in Dublin and then as a financial controller in a multinational shared-services centre. She holds a postgraduate degree in accounting from a Dublin university and knows from experience what finance teams need from a new hire.

She leads the agency's work with qualified accountants and senior finance appointments, from newly qualified ACA, ACCA and CIMA members to financial controllers and finance directors.

Outside work Niamh mentors accounting students preparing for their professional exams, which keeps her close to the questions candidates really ask.`,
      specialties: [],
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
      linkedinUrl: 'https://www.linkedin.com/in/conor-byrne-example',
    },
  ],
  trustSignals: {
    placementsMade: { count: 250, asOf: '2025-10-01' },
    typicalResponseHours: 4,
    memberships: [{ name: 'National Recruitment Federation', url: 'https://www.nrf.ie/' }],
    reviews: { rating: 4.9, count: 48, source: 'Google reviews', url: 'https://www.google.com/maps/search/?api=1&query=Ledgerline+Recruitment+Dublin' },
  },
  placeholderFields: [
    'brandName',
    'legalName',
    'email',
    'phone',
    'address',
    'licence.number',
    'licence.imageSrc',
    'socialLinks',
    'siteOrigin',
    'marketDataSources',
    'directors',
    'trustSignals.placementsMade',
    'trustSignals.typicalResponseHours',
    'trustSignals.memberships',
    'trustSignals.reviews',
  ],
} as const satisfies AgencyProfile;

/** Full postal address on one line, e.g. for the contact panel and emails. */
export function formatAddress(address: PostalAddress = agency.address): string {
  return [address.streetAddress, address.locality, address.postalCode, address.country].join(', ');
}

/** Absolute URL on the public site for a path such as '/salary-guide'. */
export function absoluteUrl(path: string): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${agency.siteOrigin}${normalisedPath}`;
}

export type PlaceholderFinding = {
  readonly field: string;
  /** The value as it stands, shortened for a message. */
  readonly value: string;
  readonly reason: 'marked as a placeholder' | 'uses a reserved example domain';
};

/** Host names RFC 2606 / RFC 6761 reserve for examples and tests: never a real agency's. */
function usesReservedDomain(text: string): boolean {
  const hosts = [...text.matchAll(/(?:@|:\/\/)([a-z0-9.-]+)/gi)].map((match) => match[1]!.toLowerCase().replace(/\.$/, ''));
  return hosts.some(
    (host) =>
      /(^|\.)(example|invalid|test|localhost)$/.test(host) || /(^|\.)example\.(com|net|org)$/.test(host),
  );
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function fieldValue(profile: AgencyConfig, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], profile);
}

/** Every string in the profile with its dotted path (list items as `socialLinks.0.url`). */
function leafStrings(value: unknown, path: string): { field: string; value: string }[] {
  if (typeof value === 'string') return [{ field: path, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leafStrings(child, path ? `${path}.${key}` : key));
}

/**
 * What still has to be replaced before the profile can go to production: every field listed in
 * `placeholderFields`, and every other value pointing at a reserved example domain (a real value put
 * in one place while its neighbour was forgotten). Empty when the profile is ready.
 */
export function profilePlaceholders(profile: AgencyProfile = agency): PlaceholderFinding[] {
  const { placeholderFields, ...values } = profile;
  const marked: PlaceholderFinding[] = placeholderFields.map((field) => ({
    field,
    value: describeValue(fieldValue(values, field)),
    reason: 'marked as a placeholder',
  }));
  const isMarked = (field: string) => placeholderFields.some((markedField) => field === markedField || field.startsWith(`${markedField}.`));
  const reserved: PlaceholderFinding[] = leafStrings(values, '')
    .filter(({ field, value }) => !isMarked(field) && usesReservedDomain(value))
    .map(({ field, value }) => ({ field, value: describeValue(value), reason: 'uses a reserved example domain' }));
  return [...marked, ...reserved];
}
