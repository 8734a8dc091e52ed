export * from './auth';
export * from './list';
export * from './messages';
export * from './permissions';
export * from './user-types';
export * from './validation';
