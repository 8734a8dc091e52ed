import { test as setup } from '@playwright/test';
import { apiLogin, demo, type LoginAnswer, saveSessions } from './support';

/**
 * One API login per user the tests need (each login texts a code and the server allows 3 codes
 * per user per 15 minutes). `waste_contractor` is left for the UI login test (no other test may log it in); `consultant` keeps its policy
 * unaccepted for the policy rule; `raft_company` is the user whose logout ends its sessions.
 */
setup('log the test users in through the API', async ({ request }) => {
  const sessions: Record<string, LoginAnswer> = {};
  for (const code of ['admin', 'gov', 'raft_office', 'raft_company', 'service_provider', 'design_office']) {
    sessions[code] = await apiLogin(request, demo(code));
  }
  sessions.consultant = await apiLogin(request, demo('consultant'), false);
  saveSessions(sessions);
});
