import { absoluteUrl } from '#content/agency';
import { ogImagePath, pageMetaFor, siteName } from '@/app/page-meta';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(url: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (url === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}

/** Keeps the document head in step with client-side navigation (the prerender wrote the first one). */
export function applyPageMeta(pathname: string): void {
  const meta = pageMetaFor(pathname);
  document.title = meta.title;
  setMeta('meta[name="description"]', 'name', 'description', meta.description);
  setMeta('meta[name="robots"]', 'name', 'robots', meta.noindex ? 'noindex' : null);
  setCanonical(meta.canonicalUrl);
  setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', meta.canonicalUrl);
  setMeta('meta[property="og:site_name"]', 'property', 'og:site_name', siteName);
  setMeta('meta[property="og:image"]', 'property', 'og:image', absoluteUrl(ogImagePath));
}

