export * from './accounts';
export * from './auth';
export * from './camps';
export * from './contracts';
export * from './reference';
export * from './system';
export * from './templates';
export * from './users';
