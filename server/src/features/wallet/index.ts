export { balanceOf, balancesOf } from './repo';
export {
  announceRecorded,
  paiseToRupees,
  recordTransaction,
  rupeesToPaise,
  toPublicTransaction,
  transactions,
} from './service';
