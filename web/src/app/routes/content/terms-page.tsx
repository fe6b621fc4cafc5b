import { paths } from '@web/config/paths';
import * as terms from '@web/features/content/../../../../content/legal/terms.md';
import { LegalDocument } from '@web/features/content/components/legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      document={terms}
      path={paths.terms}
      titles={{ title: 'content.legal.termsTitle', description: 'content.legal.termsDescription' }}
    />
  );
}
