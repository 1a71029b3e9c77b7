// The one place for agency-specific values. Every value is a clearly fictional default:
// a real agency replaces this file and nothing else.

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

export type AgencyConfig = {
  readonly brandName: string;
  readonly legalName: string;
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
    readonly imageSrc: string;
  };
  readonly socialLinks: readonly SocialLink[];
  /** Absolute origin of the public site, no trailing slash (canonical URLs, sitemap). */
  readonly siteOrigin: string;
  readonly foundedIn: string;
  readonly foundersDescription: string;
  readonly operatingModel: string;
};

const phoneE164 = '+35315550142';

export const agency = {
  brandName: 'Ledgerline Recruitment',
  legalName: 'Ledgerline Recruitment Limited',
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
    number: 'EA-0000 (sample)',
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
} as const satisfies AgencyConfig;

/** Full postal address on one line, e.g. for the contact panel and emails. */
export function formatAddress(address: PostalAddress = agency.address): string {
  return [address.streetAddress, address.locality, address.postalCode, address.country].join(', ');
}

/** Absolute URL on the public site for a path such as '/salary-guide'. */
export function absoluteUrl(path: string): string {
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${agency.siteOrigin}${normalisedPath}`;
}
