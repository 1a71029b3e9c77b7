import { cookiesPolicy } from '#content/legal';
import { LegalDocumentView } from '@/pages/shared/legal-document-view';

export default function CookiesPolicyPage() {
  return <LegalDocumentView document={cookiesPolicy} />;
}
