import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../../components/page-state/page-states';
import { fetchFilling, signFilling } from '../api';
import { bi, sar } from '../labels';
import { answerText } from './answer-text';
import { SignersTable } from './signers-table';

/** /forms/sign/:id: the answers, the signing order, and the signature with the password re-entered. */
export default function SignPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const query = useQuery({ queryKey: ['templates', 'sign', id], queryFn: () => fetchFilling(id), gcTime: 0 });
  const view = query.data?.data;
  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !view) return <ErrorState onRetry={() => void query.refetch()} />;

  const sign = async ({ password }: { password?: string }) => {
    if (!password) return form.setFields([{ name: 'password', errors: [t('templates.password')] }]);
    setBusy(true);
    try {
      const answer = await signFilling(view.filling.id, password, view.current_signer_num);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      form.resetFields();
      await query.refetch();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        const { password: pw, ...rest } = e.errors;
        if (pw) form.setFields([{ name: 'password', errors: pw }]);
        const other = Object.values(rest).flat();
        if (other.length) notice('danger', other.join(' — '));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Card
        variant="borderless"
        title={bi(view.form, 'name')}
        extra={
          <Tag color="blue">
            <span data-testid="filling-status">{view.filling.status_text}</span>
          </Tag>
        }
      >
        <Descriptions size="small" column={1} bordered>
          {view.questions.map((q) => (
            <Descriptions.Item key={q.question_id} label={bi(q, 'title')}>
              {answerText(q, t)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('templates.total')}>
            {sar(view.filling.total_halalas)} {t('templates.sar')}
          </Descriptions.Item>
        </Descriptions>
        {view.filling.answers_hash && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('templates.hash')}: <code dir="ltr">{view.filling.answers_hash}</code>
          </Typography.Paragraph>
        )}
      </Card>
      <Card variant="borderless" title={t('templates.signers')}>
        <SignersTable signers={view.signers} />
        <div style={{ marginTop: 16 }}>
          {view.can_sign ? (
            <Form
              form={form}
              layout="vertical"
              onFinish={(v) => void sign(v)}
              style={{ maxWidth: 360 }}
              noValidate
            >
              <Typography.Paragraph type="secondary">{t('templates.password_hint')}</Typography.Paragraph>
              <Form.Item name="password" label={t('templates.password')} required>
                <Input.Password autoComplete="current-password" data-testid="sign-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="sign-submit">
                {t('templates.sign_now')}
              </Button>
            </Form>
          ) : view.filling.status !== 'signed' ? (
            <Alert type="info" showIcon title={t('templates.not_your_turn')} />
          ) : null}
        </div>
        <Space style={{ marginTop: 16 }}>
          <Link to={`/forms/print/${view.filling.id}`}>
            <Button data-testid="go-print">{t('templates.print')}</Button>
          </Link>
        </Space>
      </Card>
    </Space>
  );
}
