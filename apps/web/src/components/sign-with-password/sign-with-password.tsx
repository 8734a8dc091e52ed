import { SignatureOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { notice } from '../notice/notice';

type Props = {
  /** Signs with the re-entered password; a thrown 422 is shown (its `password` error under the field). */
  onSign: (password: string) => Promise<void>;
  /** Prefix of the test ids: `<testid>-password`, `<testid>-submit`. */
  testid: string;
};

/**
 * The one signing form of the portal (contracts, bulk signature, forms; later orders and
 * licences): the password re-entered, proving the signer; the server copies the signature and
 * stamp saved on the profile into the document. The server's `password` error (wrong, locked
 * out) is shown under the field; no stored signature (`signature`) as a warning with a link to the
 * profile, where one is drawn; other refusals as a danger notice.
 */
export function SignWithPassword({ onSign, testid }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password?: string }>();
  const [busy, setBusy] = useState(false);
  const [noSignature, setNoSignature] = useState<string | null>(null);
  const submit = async ({ password }: { password?: string }) => {
    if (!password) return form.setFields([{ name: 'password', errors: [t('signing.password_required')] }]);
    setBusy(true);
    setNoSignature(null);
    try {
      await onSign(password);
      form.resetFields();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        const { password: pw, signature, ...rest } = e.errors;
        if (pw) form.setFields([{ name: 'password', errors: pw }]);
        if (signature) setNoSignature(signature.join(' — '));
        const other = Object.values(rest).flat();
        if (other.length || (!pw && !signature))
          notice('danger', other.length ? other.join(' — ') : e.message);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 360 }} noValidate>
      <Typography.Paragraph type="secondary">{t('signing.password_hint')}</Typography.Paragraph>
      {noSignature && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid={`${testid}-no-signature`}
          message={noSignature}
          description={<Link to="/profile">{t('signing.open_profile')}</Link>}
        />
      )}
      <Form.Item name="password" label={t('signing.password')} required>
        <Input.Password autoComplete="current-password" data-testid={`${testid}-password`} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        icon={<SignatureOutlined />}
        data-testid={`${testid}-submit`}
      >
        {t('signing.sign_now')}
      </Button>
    </Form>
  );
}
