export { walletForExport } from './export';
export { balanceOf, balancesOf } from './repo';
export {
  announceRecorded,
  recordTransaction,
  toPublicTransaction,
  transactionsAnswer,
  transactionsPage,
} from './service';
