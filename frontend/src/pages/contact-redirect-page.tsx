import { redirect } from 'react-router-dom';
import { routeFor } from '#content/routes';

/** /contact has no screen of its own: the contact form is a section of the home page. */
export function loader() {
  return redirect(routeFor('/contact').redirectTo ?? '/');
}

export default function ContactRedirectPage() {
  return null;
}
