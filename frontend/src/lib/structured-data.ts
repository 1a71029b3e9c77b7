import { absoluteUrl, agency } from '#content/agency';
import { namedClient, type FeaturedJob } from '#content/jobs';
import { jobApplicationPath } from '#content/routes';

/** schema.org JSON-LD objects for search engines, built from the content modules. */
export type JsonLd = Record<string, unknown>;

const organisationId = `${agency.siteOrigin}/#organization`;

function postalAddress(): JsonLd {
  const { address } = agency;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

/** The agency as an EmploymentAgency (a LocalBusiness, hence also an Organization). */
export function agencyJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['EmploymentAgency', 'Organization'],
    '@id': organisationId,
    name: agency.brandName,
    legalName: agency.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    image: absoluteUrl('/images/og-image.png'),
    email: agency.email,
    telephone: agency.phone.e164,
    address: postalAddress(),
    areaServed: { '@type': 'Country', name: 'Ireland' },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: agency.businessHours.days,
      opens: agency.businessHours.opens,
      closes: agency.businessHours.closes,
    },
    sameAs: agency.socialLinks.map((link) => link.url),
  };
}

/** A featured job as a schema.org JobPosting, applied for on this site. */
export function jobPostingJsonLd(job: FeaturedJob): JsonLd {
  const client = namedClient(job.company);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.description}</p><ul>${job.requirements.map((requirement) => `<li>${requirement}</li>`).join('')}</ul>`,
    identifier: { '@type': 'PropertyValue', name: agency.brandName, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    // A confidential client is not named: the agency, which hires on its behalf, stands in.
    hiringOrganization: client
      ? { '@type': 'Organization', name: client }
      : { '@type': 'Organization', name: agency.brandName, sameAs: absoluteUrl('/') },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: agency.address.countryCode },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.baseSalary.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.baseSalary.min, maxValue: job.baseSalary.max, unitText: job.baseSalary.unit },
    },
    directApply: true,
    url: absoluteUrl(jobApplicationPath(job.id)),
  };
}

/** JSON for a <script type="application/ld+json"> that cannot close the tag early. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
