import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notice } from '../../components/notice/notice';
import { SubTable } from '../../components/sub-table/sub-table';
import { type OrderDetails, removeCamp } from './api';

/** The order's camps; while the group is open the company takes one out (then the page reloads). */
export function CampsCard({ order, onChange }: { order: OrderDetails; onChange: () => unknown }) {
  const { t } = useTranslation();
  const remove = (id: number) =>
    Modal.confirm({
      title: t('reassign.remove_camp_confirm'),
      okText: t('reassign.remove_camp'),
      cancelText: t('reassign.cancel'),
      onOk: async () => {
        const answer = await removeCamp(id);
        notice('success', answer.message);
        await onChange();
      },
    });
  // The actions column only when there is an action: an empty column read as a missing button.
  const removable = order.can.edit_group && order.camps.length > 1;
  return (
    <Card variant="borderless" title={t('reassign.fields.camps')}>
      <SubTable
        rowKey="id"
        dataSource={order.camps}
        columns={[
          { key: 'camp_number', dataIndex: 'camp_number', title: t('reassign.fields.camp') },
          ...(removable
            ? [
                {
                  key: 'actions',
                  title: t('reassign.fields.actions'),
                  render: (_: unknown, c: { id: number }) => (
                    <Button danger size="small" icon={<DeleteOutlined />} onClick={() => remove(c.id)}>
                      {t('reassign.remove_camp')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
