export { referralsForExport } from './export';
export { statsFor as referralStatsFor } from './repo';
export { onAccountCreated, rewardReferral } from './service';
