import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending: 'gold',
  appointment: 'blue',
  answered: 'purple',
  deliverd: 'green',
  returned: 'default',
  approved: 'green',
  rejected: 'red',
  ready: 'green',
  notready: 'orange',
};

/** A status as a coloured tag; `kind` picks the vocabulary (assignment, appointment or camp). */
export function StatusTag({ kind, status }: { kind: 'assign' | 'appointment' | 'camp'; status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`status-${status}`}>
      {t(`camps.${kind}_status.${status}`)}
    </Tag>
  );
}
