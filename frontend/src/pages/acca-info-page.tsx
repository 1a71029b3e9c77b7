import { accaPage } from '#content/qualifications';
import { ProfessionalQualificationPage } from '@/pages/qualifications/professional-qualification-page';

export default function AccaInfoPage() {
  return <ProfessionalQualificationPage path="/acca-info" page={accaPage} />;
}
