import {
  APPOINTMENT_STATUS_COLORS,
  ASSIGNMENT_STATUS_COLORS,
  CAMP_STATUS_COLORS,
  type StatusColor,
} from '@mashaer/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, Row } from '../../components/resource-list';

type Kind = 'assign' | 'appointment' | 'camp';

const COLORS: Record<Kind, Record<string, StatusColor>> = {
  assign: ASSIGNMENT_STATUS_COLORS,
  appointment: APPOINTMENT_STATUS_COLORS,
  camp: CAMP_STATUS_COLORS,
};

/** A status as a coloured tag; `kind` picks the vocabulary (assignment, appointment or camp). */
export function StatusTag({ kind, status }: { kind: Kind; status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[kind][status]} data-testid={`status-${status}`}>
      {t(`camps.${kind}_status.${status}`)}
    </Tag>
  );
}

/** A list's sortable status column: the tag in the cell, the server's `status_text` in print and export. */
export const statusColumn = <T extends Row & { status: string; status_text?: string | null }>(
  kind: Kind,
  title: string,
): ColumnDef<T> => ({
  key: 'status',
  title,
  sortable: true,
  // A long label ("Delivery in progress") wraps in its tag rather than widen the table past a
  // 1280 px card (the table is as wide as its columns' content: a width caps this one).
  width: 130,
  render: (r) => <StatusTag kind={kind} status={r.status} />,
  text: (r) => r.status_text,
});
