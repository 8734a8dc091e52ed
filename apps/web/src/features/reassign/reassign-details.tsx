import { EyeOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { currentLang } from '../../i18n/i18n';
import { BASE, type OrderDetails, PATHS } from './api';
import { CampsCard } from './camps-card';
import { DocsCard } from './docs-card';
import { money } from './money';
import { reassignScreens } from './reassign.workflow';
import { RedeliveryCard } from './redelivery-card';
import { useType } from './use-type';

/** The order's filling on the templates engine: its total, open it to fill and sign (when the caller may submit or sign), or view it. */
function FormCard({ order: o }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const base = BASE[o.type];
  return (
    <Card variant="borderless" title={t('reassign.form_title')}>
      {o.form ? (
        <Space wrap>
          <Typography.Text>
            {t('reassign.form_total')}: {money(o.form.total_halalas)}
          </Typography.Text>
          {/* Filling and signing are for the parties who may submit or sign now; a reviewer views it. */}
          {(o.allowed_actions.includes('submit') || o.allowed_actions.includes('sign')) && (
            <Link to={`${base}/${o.id}/form/${o.form.form_id}`}>
              <Button icon={<FormOutlined />} data-testid="order-form">
                {t('reassign.form_open')}
              </Button>
            </Link>
          )}
          <Link to={`${base}/${o.id}/form/${o.form.form_id}/view`}>
            <Button icon={<EyeOutlined />}>{t('reassign.form_view')}</Button>
          </Link>
        </Space>
      ) : (
        '—'
      )}
    </Card>
  );
}

/** /re-assign-orders/:id/details and /lock-orders/:id/details: the order, its camps, form, files and history. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = useType();
  return (
    <WorkflowDetails<OrderDetails>
      area={reassignScreens[type]}
      title={(o) => t(`reassign.details_title.${o.type}`, { id: o.id })}
      fields={(o) => [
        {
          label: 'reassign.fields.company',
          value: currentLang() === 'en' ? o.company_name_en : o.company_name,
        },
        { label: 'reassign.fields.fee', value: money(o.fee_halalas ?? o.form?.total_halalas) },
        { label: 'reassign.fields.signed', value: t(o.signed ? 'reassign.yes' : 'reassign.no') },
        !!o.rejection_reason && { label: 'reassign.fields.rejection_reason', value: o.rejection_reason },
      ]}
      panels={(o, refresh) => (
        <>
          <CampsCard order={o} onChange={refresh} />
          <FormCard order={o} />
          <DocsCard order={o} kind="kroky" onChange={refresh} />
          <DocsCard order={o} kind="payment" onChange={refresh} />
          <RedeliveryCard order={o} onChange={refresh} />
          {['redelivery_booked', 'redelivered'].includes(o.status) && (
            <DocsCard order={o} kind="redelivery" onChange={refresh} />
          )}
        </>
      )}
      actions={{
        // Booking the re-delivery asks for a time: its own card; the camps change in the camps card.
        except: ['book_redelivery', 'change_camps'],
        path: (a, o) => PATHS.action(a, o.id),
        body: (a, v, o) =>
          ['approve', 'reject', 'cancel'].includes(a) ? { reassign_order_id: o.id, ...v } : { ...v },
        onDone: (a, refresh) => {
          // Spec 001 §4: after a rejection the screen goes back to the list after 1 second.
          if (a === 'reject') setTimeout(() => navigate(BASE[type]), 1000);
          else return refresh();
        },
      }}
    />
  );
}
