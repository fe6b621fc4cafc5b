import * as terms from '../../../../../content/legal/terms.md';
import { paths } from '../../../config/paths';
import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  return <LegalDocument document={terms} path={paths.terms} />;
}
