import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { workflowRecord } from '../../test/fixtures/workflow-record';
import { server } from '../../test/msw-server';
import { openScreenAs } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { TicketDetailsPage } from './ticket-details';

const TEXT = byLang({
  status: ['قيد المعالجة', 'In progress'],
  close: ['إغلاق التذكرة', 'Close the ticket'],
  required: ['نص الرد مطلوب', 'The reply text is required'],
});

const ticket = (lang: 'ar' | 'en') =>
  workflowRecord(
    'in_progress',
    TEXT[lang].status,
    ['handler_reply', 'forward', 'change_importance', 'close'],
    {
      id: 9,
      number: 'TK-000009',
      subject_id: 1,
      subject_name: 'General enquiry',
      group_id: 1,
      group_name: 'Technical support',
      content: 'The upload button is missing',
      importance_level: 'medium',
      importance_text: 'Medium',
      resolution: null,
      first_answer_at: '2026-11-20T09:00:00Z',
      closed_at: null,
      minutes_to_first_answer: 75,
      minutes_to_close: null,
      created_at: '2026-11-20T07:45:00Z',
      files: [],
      groups: [{ value: 2, label: 'Operations' }],
    },
  );

describe.each(langs)('ticket details (%s)', (lang) => {
  it('draws the replies panel and the handler tools, and shows a refused reply under its field', async () => {
    server.use(
      http.get('*/api/ticket/show/9', () => HttpResponse.json({ data: ticket(lang) })),
      http.get('*/api/ticket/get_ticket_admin_comments/9', () => HttpResponse.json({ data: [] })),
      http.post('*/api/ticket/ticket_comment/store', () =>
        HttpResponse.json(
          { message: 'Please Check errors before submit', errors: { comment: [TEXT[lang].required] } },
          { status: 422 },
        ),
      ),
    );
    const { u } = await openScreenAs(
      ['gov', ['ticket', 'ticket-index']],
      <TicketDetailsPage />,
      lang,
      '/tickets/details/9',
    );
    expect(await screen.findByTestId('ticket-status-in_progress')).toHaveTextContent(TEXT[lang].status);
    expect(screen.getByTestId('action-close')).toHaveTextContent(TEXT[lang].close);
    expect(screen.queryByTestId('action-handler_reply')).toBeNull();
    expect(screen.getByTestId('action-forward')).toBeInTheDocument();
    expect(screen.getByTestId('reply-wait')).toBeInTheDocument();
    await u.click(screen.getByTestId('reply-send'));
    expect(await screen.findByText(TEXT[lang].required)).toBeInTheDocument();
  });
});
