import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { fastUser as user } from '../../../test/open-screen';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import { type Decision, DecisionDialog } from './decision-dialog';

const T = {
  ar: { roles: 'يجب اختيار دور واحد على الأقل', check: 'يرجى التحقق من الأخطاء قبل الإرسال' },
  en: { roles: 'Choose at least one role', check: 'Please Check errors before submit' },
};

/** The switch-user-status endpoint: records each body, answers with `answer`. */
function statusEndpoint(answer: object = { message: 'Done' }) {
  const bodies: unknown[] = [];
  server.use(
    // The server filters by `type_id` (the roles meant for that user type); without it, every role.
    http.get('*/api/users/role-options', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type_id');
      const all = [
        { id: 1, name: 'مدير النظام', name_en: 'Administrator', type: '1' },
        { id: 3, name: 'شركة رافعة', name_en: 'Raft company', type: '3' },
        { id: 4, name: 'مقدم خدمة', name_en: 'Service provider', type: '3' },
      ];
      return HttpResponse.json({
        data: all.filter((r) => !type || r.type === type).map(({ type: _t, ...r }) => r),
      });
    }),
    http.post('*/api/users/switch-user-status/7', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

const open = async (decision: Decision, lang: 'ar' | 'en') => {
  loginAs('admin', []);
  const onDone = vi.fn();
  await renderScreen(
    <DecisionDialog
      user={{ id: 7, name: 'Salem Co', type_id: 3 }}
      decision={decision}
      onClose={() => {}}
      onDone={onDone}
    />,
    { lang },
  );
  return onDone;
};

describe.each(langs)('DecisionDialog (%s)', (lang) => {
  it('approving needs at least one role: nothing is sent without one', async () => {
    const bodies = statusEndpoint();
    const u = user();
    const onDone = await open('active', lang);
    await u.click(await screen.findByTestId('decision-ok'));
    expect(await screen.findByText(T[lang].roles)).toBeInTheDocument();
    // The notice host loads with the first notice (slow on a cold start).
    expect(await screen.findByText(T[lang].check, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('approves with the chosen roles and platform; the server message is the notice', async () => {
    const bodies = statusEndpoint({ message: 'The account was activated' });
    const u = user();
    const onDone = await open('active', lang);
    await u.click(screen.getByTestId('decision-roles').querySelector('input')!);
    await u.click(await screen.findByTitle(lang === 'ar' ? 'مقدم خدمة' : 'Service provider'));
    await u.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([{ status: 'active', platform: 'mena', roles: [4] }]);
    expect(await screen.findByText('The account was activated')).toBeInTheDocument();
  });

  it("offers only the roles meant for the applicant's type (never the administrator's)", async () => {
    statusEndpoint();
    const u = user();
    await open('active', lang);
    await u.click(screen.getByTestId('decision-roles').querySelector('input')!);
    expect(await screen.findByTitle(lang === 'ar' ? 'شركة رافعة' : 'Raft company')).toBeInTheDocument();
    expect(screen.queryByTitle(lang === 'ar' ? 'مدير النظام' : 'Administrator')).toBeNull();
  });

  it('rejecting needs a reason; then sends it', async () => {
    const bodies = statusEndpoint();
    const u = user();
    const onDone = await open('rejected', lang);
    await u.click(await screen.findByTestId('decision-ok'));
    expect(
      await screen.findByText(
        lang === 'ar' ? 'يرجى كتابة سبب الرفض' : 'Please write the reason for rejection',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await u.type(screen.getByTestId('decision-reason'), 'السجل التجاري منتهي');
    await u.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([{ status: 'rejected', platform: 'mena', reject_reason: 'السجل التجاري منتهي' }]);
  });

  it('a 104 answer ("already rejected") shows as a warning, not a success', async () => {
    statusEndpoint({ code: 104, message: 'This user is already rejected' });
    const u = user();
    const onDone = await open('rejected', lang);
    await u.type(await screen.findByTestId('decision-reason'), 'x');
    await u.click(screen.getByTestId('decision-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const text = await screen.findByText('This user is already rejected');
    expect(text.closest('.ant-notification-notice')?.className).toMatch(/warning/);
    expect(document.querySelector('.ant-notification-notice-success')).toBeNull();
  });
});
