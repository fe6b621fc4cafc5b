export { statsFor as referralStatsFor } from './repo';
export { fillMissingMailboxes, onAccountCreated, rewardReferral } from './service';
