import { CONTRACT_STATUS_COLORS, type ContractStatus } from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={CONTRACT_STATUS_COLORS[status]} data-testid={`contract-status-${status}`}>
      {t(`contracts.status.${status}`)}
    </Tag>
  );
}
