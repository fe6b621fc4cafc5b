export { fillMissingMailboxes, onAccountCreated, rewardReferral } from './service';
