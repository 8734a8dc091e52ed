import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../test/list-page';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { byLang } from '../../test/texts';
import ArchivePage from './archive-page';

const TEXT = byLang({
  activate: ['تفعيل', 'Activate'],
  wrong: ['كلمة المرور غير صحيحة', 'The password is not correct'],
  done: ['تم تفعيل الأرشيف', 'The archive was activated'],
  create: ['إنشاء أرشيف', 'Create an archive'],
  queued: ['بدأ إنشاء الأرشيف', 'The archive is being created'],
  changed: [
    'سُجّلت بيانات في الموسم بعد أخذ هذا الأرشيف وهو لا يتضمنها. أنشئ أرشيفاً جديداً ثم فعّله.',
    'Season records were written after this archive was taken and it does not hold them. Create a new archive, then activate it.',
  ],
});

const archive = {
  id: 3,
  name: 'season-1447',
  status: 'ready',
  status_text: 'Ready',
  allowed_actions: ['activate'],
  progress: 100,
  size: 2_097_152,
  sha256: 'ab'.repeat(32),
  row_count: 1200,
  tables: 80,
  error: null,
  download: 'db_archive/download/3',
  created_by_name: 'Admin',
  created_at: '2026-11-20T08:00:00Z',
  activated_at: null,
};

describe.each(langs)('the season archive screen (%s)', (lang) => {
  /** Opens the listed archive's activation dialog; `activate` types the password and presses Activate. */
  const openActivation = async () => {
    await renderScreen(<ArchivePage />, { lang, at: '/db-archive' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-action-activate'));
    const dialog = await screen.findByRole('dialog');
    const activate = async (password: string) => {
      await user.type(within(dialog).getByTestId('archive-password'), password);
      await user.click(within(dialog).getByRole('button', { name: TEXT[lang].activate }));
    };
    return { user, dialog, activate };
  };

  it('activation asks for the password again; a wrong one is refused under the field, the right one closes', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/db_archive', () => listPage([archive])),
      http.post('*/api/db_archive/activate/3', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        return body.password === 'Demo@1234'
          ? HttpResponse.json({ message: TEXT[lang].done, data: { ...archive, status: 'active' } })
          : HttpResponse.json(
              { message: 'invalid', errors: { password: [TEXT[lang].wrong] } },
              { status: 422 },
            );
      }),
    );
    const { user, dialog, activate } = await openActivation();
    await activate('wrong');
    expect(await within(dialog).findByText(TEXT[lang].wrong)).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('archive-password'));
    await activate('Demo@1234');
    expect(await screen.findByText(TEXT[lang].done, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('archive-password')).not.toBeInTheDocument());
    expect(sent).toEqual([{ password: 'wrong' }, { password: 'Demo@1234' }]);
  });

  it('an archive the season changed since is refused: the reason stays in the dialog, nothing closes', async () => {
    let tries = 0;
    server.use(
      http.post('*/api/db_archive', () => listPage([archive])),
      http.post('*/api/db_archive/activate/3', () => {
        tries++;
        return HttpResponse.json(
          { message: TEXT[lang].changed, errors: { status: [TEXT[lang].changed] } },
          { status: 422 },
        );
      }),
    );
    const { user, dialog, activate } = await openActivation();
    await activate('Demo@1234');
    const refusal = await within(dialog).findByTestId('archive-refusal');
    expect(refusal).toHaveTextContent(TEXT[lang].changed);
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(tries).toBe(1);
    expect(within(dialog).getByTestId('archive-password')).toBeInTheDocument();
    // Closed and opened again: the refusal was that attempt's, not the dialog's.
    await user.click(within(dialog).getAllByRole('button', { name: /close|إغلاق|cancel|إلغاء/i })[0]);
    await waitFor(() => expect(screen.queryByTestId('archive-refusal')).not.toBeInTheDocument());
  });

  it('creating an archive is confirmed first, then queued as a job', async () => {
    let stored = 0;
    server.use(
      http.post('*/api/db_archive', () => listPage()),
      http.post('*/api/db_archive/store', () => {
        stored++;
        return HttpResponse.json(
          { message: TEXT[lang].queued, data: { ...archive, status: 'creating', progress: 0 } },
          { status: 201 },
        );
      }),
    );
    await renderScreen(<ArchivePage />, { lang, at: '/db-archive' });
    const user = userEvent.setup();
    // A plain click: user-event's pointer check misses the empty state's toolbar in jsdom.
    (await screen.findByTestId('archive-create')).click();
    const ok = await screen.findByTestId('confirm-ok', {}, { timeout: 10_000 });
    expect(stored).toBe(0);
    expect(ok).toHaveTextContent(TEXT[lang].create);
    await user.click(ok);
    expect(await screen.findByText(TEXT[lang].queued, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(stored).toBe(1);
  });
});
