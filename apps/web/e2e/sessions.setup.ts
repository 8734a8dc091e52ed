import { test as setup } from '@playwright/test';
import { apiLogin, demo, type LoginAnswer, saveSessions } from './support';

/**
 * One API login per user the tests need (each login texts a code and the server allows 3 codes
 * per user per 15 minutes). `specialist` is left for the logout test (logging out revokes all its tokens), `waste_contractor` for the UI login test (no other test may log it in); `consultant` keeps its policy
 * unaccepted for the policy rule; `raft_company` is the user whose logout ends its sessions.
 */
setup('log the test users in through the API', async ({ request }) => {
  const sessions: Record<string, LoginAnswer> = {};
  for (const code of ['admin', 'gov', 'raft_office', 'raft_company', 'service_provider', 'design_office']) {
    sessions[code] = await apiLogin(request, demo(code));
  }
  for (const code of ['kdana', 'contractor']) sessions[code] = await apiLogin(request, demo(code));
  sessions.employee = await apiLogin(request, 'employee@demo.mashaer.sa');
  sessions.consultant = await apiLogin(request, demo('consultant'), false);
  saveSessions(sessions);
});
