import { Tag } from 'antd';
import type { WorkflowScreensDef } from '../../resources/define-workflow';

/** A record's status: the contract's label (see `useWorkflow`) in the area's colour for it. */
export function WorkflowStatusTag({
  area,
  status,
  label,
}: {
  area: Pick<WorkflowScreensDef, 'colors' | 'statusTestId'>;
  status: string;
  label: string;
}) {
  return (
    <Tag color={area.colors[status]} data-testid={`${area.statusTestId ?? 'status'}-${status}`}>
      {label}
    </Tag>
  );
}
