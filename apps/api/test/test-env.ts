/** The settings every test server runs with (fast argon2, no rate limit, no web build). */
export const testEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ARGON2_MEMORY_KIB: '1024',
  RATE_LIMIT_MAX: '100000',
  WEB_DIST: '',
});
