export * from './auth';
export * from './system';
export * from './users';
export * from './reference';
