export { attachVisa, changeApplicationStatus, decideItem } from './applications';
export type { OperatorActor } from './audit';
export { COMMAND_LINE, recordAudit } from './audit';
export { announceFirstOperator } from './first-operator';
export { adjustWallet } from './users';
