import { beforeAll, expect } from 'vitest';
import { auth, suiteApp, userId } from '../helpers';
import { multipart, PDF } from '../multipart';

/**
 * Clearance voting and the final disclaimer (issue 20 §3): the app with a token per demo account,
 * started in the calling file's beforeAll and closed in its afterAll, and the helpers that vote and
 * pay an invoice. `me()` (the demo raft company) and `other()` (the raft office) are read after
 * that beforeAll.
 */
export function clearanceApp() {
  const s = suiteApp(['kdana', 'gov', 'raft_company', 'raft_office'], { timeout: 180_000 });
  const tok = s.tok;
  let me: number;
  let other: number;
  const { call, rows } = s;
  const VOTERS = ['invoices', 'sadad', 'sharer', 'electricity', 'water', 'waste'];

  beforeAll(async () => {
    me = await userId(s.app, 'raft_company@demo.mashaer.sa');
    other = await userId(s.app, 'raft_office@demo.mashaer.sa');
  }, 180_000);

  const vote = (company_id: number, voter: string, v: string, token = tok.kdana) =>
    call('POST', 'general/clearance/store', token, { company_id, voter, vote: v, note: 'checked' });

  /** Pays an issued invoice: the company uploads its receipt, kdana approves it. */
  async function payInvoice(invoiceId: number) {
    const body = await multipart({}, { file: { name: 'r.pdf', data: PDF } });
    const up = await s.app.inject({
      method: 'POST',
      url: `/api/general/invoices/upload_docs?invoice_id=${invoiceId}`,
      payload: body.payload,
      headers: { ...auth(tok.raft_company), ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    const ok = await call('POST', 'general/invoices/change_state', tok.kdana, {
      invoice_id: invoiceId,
      action: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return { app: () => s.app, me: () => me, other: () => other, tok, call, rows, VOTERS, vote, payInvoice };
}
