import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error';
import { toFormData } from '../../../api/form-data';
import { notice } from '../../../components/notice/notice';
import { OrphanErrors, SchemaProvider } from '../../../components/resource-form';
import {
  applyFieldErrors,
  issuesByField,
  normalizeValues,
} from '../../../components/resource-form/zod-rules';
import { CompanyFields } from './company-fields';
import { DocumentFields, splitFiles } from './document-fields';

type Props = {
  form: FormInstance;
  schema: z.ZodType;
  /** Registration asks for a password; a resubmission does not. */
  withPassword: boolean;
  /** Documents already on file (a resubmission need not send them again). */
  onFile?: Parameters<typeof DocumentFields>[0]['onFile'];
  send: (body: FormData) => Promise<{ message: string }>;
  onDone: (message: string) => Promise<void> | void;
  submitLabel: string;
  submitTestId: string;
  children?: ReactNode;
};

/**
 * The company registration form, shared by /register and /complete-register-forms: the contract's
 * rules on the client, then a multipart POST, with server 422 errors under their fields.
 */
export function RegistrationForm({
  form,
  schema,
  withPassword,
  onFile,
  send,
  onDone,
  submitLabel,
  submitTestId,
  children,
}: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [orphans, setOrphans] = useState<string[]>([]);
  const checkErrors = () => notice('danger', t('notice.check_errors'));

  const submit = async (raw: Record<string, unknown>) => {
    const { fields, files } = splitFiles(raw);
    const values = normalizeValues(fields);
    const parsed = schema.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setOrphans(applyFieldErrors(form, issuesByField(parsed.error, values)));
      return checkErrors();
    }
    setBusy(true);
    setOrphans([]);
    try {
      const answer = await send(toFormData(parsed.data as Record<string, unknown>, files));
      await onDone(answer.message);
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        setOrphans(applyFieldErrors(form, e.errors));
        checkErrors();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <SchemaProvider value={schema}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        onFinishFailed={checkErrors}
        scrollToFirstError
        noValidate
      >
        <OrphanErrors errors={orphans} />
        <CompanyFields withPassword={withPassword} />
        <DocumentFields onFile={onFile} />
        <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
        {children}
      </Form>
    </SchemaProvider>
  );
}
