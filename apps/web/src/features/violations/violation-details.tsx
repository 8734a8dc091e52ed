import { MobileOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { joinIsolated } from '../../components/bidi/join';
import { DateText } from '../../components/date-text/date-text';
import { FileSend } from '../../components/file-upload/file-send';
import { ColorLabel } from '../../components/resource-list';
import { WorkflowDetails } from '../../components/workflow-screens/workflow-details';
import { VIOLATIONS, type ViolationDetails } from './api';
import { shrinkPhoto } from './photo';
import { violationScreens } from './violation.workflow';

/** The next free slot named `prefix_n`, or the first when all are taken. */
const nextSlot = (v: ViolationDetails, prefix: string) =>
  v.attachments.slots.find((s) => s.slot.startsWith(prefix) && !s.current)?.slot ?? `${prefix}1`;

function Files({ v, refresh }: { v: ViolationDetails; refresh: () => Promise<void> }) {
  const { t } = useTranslation();
  const upload = (prefix: string, label: string, testId: string, photo: boolean) => (
    <FileSend
      send={async (file) => {
        const body = toFormData({}, { file: photo ? await shrinkPhoto(file) : file });
        const a = await request<{ message?: string }>(VIOLATIONS.upload(v.id, nextSlot(v, prefix)), {
          method: 'POST',
          body,
        });
        await refresh();
        return { message: a?.message ?? '' };
      }}
      types={photo ? ['jpeg', 'png'] : ['pdf', 'png', 'jpeg']}
      label={label}
      testId={testId}
      buttonTestId={`${testId}-upload`}
    />
  );
  const authority = v.allowed_actions.includes('assign') || v.status === 'created';
  const company = v.allowed_actions.includes('object') || v.allowed_actions.includes('answer');
  return (
    <Card variant="borderless" title={t('violations.files')} data-testid="violation-files">
      <Space orientation="vertical">
        {/* One block for the stored files: as it grows, the pickers below keep their place (and
            the file chosen in them), where each stored file as an item of its own moved them. */}
        <div data-testid="violation-stored-files">
          {v.attachments.slots
            .filter((s) => s.current)
            .map((s) => (
              <div key={s.slot}>
                <bdi>{s.slot_text}</bdi>: <Tag>{s.current?.file_name}</Tag>
              </div>
            ))}
        </div>
        {authority && upload('image_', t('violations.add_photo'), 'violation-photo', true)}
        {company &&
          v.allowed_actions.includes('object') &&
          upload('rejection_file', t('violations.objection_file'), 'violation-objection-file', false)}
        {company && upload('evidence_', t('violations.add_evidence'), 'violation-evidence', true)}
      </Space>
    </Card>
  );
}

/** The same violation's phone screen (/violations/field/:id, a page of its own: a full load). */
function PhoneLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Button href={`/violations/field/${id}`} icon={<MobileOutlined />} data-testid="violation-phone">
      {t('violations.field.open_phone')}
    </Button>
  );
}

/** /violations/view/:id: the violation, its photos and files, the actions open to the caller, the timeline. */
export function ViolationDetailsPage() {
  return (
    <WorkflowDetails<ViolationDetails>
      area={violationScreens}
      title={(v) => v.number}
      // The phone's screen of the same violation (issue 31 §7): a page load into the field page.
      extra={(v) => <PhoneLink id={v.id} />}
      fields={(v) => [
        { label: 'violations.fields.camp', value: joinIsolated(v.camp_number, v.square_name) },
        { label: 'violations.fields.company', value: v.company_name },
        {
          label: 'violations.fields.level',
          value: <ColorLabel color={v.level_color}>{v.level_name}</ColorLabel>,
        },
        { label: 'violations.fields.body', value: <Typography.Paragraph>{v.body}</Typography.Paragraph> },
        !!v.due_at && { label: 'violations.fields.due_at', value: <DateText value={v.due_at} /> },
        !!v.viewed_at && { label: 'violations.fields.viewed_at', value: <DateText value={v.viewed_at} /> },
        !!v.rejection_cause && { label: 'violations.fields.rejection_cause', value: v.rejection_cause },
        !!v.reject_answer && { label: 'violations.fields.reject_answer', value: v.reject_answer },
        !!v.answer && { label: 'violations.fields.answer', value: v.answer },
        v.lat !== null && {
          label: 'violations.fields.location',
          value: <bdi dir="ltr">{`${v.lat}, ${v.lng}`}</bdi>,
        },
      ]}
      attachments={(v, refresh) => <Files v={v} refresh={refresh} />}
      actions={{
        except: ['view', 'unassign'],
        path: (a, v) =>
          a === 'assign'
            ? VIOLATIONS.assignStore
            : a === 'unassign'
              ? VIOLATIONS.unassign(v.id)
              : VIOLATIONS.action(v.id)(a),
        body: (a, values, v) => (a === 'assign' ? { violation_form_ids: [v.id] } : values),
      }}
    />
  );
}
