import type { SadadDetails } from '@mashaer/contract';
import { Typography } from 'antd';
import { DateText } from '../../components/date-text/date-text';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { SADAD } from './api';
import { ReceiptCard, Sar } from './finance-ui';
import { sadadScreens } from './sadad.workflow';

/** /sadad/details/:id: the bill, its receipt, the actions open to the caller and the timeline. */
export function SadadDetailsPage() {
  return (
    <WorkflowDetails<SadadDetails>
      area={sadadScreens}
      fields={(s) => [
        { label: 'finance.fields.bill_number', value: <bdi data-testid="bill-number">{s.bill_number}</bdi> },
        { label: 'finance.fields.company', value: s.company_name },
        { label: 'finance.fields.amount', value: <Sar text={s.amount_sar} /> },
        { label: 'finance.fields.reason', value: s.reason_text },
        { label: 'finance.fields.due_date', value: <DateText value={s.due_date} /> },
        !!s.description && { label: 'finance.fields.description', value: s.description },
        !!s.rejection_reason && {
          label: 'finance.fields.rejection_reason',
          value: (
            <Typography.Text type="danger" data-testid="rejection-reason">
              {s.rejection_reason}
            </Typography.Text>
          ),
        },
      ]}
      attachments={(s, refresh) => <ReceiptCard bill={s} upload={SADAD.upload(s.id)} onDone={refresh} />}
      actions={{
        except: ['upload_docs'],
        path: (a, s) => (a === 'cancel' ? SADAD.cancel(s.id) : SADAD.changeState),
        body: (a, v, s) => (a === 'cancel' ? {} : { sadad_order_id: s.id, action: a, ...v }),
      }}
    />
  );
}
