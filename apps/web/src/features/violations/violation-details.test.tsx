import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { workflowRecord } from '../../test/fixtures/workflow-record';
import { server } from '../../test/msw-server';
import { type LoginAs, openScreenAs, recordPosts } from '../../test/open-screen';
import { langs } from '../../test/render';
import { byLang } from '../../test/texts';
import { ViolationDetailsPage } from './violation-details';

const TEXT = byLang({
  status: ['اطلعت عليها الشركة', 'Viewed'],
  object: ['اعتراض', 'Object'],
  answer: ['الرد بالإصلاح', 'Answer with the fix'],
});

const violation = (lang: 'ar' | 'en') =>
  workflowRecord('viewed', TEXT[lang].status, ['object', 'answer'], {
    id: 9,
    number: 'V-000009',
    camp_id: 3,
    camp_number: '12',
    square_id: 1,
    square_name: 'Square 1',
    violation_form_level_id: 2,
    level_name: 'Medium',
    level_color: '#faad14',
    fine: 100_000,
    body: 'Blocked exit',
    lat: null,
    lng: null,
    inspector_id: null,
    created_by: 5,
    assigned_at: '2026-11-20T08:00:00Z',
    due_at: '2026-11-22T08:00:00Z',
    viewed_at: '2026-11-20T09:00:00Z',
    rejection_cause: null,
    reject_answer: null,
    answer: null,
    answered_at: null,
    violation_order_id: null,
    created_at: '2026-11-20T07:00:00Z',
    attachments: {
      slots: [{ slot: 'image_1', slot_text: 'Photo 1', current: { file_name: 'photo.png' } }],
      history: [],
      counts: { missing: 0, pending: 1, rejected: 0 },
    },
  });

describe.each(langs)('violation details (%s)', (lang) => {
  it('offers the company its actions and posts the objection with its cause', async () => {
    const { posted, handler } = recordPosts('*/api/general/violation_forms/object/9');
    server.use(
      http.get('*/api/general/violation_forms/edit/9', () => HttpResponse.json({ data: violation(lang) })),
      handler,
    );
    const as: LoginAs = ['raft_office', ['view-violations']];
    const { u } = await openScreenAs(as, <ViolationDetailsPage />, lang, '/violations/view/9');
    expect(await screen.findByTestId('violation-status-viewed')).toHaveTextContent(TEXT[lang].status);
    expect(screen.getByTestId('action-object')).toHaveTextContent(TEXT[lang].object);
    expect(screen.getByTestId('action-answer')).toHaveTextContent(TEXT[lang].answer);
    expect(screen.queryByTestId('action-complete')).toBeNull();
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    await u.type(screen.getByTestId('workflow-input-rejection_cause'), 'Not ours');
    await u.click(screen.getByTestId('action-object'));
    await u.click(await screen.findByTestId('confirm-ok'));
    await expect.poll(() => posted).toEqual([{ rejection_cause: 'Not ours' }]);
  });
});
