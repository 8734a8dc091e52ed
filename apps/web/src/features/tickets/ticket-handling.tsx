import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionInput } from '../../components/confirm-action/action-input';
import { ActionField, useConfirmedPost } from '../../components/confirm-action/use-confirmed-post';
import { TICKETS, type TicketDetails } from './api';

const LEVELS = ['low', 'medium', 'high'] as const;

/** A handler's forward (to another admin group, with a note) and importance change, when open to it. */
export function TicketHandling({ ticket, refresh }: { ticket: TicketDetails; refresh: () => Promise<void> }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<number>();
  const [note, setNote] = useState('');
  const [level, setLevel] = useState<string>(ticket.importance_level);
  const navigate = useNavigate();
  // After a forward the ticket may have left the handler's groups: back to the inbox.
  const fwd = useConfirmedPost(() => navigate('/tickets'));
  const imp = useConfirmedPost(refresh);
  const errors = { ...fwd.errors, ...imp.errors };
  const canForward = ticket.allowed_actions.includes('forward');
  const canChange = ticket.allowed_actions.includes('change_importance');
  if (!canForward && !canChange) return null;
  return (
    <Card title={t('tickets.handling.title')} variant="borderless" data-testid="ticket-handling">
      {fwd.holder}
      {imp.holder}
      <Space orientation="vertical" style={{ width: '100%' }}>
        {canForward && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ActionField label={t('tickets.handling.group')} errors={errors.group_id}>
              <Select
                value={group}
                onChange={setGroup}
                options={ticket.groups}
                placeholder={t('common.choose')}
                style={{ minWidth: 240 }}
                data-testid="forward-group"
              />
            </ActionField>
            <ActionInput
              label="workflow.input.note"
              errors={errors.note}
              note
              value={note}
              onChange={setNote}
              testId="forward-note"
            />
            <Button
              onClick={() =>
                void fwd.post(
                  TICKETS.forward,
                  { ticket_id: ticket.id, group_id: group, note: note || undefined },
                  { action: t('tickets.handling.forward'), fields: ['group_id', 'note'] },
                )
              }
              data-testid="action-forward"
            >
              {t('tickets.handling.forward')}
            </Button>
          </Space>
        )}
        {canChange && (
          <Space wrap>
            <ActionField label={t('tickets.fields.importance')} errors={errors.importance_level}>
              <Select
                value={level}
                onChange={setLevel}
                options={LEVELS.map((l) => ({ value: l, label: t(`tickets.importance.${l}`) }))}
                style={{ minWidth: 160 }}
                data-testid="importance-select"
              />
            </ActionField>
            <Button
              onClick={() =>
                void imp.post(
                  TICKETS.importance,
                  { ticket_id: ticket.id, importance_level: level },
                  { action: t('tickets.handling.change_importance'), fields: ['importance_level'] },
                )
              }
              data-testid="action-change_importance"
            >
              {t('tickets.handling.change_importance')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
