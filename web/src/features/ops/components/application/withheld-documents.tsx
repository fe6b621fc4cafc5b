import type { OpsApplication } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import styles from '../ops.module.css';

/**
 * In place of the review desk when the application is outside a support operator's queue (need to
 * know, docs/product/console.md): the reason, and the checklist's progress without any file.
 */
export function WithheldDocuments({ detail }: { detail: OpsApplication }) {
  const { checklist } = detail.application;
  const accepted = checklist.filter((item) => item.status === 'accepted').length;
  return (
    <section className={styles.panel} aria-labelledby="withheld-title">
      <h2 id="withheld-title">Documents</h2>
      <Alert tone="info">{detail.withheld}</Alert>
      <p className={styles.muted}>
        The travellers' passport numbers and dates of birth are masked below. {accepted} of {checklist.length} checklist
        documents accepted.
      </p>
    </section>
  );
}
