import type { ReferralInfo } from '@contract/account/referrals';
import { formatRupees } from '../../../lib/format';
import styles from './referrals.module.css';

/** Three stat cards: Total Invites, Successful Referrals, Referral Credits (rupees, 2 decimals). */
export function ReferralStats({ info }: { info: ReferralInfo }) {
  const stats = [
    { label: 'Total Invites', value: String(info.totalInvites) },
    { label: 'Successful Referrals', value: String(info.successful) },
    { label: 'Referral Credits', value: formatRupees(info.credits) },
  ];
  return (
    <ul className={styles.stats} aria-label="Referral statistics">
      {stats.map((stat) => (
        <li key={stat.label} className={`card ${styles.stat}`}>
          <p className={styles.statLabel}>{stat.label}</p>
          <p className={styles.statValue}>{stat.value}</p>
        </li>
      ))}
    </ul>
  );
}
