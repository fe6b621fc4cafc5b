import { paths } from '@web/config/paths';
import * as terms from '../../../../../content/legal/terms.md';
import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      document={terms}
      path={paths.terms}
      titles={{ title: 'content.legal.termsTitle', description: 'content.legal.termsDescription' }}
    />
  );
}
