export { balanceOf, balancesOf } from './repo';
export { paiseToRupees, recordTransaction, rupeesToPaise, toPublicTransaction, transactions } from './service';
