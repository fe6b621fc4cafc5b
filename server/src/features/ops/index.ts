export { attachVisa, changeApplicationStatus, decideItem } from './applications';
export { announceFirstOperator } from './first-operator';
export { adjustWallet } from './users';
