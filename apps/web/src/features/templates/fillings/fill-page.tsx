import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import { QueryState } from '../../../components/page-state/page-states';
import { type FillingQuestion, type FillingView, fillingQuery, saveAnswers } from '../api';
import { bi, sar } from '../labels';
import { AnswerInput } from './answer-input';
import { FillingCard } from './filling-card';
import { type FillingScreenProps, fillingLinks } from './filling-links';
import { SignersTable } from './signers-table';

const field = (q: { question_id: number }) => `q_${q.question_id}`;
const initial = (q: FillingQuestion) => (q.type === 'priced_item' ? q.quantity : q.value);

/** A priced item's quantity as the field holds it: undefined before the form is filled in. */
function quantityOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(typeof value === 'object' && value ? (value as { quantity?: unknown }).quantity : value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The total as the answers stand on screen (issue 28 §17): the saved total, plus each priced
 * item's unit price times the change of its quantity since it was saved.
 */
function liveTotal(view: FillingView | undefined, values: Record<string, unknown> | undefined) {
  if (!view) return 0;
  return view.questions.reduce((sum, q) => {
    const now = q.type === 'priced_item' ? quantityOf(values?.[field(q)]) : undefined;
    if (now === undefined || !q.unit_price_halalas) return sum;
    return sum + q.unit_price_halalas * (now - (q.quantity ?? 0));
  }, view.filling.total_halalas);
}

/** /forms/fill/:id: answer the questions of a filling (its pinned form version). */
export default function FillPage({ filling, links }: FillingScreenProps = {}) {
  const params = useParams();
  const id = filling ?? params.id ?? '';
  const to = links ?? fillingLinks(id);
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const query = useQuery(fillingQuery(id, 'filling'));
  const view = query.data?.data;
  const total = Form.useWatch((values: Record<string, unknown>) => liveTotal(view, values), form);

  useEffect(() => {
    if (view) form.setFieldsValue(Object.fromEntries(view.questions.map((q) => [field(q), initial(q)])));
  }, [view, form]);

  if (query.isError || !view) return <QueryState query={query} />;

  const closed = view.filling.status === 'signed';
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const answers = view.questions
        .filter((q) => q.can_answer)
        .map((q) => ({ question_id: q.question_id, value: values[field(q)] ?? null }));
      const answer = await saveAnswers(view.filling.id, answers);
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      await query.refetch();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        form.setFields(
          Object.entries(e.errors).map(([k, msgs]) => ({
            name: k.replace(/^answers\./, 'q_'),
            errors: msgs,
          })),
        );
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <FillingCard view={view}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('templates.version')}>{view.filling.version}</Descriptions.Item>
          <Descriptions.Item label={t('templates.company')}>
            {view.filling.company?.name ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('templates.total')}>
            <span data-testid="filling-total">{`${sar(total ?? view.filling.total_halalas)} ${t('templates.sar')}`}</span>
          </Descriptions.Item>
        </Descriptions>
        {closed && <Alert type="success" showIcon title={view.filling.status_text} />}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={closed} noValidate>
          {view.questions.map((q) => (
            <Form.Item
              key={q.question_id}
              name={field(q)}
              label={
                <Space>
                  {bi(q, 'title')}
                  {q.category && <Tag>{bi(q.category, 'name')}</Tag>}
                </Space>
              }
              required={q.is_required}
              extra={!q.can_answer && !closed ? t('templates.not_for_you') : undefined}
            >
              <AnswerInput q={q} fillingId={view.filling.id} disabled={!q.can_answer || closed} />
            </Form.Item>
          ))}
          {!closed && (
            <Space>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="answers-save">
                {t('templates.save_answers')}
              </Button>
            </Space>
          )}
        </Form>
      </FillingCard>
      <Card variant="borderless" title={t('templates.signers')}>
        <SignersTable signers={view.signers} />
        <Space style={{ marginTop: 16 }}>
          {(view.filling.status === 'answered' || view.filling.status === 'signing') && (
            <Link to={to.sign}>
              <Button data-testid="go-sign">{t('templates.sign')}</Button>
            </Link>
          )}
          <Link to={to.print}>
            <Button data-testid="go-print">{t('templates.print')}</Button>
          </Link>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} copyable={false}>
          {view.filling.answers_hash ? `${t('templates.hash')}: ${view.filling.answers_hash}` : null}
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
