import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { langs, renderScreen } from '../../../test/render';
import { loginAs } from '../../../test/session-fixtures';
import { byLang } from '../../../test/texts';
import { FieldDetails } from './field-details';

const TEXT = byLang({
  status: ['اطلعت عليها الشركة', 'Viewed'],
  cause: ['اكتب سبب الاعتراض.', 'Write the objection cause.'],
  file: ['أرفق ملف الاعتراض.', 'Attach the objection file.'],
  server: ['سبب الاعتراض مطلوب (الخادم).', 'The cause is required (server).'],
});

const slot = (name: string, current: object | null = null) => ({ slot: name, slot_text: name, current });
const violation = {
  id: 9,
  number: 'V-000009',
  camp_number: '12',
  square_name: 'Square 1',
  company_name: 'Al Diyafa',
  level_name: 'Medium',
  level_color: '#faad14',
  body: 'Blocked exit',
  due_at: '2026-11-22T08:00:00Z',
  viewed_at: '2026-11-20T09:00:00Z',
  rejection_cause: null,
  reject_answer: null,
  answer: null,
  created_at: '2026-11-20T07:00:00Z',
  status: 'viewed',
  allowed_actions: ['object'],
  timeline: [],
  attachments: {
    slots: [
      slot('image_1', {
        id: 1,
        slot: 'image_1',
        slot_text: 'Photo 1',
        file_name: 'photo.pdf',
        content_type: 'application/pdf',
        url: '/api/general/violation_forms/attachments/download/1',
      }),
      slot('rejection_file'),
      slot('evidence_1'),
    ],
    history: [],
    counts: { missing: 0, pending: 0, rejected: 0 },
  },
};

describe.each(langs)('field details (%s)', (lang) => {
  it('shows the violation; the objection needs both fields, then the server’s word under the cause', async () => {
    const uploads: string[] = [];
    server.use(
      http.get('*/api/general/violation_forms/edit/9', () => HttpResponse.json({ data: violation })),
      http.post('*/api/general/violation_forms/attachments/9/:slot', ({ params }) => {
        uploads.push(String(params.slot));
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post('*/api/general/violation_forms/object/9', () =>
        HttpResponse.json(
          { message: 'invalid', errors: { rejection_cause: [TEXT[lang].server] } },
          { status: 422 },
        ),
      ),
    );
    loginAs('raft_office', ['view-violations']);
    const u = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await renderScreen(<FieldDetails id={9} online />, { lang });
    expect(await screen.findByText('Blocked exit')).toBeInTheDocument();
    expect(screen.getByTestId('field-status')).toHaveTextContent(TEXT[lang].status);
    expect(screen.queryByTestId('field-answer')).toBeNull();

    await u.click(screen.getByTestId('field-object-send'));
    expect(screen.getByTestId('field-object-text-error')).toHaveTextContent(TEXT[lang].cause);
    expect(screen.getByTestId('field-object-file-error')).toHaveTextContent(TEXT[lang].file);
    expect(uploads).toEqual([]);

    await u.type(screen.getByTestId('field-object-text'), ' x ');
    await u.upload(
      screen.getByTestId('field-object-file'),
      new File(['%PDF-1.4'], 'objection.pdf', { type: 'application/pdf' }),
    );
    await u.click(screen.getByTestId('field-object-send'));
    expect(await screen.findByTestId('field-object-text-error')).toHaveTextContent(TEXT[lang].server);
    expect(screen.queryByTestId('field-object-file-error')).toBeNull();
    expect(uploads).toEqual(['rejection_file']);
  });
});
