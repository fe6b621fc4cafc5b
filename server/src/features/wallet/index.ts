export { walletForExport } from './export';
export { balanceOf, balancesOf } from './repo';
export {
  announceRecorded,
  recordTransaction,
  toPublicTransaction,
  transactions,
} from './service';
