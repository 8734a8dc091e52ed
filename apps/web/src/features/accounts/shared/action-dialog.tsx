import type { MessageResponse } from '@mashaer/contract';
import { Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { isWarningAnswer, request } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import {
  applyFieldErrors,
  normalizeValues,
  OrphanErrors,
  SchemaProvider,
} from '../../../components/resource-form';

type Props = {
  open: boolean;
  /** Dictionary key of the title and of the OK button. */
  title: string;
  okText: string;
  schema: z.ZodType;
  path: string;
  initialValues?: Record<string, unknown>;
  /** Field names shown (server errors for others go to the alert). */
  fields: string[];
  onClose: () => void;
  onDone: (answer: MessageResponse) => void;
  children: ReactNode;
  testId?: string;
};

/**
 * A small form in a dialog for one call (the alliance actions): the contract schema checks the
 * fields, the server's 422 lands under them, success shows the server's message.
 */
export function ActionDialog(props: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);

  const close = () => {
    setOrphans([]);
    props.onClose();
  };
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return notice('danger', t('notice.check_errors'));
    }
    const parsed = props.schema.safeParse(normalizeValues(form.getFieldsValue(true)));
    if (!parsed.success) return notice('danger', t('notice.check_errors'));
    setSaving(true);
    setOrphans([]);
    try {
      const answer = await request<MessageResponse>(props.path, { method: 'POST', body: parsed.data });
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      props.onDone(answer);
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors, props.fields));
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={t(props.title)}
      okText={t(props.okText)}
      okButtonProps={{ loading: saving, 'data-testid': 'dialog-ok' } as never}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      data-testid={props.testId}
    >
      <SchemaProvider value={props.schema}>
        <Form form={form} layout="vertical" initialValues={props.initialValues} preserve={false} noValidate>
          <OrphanErrors errors={orphans} />
          {props.children}
        </Form>
      </SchemaProvider>
    </Modal>
  );
}
