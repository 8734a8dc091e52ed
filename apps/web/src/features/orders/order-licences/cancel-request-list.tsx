import { EyeOutlined } from '@ant-design/icons';
import type { ActionDef } from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../components/resource-list';
import { searchFilter, textColumn } from '../../../components/resource-list';
import { WorkflowActions } from '../../../components/workflow-actions/workflow-actions';
import { WorkflowList } from '../../../components/workflow-screens/workflow-list';
import { useWorkflow } from '../../../components/workflow-screens/workflow-status';
import { ORDER_LICENCES } from '../api';
import { useBi } from '../use-bi';
import { cancelRequestScreens } from './order-licences.workflow';

type RequestRow = Row & { id: number; status: string; allowed_actions?: string[] };

/** `/cancel-requests`: the company's requests (its own) or every request (the authority), decided in a dialog. */
export function CancelRequestsPage() {
  const { t } = useTranslation();
  const b = useBi();
  const qc = useQueryClient();
  const [open, setOpen] = useState<RequestRow | null>(null);
  // The declared actions come with the list's workflow (loaded beside it, not in its code).
  const { workflow } = useWorkflow(cancelRequestScreens);
  return (
    <>
      <WorkflowList<RequestRow>
        area={cancelRequestScreens}
        canOpen={() => false}
        columns={[
          { key: 'number', title: 'orders.fields.number' },
          textColumn('company_name', 'orders.fields.company', (r) => b(r.company_name, r.company_name_en), {
            priority: 2,
          }),
          textColumn('type', 'orders.request.type', (r) => String(r.type_text)),
          {
            key: 'new_party',
            title: 'orders.request.new_party',
            text: (r) => b(r.new_party_name, r.new_party_name_en),
            render: (r) => (r.new_party_name ? b(r.new_party_name, r.new_party_name_en) : '—'),
            priority: 3,
          },
          { key: 'reason', title: 'orders.fields.reason', priority: 3 },
          'status',
        ]}
        filters={[
          searchFilter('orders.fields.search'),
          'status',
          { name: 'type', label: 'orders.request.type', type: 'select' },
        ]}
        rowActions={[
          {
            key: 'decide',
            label: 'orders.request.decide',
            visible: (r) => (r.allowed_actions ?? []).length > 0,
            onClick: (r) => setOpen(r),
          },
          {
            key: 'order',
            label: 'orders.actions.details',
            icon: <EyeOutlined />,
            onClick: (r) => window.open(`/orders/tracking/${r.order_id}`, '_self'),
          },
        ]}
      />
      <Modal
        open={!!open}
        title={t('orders.request.decide')}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              <bdi>{String(open.number)}</bdi> — {String(open.type_text)}: {String(open.reason)}
            </Typography.Text>
            <WorkflowActions
              actions={open.allowed_actions ?? []}
              declared={(workflow?.actions ?? {}) as Record<string, ActionDef<string>>}
              path={() => ORDER_LICENCES.requestStatus}
              body={(a, v) => ({
                request_id: open.id,
                status: a === 'approve' ? 'approved' : 'rejected',
                ...(v.reason ? { reason: v.reason } : {}),
              })}
              onDone={async () => {
                setOpen(null);
                await qc.invalidateQueries();
              }}
            />
          </Space>
        )}
      </Modal>
    </>
  );
}
