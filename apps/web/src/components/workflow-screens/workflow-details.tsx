import type { ActionDef, TimelineEvent, WorkflowDef } from '@mashaer/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { type WorkflowScreensDef, workflowRecordKey } from '../../resources/define-workflow';
import { ErrorState, PageSpinner } from '../page-state/page-states';
import { Timeline } from '../timeline/timeline';
import { type ActionValues, WorkflowActions } from '../workflow-actions/workflow-actions';
import { useWorkflow, WorkflowStatusTag } from './workflow-status';
import './workflow-details.css';

/** What the shell reads of every workflow record. */
type WorkflowRecord = {
  status: string;
  allowed_actions: readonly string[];
  timeline: readonly TimelineEvent[];
};

/** One `Descriptions` item: a dictionary key and its value; `false`/`null` leaves it out. */
type Field = { label: string; value: ReactNode } | false | null | undefined | '';

/** A panel gets the record and `refresh` (re-reads it after an upload or a change). */
type Part<R> = (record: R, refresh: () => Promise<void>) => ReactNode;

type Props<R extends WorkflowRecord> = {
  area: WorkflowScreensDef;
  /** The header card's test id (the part printed: see workflow-details.css). */
  testId?: string;
  /** The header card's title (default: the area's details title). */
  title?: (record: R) => ReactNode;
  /** The header's `Descriptions` items, in order. */
  fields: (record: R) => Field[];
  /** Buttons beside the status in the header (edit, print). */
  extra?: Part<R>;
  /** Inside the header card, under the fields (an invoice's lines and totals). */
  body?: Part<R>;
  /** The area's own panels, under the header (answers, a drawing). */
  panels?: Part<R>;
  /** The record's files (a receipt) and its signatures: after the panels, before the actions. */
  attachments?: Part<R>;
  signatures?: Part<R>;
  /** The buttons of `allowed_actions`, as `WorkflowActions` posts them. */
  actions: {
    path: (action: string, record: R) => string;
    body?: (action: string, values: ActionValues, record: R) => Record<string, unknown>;
    /** Allowed actions drawn by a panel rather than as a button (an upload). */
    except?: readonly string[];
    /** After the server accepted one (default: re-read the record). */
    onDone?: (action: string, refresh: () => Promise<void>) => unknown;
  };
};

/**
 * A workflow record's details route (`:id` from the path): one loading and error guard, the header
 * (title, status tag from the contract, the area's fields), its panels, attachments and signatures,
 * the action buttons from `allowed_actions` with their confirmation and inputs, and the timeline.
 */
export function WorkflowDetails<R extends WorkflowRecord>(props: Props<R>) {
  const { id = '' } = useParams();
  const { area } = props;
  const qc = useQueryClient();
  const key = workflowRecordKey(area, id);
  const q = useQuery({ queryKey: key, queryFn: () => api.get<{ data: R }>(area.api.details(id)), gcTime: 0 });
  const flow = useWorkflow(area);
  if (q.isLoading || flow.isLoading) return <PageSpinner />;
  if (!q.data || !flow.workflow) return <ErrorState onRetry={() => void q.refetch()} />;
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  return (
    <Shell
      {...props}
      record={q.data.data}
      refresh={refresh}
      workflow={flow.workflow}
      status={flow.label(q.data.data.status)}
    />
  );
}

function Shell<R extends WorkflowRecord>({
  area,
  record: r,
  refresh,
  title,
  testId,
  fields,
  extra,
  body,
  panels,
  attachments,
  signatures,
  actions,
  workflow,
  status,
}: Props<R> & { record: R; refresh: () => Promise<void>; workflow: WorkflowDef; status: string }) {
  const { t } = useTranslation();
  const except = new Set(actions.except ?? []);
  const open = r.allowed_actions.filter((a) => !except.has(a));
  const buttons = (
    <WorkflowActions
      actions={open}
      declared={workflow.actions as Record<string, ActionDef<string>>}
      path={(a) => actions.path(a, r)}
      body={actions.body && ((a, v) => actions.body!(a, v, r))}
      onDone={(a) => (actions.onDone ? actions.onDone(a, refresh) : refresh())}
    />
  );
  const items = fields(r).filter((f) => !!f);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="workflow-details">
      <Card
        title={title ? title(r) : t(area.labels.details)}
        variant="borderless"
        data-testid={testId}
        extra={
          <Space wrap>
            <WorkflowStatusTag area={area} status={r.status} label={status} />
            {extra?.(r, refresh)}
          </Space>
        }
      >
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          // Each value in one inline element: antd's item content is a flex box, where a value made
          // of parts ("12 — Square 3") lost the spaces between them.
          items={items.map((f) => ({ key: f.label, label: t(f.label), children: <span>{f.value}</span> }))}
        />
        {body?.(r, refresh)}
      </Card>
      {(panels || attachments || signatures) && (
        <Space
          orientation="vertical"
          size="middle"
          style={{ width: '100%' }}
          className="workflow-screen-only"
        >
          {panels?.(r, refresh)}
          {attachments?.(r, refresh)}
          {signatures?.(r, refresh)}
        </Space>
      )}
      {open.some((a) => a in workflow.actions) &&
        (area.labels.actions ? (
          <Card variant="borderless" title={t(area.labels.actions)} className="workflow-screen-only">
            {buttons}
          </Card>
        ) : (
          <div className="workflow-screen-only">{buttons}</div>
        ))}
      <Card title={t(area.labels.timeline)} variant="borderless" className="workflow-screen-only">
        <Timeline events={r.timeline} />
      </Card>
    </Space>
  );
}
