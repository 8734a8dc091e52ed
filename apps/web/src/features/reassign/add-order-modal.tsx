import type { ReassignType } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { joinIsolated } from '../../components/bidi/join';
import { notice } from '../../components/notice/notice';
import { heldCampsQuery, storeOrder } from './api';

/** Picks the camps of the company (delivered) for a new order; the server checks each. */
export function AddOrderModal({ type, onClose }: { type: ReassignType; onClose: (id?: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery(heldCampsQuery(search));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await storeOrder(type, ids);
      notice('success', answer.message);
      onClose(answer.data.id);
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.errors ?? {}).flat()[0] ?? e.message) : t('notice.problem'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(`reassign.add.${type}`)}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      okText={t('reassign.add.submit')}
      cancelText={t('reassign.cancel')}
      okButtonProps={{ disabled: !ids.length, loading: busy, 'data-testid': 'order-add-submit' } as never}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" title={error} showIcon />}
        <label htmlFor="order-camps">{t('reassign.fields.camps')}</label>
        <Select
          id="order-camps"
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          style={{ width: '100%' }}
          value={ids}
          onChange={setIds}
          loading={options.isLoading}
          placeholder={t('reassign.add.pick')}
          data-testid="order-camps"
          options={(options.data?.data.data ?? []).map((c) => ({
            value: c.camp_id,
            label: joinIsolated(c.camp_number, c.square_name),
          }))}
        />
      </Space>
    </Modal>
  );
}
