export * from './auth';
export * from './list';
export * from './messages';
export * from './notifications';
export * from './permissions';
export * from './profile';
export * from './user-types';
export * from './validation';
