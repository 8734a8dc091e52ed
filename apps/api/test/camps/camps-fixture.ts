import { suiteApp } from '../helpers';
import { EXACT_ANSWERS } from '../test-env';

/**
 * The camps tests' app, started in the calling file's beforeAll and closed in its afterAll; the
 * getters read the tokens of admin, kdana and the demo raft company after that beforeAll.
 */
export function campsApp() {
  const s = suiteApp(['admin', 'kdana', 'raft_company'], { env: EXACT_ANSWERS });

  const { call, one, rows } = s;
  return {
    app: () => s.app,
    admin: () => s.tok.admin,
    kdana: () => s.tok.kdana,
    company: () => s.tok.raft_company,
    call,
    one,
    rows,
  };
}
