import type { ReferralInfo } from '@contract/account/referrals';
import { formatRupees } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './referrals.module.css';

/** Three stat cards: Total Invites, Successful Referrals, Referral Credits (rupees, 2 decimals). */
export function ReferralStats({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const stats = [
    { label: 'referrals.stats.invites', value: String(info.totalInvites) },
    { label: 'referrals.stats.successful', value: String(info.successful) },
    { label: 'referrals.stats.credits', value: formatRupees(info.credits) },
  ];
  return (
    <ul className={styles.stats} aria-label={t('referrals.stats.label')}>
      {stats.map((stat) => (
        <li key={stat.label} className={`card ${styles.stat}`}>
          <p className={styles.statLabel}>{t(stat.label)}</p>
          <p className={styles.statValue}>{stat.value}</p>
        </li>
      ))}
    </ul>
  );
}
