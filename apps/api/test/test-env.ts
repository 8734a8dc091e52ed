/** The settings every test server runs with (fast argon2, no rate limit, no web build). */
export const testEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ARGON2_MEMORY_KIB: '1024',
  RATE_LIMIT_MAX: '100000',
  WEB_DIST: '',
});

/** The environment of an area whose answers are declared field by field: an undeclared field fails. */
export const EXACT_ANSWERS = { STRICT_ANSWERS: 'true' };
