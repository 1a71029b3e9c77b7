import { privacyPolicy } from '#content/legal';
import { LegalDocumentView } from '@/pages/shared/legal-document-view';

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
