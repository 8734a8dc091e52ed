import {
  CLEARANCE_STATUS_COLORS,
  CLEARANCE_VOTE_COLORS,
  type ClearanceRow,
  type ClearanceVote,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function ClearanceTag({
  row,
}: {
  row: Pick<ClearanceRow, 'clearance_status' | 'clearance_status_text'>;
}) {
  return (
    <Tag
      color={CLEARANCE_STATUS_COLORS[row.clearance_status]}
      data-testid={`clearance-${row.clearance_status}`}
    >
      {row.clearance_status_text}
    </Tag>
  );
}

export function VoteTag({ vote }: { vote: ClearanceVote | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Tag color={vote ? CLEARANCE_VOTE_COLORS[vote] : 'default'}>{t(`finance.vote.${vote ?? 'none'}`)}</Tag>
  );
}
