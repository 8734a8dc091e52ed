import {
  APPOINTMENT_STATUS_COLORS,
  ASSIGNMENT_STATUS_COLORS,
  CAMP_STATUS_COLORS,
  type StatusColor,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<'assign' | 'appointment' | 'camp', Record<string, StatusColor>> = {
  assign: ASSIGNMENT_STATUS_COLORS,
  appointment: APPOINTMENT_STATUS_COLORS,
  camp: CAMP_STATUS_COLORS,
};

/** A status as a coloured tag; `kind` picks the vocabulary (assignment, appointment or camp). */
export function StatusTag({ kind, status }: { kind: 'assign' | 'appointment' | 'camp'; status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[kind][status]} data-testid={`status-${status}`}>
      {t(`camps.${kind}_status.${status}`)}
    </Tag>
  );
}
