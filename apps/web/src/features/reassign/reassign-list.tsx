import { PlusOutlined } from '@ant-design/icons';
import type { ReassignType } from '@mashaer/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dateColumn } from '../../components/date-text/date-column';
import type { ColumnDef } from '../../components/resource-list';
import { searchFilter } from '../../components/resource-list';
import { WorkflowList } from '../../components/workflow-screens/workflow-list';
import { currentLang } from '../../i18n/i18n';
import { AddOrderModal } from './add-order-modal';
import { BASE, type OrderRow } from './api';
import { money } from './money';
import { reassignScreens } from './reassign.workflow';

/** One list a type: the orders of that type with the button that adds one (camps in a dialog). */
function OrdersPage({ type }: { type: ReassignType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const yesNo = (r: OrderRow) => t(r.signed ? 'reassign.yes' : 'reassign.no');
  const columns: (ColumnDef<OrderRow> | 'status')[] = [
    { key: 'id', title: 'common.id', sortable: true, width: 70 },
    { key: 'camps', title: 'reassign.fields.camps' },
    {
      key: 'company_name',
      title: 'reassign.fields.company',
      priority: 2,
      width: 120, // wraps: the list fits its card from 1280 px
      render: (r) => (currentLang() === 'en' ? r.company_name_en : r.company_name),
    },
    'status',
    { key: 'signed', title: 'reassign.fields.signed', render: yesNo, text: yesNo },
    { key: 'fee_halalas', title: 'reassign.fields.fee', priority: 2, render: (r) => money(r.fee_halalas) },
    dateColumn('created_at', 'reassign.fields.created_at', {
      time: true,
      stacked: true,
      sortable: true,
      priority: 3,
    }),
  ];
  return (
    <>
      <WorkflowList<OrderRow>
        key={`${type}-${version}`}
        area={reassignScreens[type]}
        fixedBody={{ type }}
        columns={columns}
        filters={[searchFilter('reassign.fields.search'), 'status']}
        toolbar={
          <>
            <Link to={type === 'lock' ? '/lock/about-signature' : '/about-signature'}>
              {t('reassign.about_link')}
            </Link>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="order-add"
            >
              {t(`reassign.add.${type}`)}
            </Button>
          </>
        }
      />
      {adding && (
        <AddOrderModal
          type={type}
          onClose={(id) => {
            setAdding(false);
            if (id) void navigate(`${BASE[type]}/${id}/details`);
            else setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}

/** /re-assign-orders: the company's re-assign orders (the authority sees all). */
export function ReassignOrdersPage() {
  return <OrdersPage type="reassign" />;
}
/** /lock-orders: the same list for lock orders. */
export function LockOrdersPage() {
  return <OrdersPage type="lock" />;
}
