import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { notice } from '../../components/notice/notice';
import { QueryState } from '../../components/page-state/page-states';
import { createQuery, storeReadiness } from './api';
import { AnswerStep } from './licence-form/form-answers';
import { useAnswerAndBack } from './readiness-answer';
import './licences.css';
import { joinIsolated } from '../../components/bidi/join';

function CreateAnswers({ order }: { order: { id: number; form_id: number } }) {
  const submit = useAnswerAndBack(order, false);
  return <AnswerStep orderId={order.id} update={false} onSubmit={submit} />;
}

/** /readiness-license/create: choose a delivered camp, accept the pledge, then fill the form. */
export function ReadinessCreatePage() {
  const { t } = useTranslation();
  const data = useQuery(createQuery());
  const [order, setOrder] = useState<{ id: number; form_id: number } | null>(null);
  const [camp, setCamp] = useState<number | undefined>();
  const [committed, setCommitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  if (data.isError || !data.data) return <QueryState query={data} />;
  const d = data.data.data;
  if (order) return <CreateAnswers order={order} />;
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await storeReadiness({ assign_camp_id: camp, is_committed: committed ? 1 : 0 });
      notice('success', answer.message);
      setOrder({ id: answer.data!.id, form_id: answer.data!.form_id });
    } catch (e) {
      if (isApiError(e) && e.isValidation) setErrors(e.errors);
      else if (isApiError(e)) notice('danger', e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="borderless" title={t('licences.readiness.create')}>
      {!d.camps.length && (
        <Alert type="info" showIcon title={t('licences.readiness.no_camps')} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('licences.fields.camp')}
          validateStatus={errors.assign_camp_id ? 'error' : undefined}
          help={errors.assign_camp_id?.join(' ')}
          htmlFor="readiness-camp"
        >
          <Select
            id="readiness-camp"
            value={camp}
            onChange={setCamp}
            allowClear
            data-testid="readiness-camp"
            options={d.camps.map((c) => ({
              value: c.assign_camp_id,
              label: joinIsolated(c.camp_number, c.square_name),
            }))}
          />
        </Form.Item>
        <Typography.Paragraph className="licence-pledge" data-testid="readiness-pledge-text">
          {d.pledge}
        </Typography.Paragraph>
        <Form.Item
          validateStatus={errors.is_committed ? 'error' : undefined}
          help={errors.is_committed?.join(' ')}
        >
          <Checkbox
            checked={committed}
            onChange={(e) => setCommitted(e.target.checked)}
            data-testid="readiness-committed"
          >
            {t('licences.readiness.agree')}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="readiness-store">
          {t('licences.readiness.next')}
        </Button>
      </Form>
    </Card>
  );
}
