import { PaperClipOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { DateText } from '../../components/date-text/date-text';
import { FileLink } from '../../components/file-upload/file-link';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { TICKETS, type TicketDetails } from './api';
import { Minutes } from './minutes';
import { TicketComments } from './ticket-comments';
import { TicketHandling } from './ticket-handling';
import { ticketScreens } from './tickets.workflow';

/** The replies and the forward are drawn by the panels, not as buttons. */
const PANEL_ACTIONS = ['handler_reply', 'company_reply', 'forward', 'change_importance'] as const;

/** /tickets/details/:id: the ticket, its replies, the handler's tools, the actions and the timeline. */
export function TicketDetailsPage() {
  return (
    <WorkflowDetails<TicketDetails>
      area={ticketScreens}
      testId="ticket-header"
      title={(r) => <bdi data-testid="ticket-number">{r.number}</bdi>}
      fields={(r) => [
        { label: 'tickets.fields.subject', value: r.subject_name },
        { label: 'tickets.fields.company', value: r.company_name },
        { label: 'tickets.fields.group', value: <span data-testid="ticket-group">{r.group_name}</span> },
        {
          label: 'tickets.fields.importance',
          value: <span data-testid="ticket-importance">{r.importance_text}</span>,
        },
        { label: 'tickets.fields.created_at', value: <DateText value={r.created_at} withTime /> },
        { label: 'tickets.fields.first_answer', value: <Minutes value={r.minutes_to_first_answer} /> },
        !!r.closed_at && { label: 'tickets.fields.to_close', value: <Minutes value={r.minutes_to_close} /> },
        !!r.resolution && {
          label: 'tickets.fields.resolution',
          value: <span data-testid="ticket-resolution">{r.resolution}</span>,
        },
      ]}
      body={(r) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="ticket-content">
            {r.content}
          </Typography.Paragraph>
          {r.files.map((f) => (
            <FileLink key={f.id} file={f} icon={<PaperClipOutlined />} data-testid="ticket-file" />
          ))}
        </Space>
      )}
      panels={(r, refresh) => (
        <>
          <TicketComments ticket={r} refresh={refresh} />
          <TicketHandling ticket={r} refresh={refresh} />
        </>
      )}
      actions={{
        except: PANEL_ACTIONS,
        path: (a, r) => (a === 'reopen' ? TICKETS.reopen(r.id) : TICKETS.close(r.id)),
      }}
    />
  );
}
