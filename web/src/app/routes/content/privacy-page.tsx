import { paths } from '@web/config/paths';
import * as privacy from '@web/features/content/../../../../content/legal/privacy.md';
import { LegalDocument } from '@web/features/content/components/legal-document';
import { GrievanceOfficerCard } from '@web/features/grievances/components/grievance-officer';

export default function PrivacyPage() {
  return (
    <LegalDocument
      document={privacy}
      path={paths.privacy}
      titles={{ title: 'content.legal.privacyTitle', description: 'content.legal.privacyDescription' }}
    >
      <GrievanceOfficerCard withFormLink />
    </LegalDocument>
  );
}
