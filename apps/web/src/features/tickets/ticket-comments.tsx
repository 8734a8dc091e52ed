import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { ActionInput } from '../../components/confirm-action/action-input';
import { ActionField } from '../../components/confirm-action/use-confirmed-post';
import { DateText } from '../../components/date-text/date-text';
import { FileLink } from '../../components/file-upload/file-link';
import { FileUpload } from '../../components/file-upload/file-upload';
import { notice } from '../../components/notice/notice';
import { commentsQuery, TICKETS, type TicketDetails } from './api';

type Errors = Record<string, string[]>;

/** The replies of a ticket, oldest first, with their files; the reply form when a reply is open. */
export function TicketComments({ ticket, refresh }: { ticket: TicketDetails; refresh: () => Promise<void> }) {
  const { t } = useTranslation();
  const q = useQuery(commentsQuery(ticket.id));
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File>();
  const [wait, setWait] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const handler = ticket.allowed_actions.includes('handler_reply');
  const canReply = handler || ticket.allowed_actions.includes('company_reply');
  const send = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body = toFormData(
        { ticket_id: ticket.id, comment, ...(handler ? { wait_for_company: wait } : {}) },
        { file },
      );
      const answer = await request<{ message?: string }>(TICKETS.comment, { method: 'POST', body });
      if (answer?.message) notice('success', answer.message);
      setComment('');
      setFile(undefined);
      setWait(false);
      await Promise.all([q.refetch(), refresh()]);
    } catch (e) {
      if (isApiError(e) && e.isValidation) setErrors(e.errors);
      else throw e;
    } finally {
      setBusy(false);
    }
  };
  const rows = q.data?.data ?? [];
  return (
    <Card title={t('tickets.comments.title')} variant="borderless" data-testid="ticket-comments">
      {rows.length === 0 && !q.isLoading ? (
        <Empty description={t('tickets.comments.empty')} />
      ) : (
        <List
          loading={q.isLoading}
          dataSource={rows}
          renderItem={(c) => (
            <List.Item data-testid={`comment-${c.side}`}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Tag color={c.side === 'handler' ? 'blue' : 'green'}>
                      {t(`tickets.comments.${c.side}`)}
                    </Tag>
                    <Typography.Text strong>{c.user_name}</Typography.Text>
                    <DateText value={c.created_at} withTime />
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={2}>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                      {c.comment}
                    </Typography.Paragraph>
                    {c.files.map((f) => (
                      <FileLink key={f.id} file={f} size="small" icon={<PaperClipOutlined />} />
                    ))}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {canReply && (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="ticket-reply">
          <ActionInput
            label="tickets.comments.placeholder"
            errors={errors.comment}
            rows={3}
            maxLength={5000}
            value={comment}
            onChange={setComment}
            testId="reply-text"
          />
          <ActionField errors={errors.file}>
            <FileUpload value={file} onChange={setFile} types={['pdf', 'png', 'jpeg']} testId="reply-file" />
          </ActionField>
          {handler && (
            <Checkbox checked={wait} onChange={(e) => setWait(e.target.checked)} data-testid="reply-wait">
              {t('tickets.comments.wait_for_company')}
            </Checkbox>
          )}
          <Button type="primary" loading={busy} onClick={() => void send()} data-testid="reply-send">
            {t('tickets.comments.send')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
