import { absoluteUrl, agency } from '#content/agency';
import { findJob } from '#content/jobs';
import { findRoute, jobApplicationTitle, routeFor, type RouteDefinition } from '#content/routes';
import { normalisePathname } from '@/lib/pathname';

/** Everything the document head says about one page. */
export type PageMeta = {
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for pages search engines should not index. */
  readonly canonicalUrl: string | null;
  readonly noindex: boolean;
};

const notFound = routeFor('*');

function routeDefinitionFor(pathname: string): { definition: RouteDefinition; jobId?: string } {
  const exact = findRoute(pathname);
  if (exact) return { definition: exact };
  const jobMatch = /^\/job-application\/([^/]+)$/.exec(pathname);
  if (jobMatch?.[1]) {
    return { definition: routeFor('/job-application/:jobId'), jobId: decodeURIComponent(jobMatch[1]) };
  }
  return { definition: notFound };
}


/**
 * Title, description and canonical URL of a path, from the content route table. The prerender writes
 * them into each HTML file; the browser applies the same values on client-side navigation.
 */
export function pageMetaFor(rawPathname: string): PageMeta {
  const pathname = normalisePathname(rawPathname);
  const { definition, jobId } = routeDefinitionFor(pathname);
  const job = jobId === undefined ? undefined : findJob(jobId);
  const isNotFound = definition.path === '*' || (jobId !== undefined && !job);
  return {
    title: job ? jobApplicationTitle(job.title) : definition.title,
    description: job ? `${job.title} (${job.jobType}, ${job.location}, ${job.salary}). ${definition.description}`.slice(0, 300) : definition.description,
    canonicalUrl: isNotFound || definition.redirectTo ? null : absoluteUrl(pathname),
    noindex: isNotFound || Boolean(definition.redirectTo),
  };
}

export const siteName = agency.brandName;
/** 1200x630 share image (PNG: social networks do not render SVG previews). */
export const ogImagePath = '/images/og-image.png';
