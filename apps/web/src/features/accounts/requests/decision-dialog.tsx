import { SITES, SwitchUserStatusSchema } from '@mashaer/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import {
  applyFieldErrors,
  FormField,
  HiddenFields,
  normalizeValues,
  OrphanErrors,
  SchemaProvider,
} from '../../../components/resource-form';
import { type SwitchStatusBody, switchUserStatus } from '../api';
import { RoleSelect } from '../shared/role-select';

export type Decision = 'active' | 'rejected';

type Props = {
  /** The applicant decided on; null = closed. Its type picks the roles offered. */
  user: { id: number; name: string; type_id?: number } | null;
  decision: Decision;
  onClose: () => void;
  /** After the server answered (success or a 104 warning). */
  onDone: () => void;
};

/**
 * Approve (platform + at least one role) or reject (a reason) a registration with
 * `users/switch-user-status/{id}`. The contract's SwitchUserStatusSchema checks the fields before
 * the call and the server's 422 lands under them; a 104 answer ("already active/rejected") is a
 * warning notice, not a success.
 */
export function DecisionDialog({ user, decision, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);
  const approve = decision === 'active';

  const submit = async () => {
    if (!user) return;
    try {
      await form.validateFields();
    } catch {
      return notice('danger', t('notice.check_errors'));
    }
    const v = normalizeValues(form.getFieldsValue(true));
    const body = (
      approve
        ? { status: 'active', platform: v.platform, roles: v.roles }
        : { status: 'rejected', platform: v.platform, reject_reason: v.reject_reason }
    ) as SwitchStatusBody;
    setSaving(true);
    setOrphans([]);
    try {
      const answer = await switchUserStatus(user.id, body);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      form.resetFields();
      onDone();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors, ['roles', 'platform', 'reject_reason']));
        notice('danger', t('notice.check_errors'));
      } else notice('danger', isApiError(e) && e.message ? e.message : t('notice.problem'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(user)}
      title={t(approve ? 'accounts.approve_title' : 'accounts.reject_title', { name: user?.name ?? '' })}
      okText={t(approve ? 'accounts.approve' : 'accounts.reject')}
      okButtonProps={{ danger: !approve, loading: saving, 'data-testid': 'decision-ok' } as never}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        setOrphans([]);
        onClose();
      }}
      destroyOnHidden
      data-testid="decision-dialog"
    >
      <SchemaProvider value={SwitchUserStatusSchema}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ status: decision, platform: 'mena' }}
          preserve={false}
          noValidate
        >
          <OrphanErrors errors={orphans} />
          <HiddenFields names={['status']} />
          <FormField name="platform" label="accounts.platform">
            <Select
              options={SITES.map((s) => ({ value: s, label: t(`sites.${s}`) }))}
              data-testid="decision-platform"
            />
          </FormField>
          {approve ? (
            <FormField name="roles" label="accounts.roles" required>
              <RoleSelect testId="decision-roles" typeId={user?.type_id} />
            </FormField>
          ) : (
            <FormField name="reject_reason" label="accounts.reject_reason" required>
              <Input.TextArea rows={4} maxLength={1000} showCount data-testid="decision-reason" />
            </FormField>
          )}
        </Form>
      </SchemaProvider>
    </Modal>
  );
}
