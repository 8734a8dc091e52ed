import type { OrderDetails } from '@mashaer/contract';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { actionBody, actionPath } from './api';
import { FilesCard } from './order-files-card';
import { CancelRequestCard } from './order-licences/cancel-request-card';
import { LicenceCard } from './order-licences/licence-card';
import { OrderReportsCard } from './order-licences/order-reports-card';
import { SafetyCard } from './order-licences/safety-card';
import { ServiceCard } from './order-service-card';
import { orderScreens } from './orders.workflow';
import { useBi } from './use-bi';

/** Actions with inputs of their own cards (licence and handover), not the generic buttons. */
const OWN_CARDS = ['add_license', 'extend_license', 'handover'];

/**
 * `/orders/details/:id` (also processing, tracking, re-customize and prepare): the order, its
 * services, files, licence, handover, reports and requests, the actions open to the caller, the timeline.
 */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const bi = useBi();
  const party = (p: OrderDetails['consultant']) => (p ? bi(p.name, p.name_en) : '—');
  return (
    <WorkflowDetails<OrderDetails>
      area={orderScreens}
      testId="order-details"
      title={(o) => <bdi>{o.number}</bdi>}
      fields={(o) => [
        { label: 'orders.fields.company', value: bi(o.company_name, o.company_name_en) },
        {
          label: 'orders.fields.camp',
          value: (
            <>
              <bdi>{o.camp_number}</bdi> — {bi(o.square_name, o.square_name_en)}
            </>
          ),
        },
        { label: 'orders.fields.number_of_hijaj', value: o.number_of_hijaj },
        { label: 'orders.fields.camp_size', value: o.camp_size },
        { label: 'orders.fields.count_day', value: o.count_day },
        { label: 'orders.fields.planed_achive_date', value: <bdi>{o.planed_achive_date}</bdi> },
        { label: 'orders.fields.consultant_id', value: party(o.consultant) },
        { label: 'orders.fields.contractor_id', value: party(o.contractor) },
        !!o.reason && { label: 'orders.fields.reason', value: o.reason },
      ]}
      panels={(o, refresh) => (
        <>
          <Card title={t('orders.services')} variant="borderless">
            <Space orientation="vertical" style={{ width: '100%' }}>
              {o.services.map((s) => (
                <ServiceCard key={s.id} order={o} s={s} refresh={refresh} />
              ))}
            </Space>
          </Card>
          <FilesCard order={o} refresh={refresh} />
          <LicenceCard order={o} refresh={refresh} />
          <SafetyCard order={o} refresh={refresh} />
          <OrderReportsCard order={o} />
          <CancelRequestCard order={o} />
          {o.status === 'approved' && (
            <Link to={`/orders/file/pledge/${o.id}`} data-testid="order-open-print">
              {t('orders.actions.open_print')}
            </Link>
          )}
        </>
      )}
      actions={{
        except: OWN_CARDS,
        path: (a, o) => actionPath(o.id, a),
        body: (a, v, o) => actionBody(o.id, a, v),
      }}
    />
  );
}
