export * from './accounts';
export * from './auth';
export * from './reference';
export * from './system';
export * from './users';
export * from './camps';
