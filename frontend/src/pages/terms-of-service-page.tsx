import { termsOfService } from '#content/legal';
import { LegalDocumentView } from '@/pages/shared/legal-document-view';

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
