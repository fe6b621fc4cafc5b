import * as privacy from '../../../../../content/legal/privacy.md';
import { paths } from '../../../config/paths';
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPage() {
  return <LegalDocument document={privacy} path={paths.privacy} />;
}
