export * from './account';
export * from './catalogue';
export * from './contact';
export * from './sessions';
export * from './users';
export * from './verifications';
