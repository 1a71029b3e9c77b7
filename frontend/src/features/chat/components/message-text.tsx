import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

// Site paths ('/contact', '/aca-info', '/#jobs'), web addresses and email addresses in a reply.
const linkPattern = /(https?:\/\/[^\s)]+[^\s).,;:!?])|(\/[a-z#][a-z0-9\-/#]*)|([\w.+-]+@[\w-]+\.[\w.]+[a-z])/gi;

/** A reply as text, with the paths, URLs and emails it mentions made into links. */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, url, path, email] = match;
    const index = match.index ?? 0;
    // A path only where one starts: 'see /contact', not 'Payable/Receivable'.
    if (path && index > 0 && !/[\s(]/.test(text[index - 1]!)) continue;
    if (index > last) parts.push(text.slice(last, index));
    const linkClass = 'font-semibold text-teal-700 underline underline-offset-2 hover:text-teal-800';
    if (url) {
      parts.push(<a key={index} href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>{url}</a>);
    } else if (path) {
      parts.push(<Link key={index} to={path} className={linkClass}>{path}</Link>);
    } else if (email) {
      parts.push(<a key={index} href={`mailto:${email}`} className={linkClass}>{email}</a>);
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
