import { acaPage } from '#content/qualifications';
import { ProfessionalQualificationPage } from '@/pages/qualifications/professional-qualification-page';

export default function AcaInfoPage() {
  return <ProfessionalQualificationPage path="/aca-info" page={acaPage} />;
}
