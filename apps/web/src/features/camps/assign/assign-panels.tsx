import {
  type ActionDef,
  ASSIGNMENT_WORKFLOW,
  CENTRE_NUMBER_TYPES,
  CHANGE_STATUS_ACTIONS,
} from '@mashaer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { downloadAttachment } from '../../../api/download';
import { toFormData } from '../../../api/form-data';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { notice } from '../../../components/notice/notice';
import { Timeline } from '../../../components/timeline/timeline';
import { WorkflowActions } from '../../../components/workflow-actions/workflow-actions';
import { type Assignment, type AttachmentMeta, assignmentKey } from '../api';
import { StatusTag } from '../status-tag';

/** Spec §6: the licence field reads "centre number" for raft_office and service_provider receivers. */
export const receiverCrLabel = (typeCode: string | null | undefined) =>
  CENTRE_NUMBER_TYPES.includes(typeCode as never)
    ? 'camps.fields.centre_number'
    : 'camps.fields.license_number';

function Download({ file }: { file: AttachmentMeta }) {
  const { t } = useTranslation();
  if (!file) return <Typography.Text type="secondary">{t('camps.no_file')}</Typography.Text>;
  const open = () => downloadAttachment(file.url, file.original_name);
  return (
    <Button type="link" onClick={() => void open().catch(() => notice('danger', t('notice.problem')))}>
      {t('camps.actions.download')}: {file.original_name}
    </Button>
  );
}

/** The kroky drawing and the assignment file (`assign_camps_attachments/store|update`). */
export function AttachmentsCard({ record }: { record: Assignment }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [kroky, setKroky] = useState<File>();
  const [assignFile, setAssignFile] = useState<File>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const action = record.attachment || record.assign_file ? 'update' : 'store';
      const answer = await request<{ message: string }>(`general/assign_camps_attachments/${action}`, {
        method: 'POST',
        body: toFormData({ assign_camp_id: record.id }, { kroky, assign_file: assignFile }),
      });
      notice('success', answer.message);
      setKroky(undefined);
      setAssignFile(undefined);
      await qc.invalidateQueries({ queryKey: assignmentKey(String(record.id)) });
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('camps.attachments')} variant="borderless" data-testid="assign-attachments">
      <Form layout="vertical">
        <Form.Item label={t('camps.fields.kroky')}>
          <FileUpload
            value={kroky}
            onChange={setKroky}
            types={['pdf', 'png', 'jpeg', 'dwg']}
            testId="kroky"
          />
          <Download file={record.attachment} />
        </Form.Item>
        <Form.Item label={t('camps.fields.assign_file')}>
          <FileUpload
            value={assignFile}
            onChange={setAssignFile}
            types={['pdf', 'png', 'jpeg']}
            testId="assign_file"
          />
          <Download file={record.assign_file} />
        </Form.Item>
        <Button type="primary" disabled={!kroky && !assignFile} loading={saving} onClick={() => void save()}>
          {t('camps.actions.save_attachments')}
        </Button>
      </Form>
    </Card>
  );
}

const declared = ASSIGNMENT_WORKFLOW.actions as Record<string, ActionDef<string>>;
/** The actions of `assign_camps/change_status/{id}`, each with the status it asks for. */
const CHANGE_STATUS = Object.fromEntries(
  Object.entries(CHANGE_STATUS_ACTIONS).map(([status, action]) => [action, status]),
) as Record<string, string>;

/** The lifecycle as a timeline, with the moves the server says this user may make. */
export function TimelineCard({ record }: { record: Assignment }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <Card
      title={
        <Space>
          {t('camps.timeline')}
          <StatusTag kind="assign" status={record.status} />
        </Space>
      }
      variant="borderless"
      data-testid="assign-timeline"
    >
      <Timeline events={record.history} />
      <WorkflowActions
        actions={(record.allowed_actions ?? []).filter((a) => a in CHANGE_STATUS)}
        declared={declared}
        path={() => `general/assign_camps/change_status/${record.id}`}
        body={(action, v) => ({ status: CHANGE_STATUS[action], note: v.note })}
        onDone={() => qc.invalidateQueries({ queryKey: assignmentKey(String(record.id)) })}
      />
    </Card>
  );
}
