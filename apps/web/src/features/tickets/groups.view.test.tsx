import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResourceFormScreen } from '../../resources/resource-screens';
import { server } from '../../test/msw-server';
import { langs, renderScreen } from '../../test/render';
import { byLang } from '../../test/texts';
import { view } from './groups.view';
import { ticketGroups } from './resources';

const TEXT = byLang({
  name: ['اسم المجموعة مطلوب', 'The group name is required'],
  admins: ['اختر مشرفاً واحداً على الأقل', 'Choose at least one admin'],
  staff: ['المشرفون يجب أن يكونوا من موظفي الهيئة', 'Admins must be staff of the authority'],
  kdana: ['موظف كدانة — kdana@demo.mashaer.sa', 'Kdana officer — kdana@demo.mashaer.sa'],
});

describe.each(langs)('ticket admin group form (%s)', (lang) => {
  it('checks the fields before any call, then shows the server refusal under the admins', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/ticket/ticket_group/create', () =>
        HttpResponse.json({ data: { admins: [{ value: 7, label: TEXT[lang].kdana }] } }),
      ),
      http.post('*/api/ticket/ticket_group/store', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'invalid', errors: { admin_ids: [TEXT[lang].staff] } },
          { status: 422 },
        );
      }),
    );
    await renderScreen(<ResourceFormScreen resource={ticketGroups} view={view} />, {
      lang,
      at: '/tickets/ticket-groups/create',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText(TEXT[lang].admins)).toBeInTheDocument();
    expect(screen.getAllByText(TEXT[lang].name).length).toBeGreaterThan(0);
    expect(sent).toBeUndefined();

    await user.type(screen.getByTestId('field-name'), 'مجموعة');
    await user.type(screen.getByTestId('field-name-en'), 'Desk');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle(TEXT[lang].kdana));
    await user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText(TEXT[lang].staff)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual({ name: 'مجموعة', name_en: 'Desk', admin_ids: [7] }));
  });
});
