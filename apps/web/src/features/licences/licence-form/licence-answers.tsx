import { Button, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { currentLang } from '../../../i18n/i18n';
import type { AnsweredQuestion } from '../api';

type Answer = { question_id: number; value: unknown };

const toField = (q: AnsweredQuestion) =>
  q.type === 'date' && typeof q.value === 'string' ? dayjs(q.value) : (q.value ?? undefined);
const fromField = (q: AnsweredQuestion, v: unknown) =>
  q.type === 'date' && v && typeof v === 'object' && 'format' in v
    ? (v as dayjs.Dayjs).format('YYYY-MM-DD')
    : q.type === 'yes_no' && v !== undefined
      ? Number(v)
      : v;

/**
 * The readiness form's questions the caller may answer (the templates engine's pinned version),
 * posted as `answers` to answer-questions or update-all-answers; the server's 422 shows under the
 * question (`answers.<id>`) or as the form's message ("form not filled").
 */
export function ReadinessAnswers({
  questions,
  submitLabel,
  onSubmit,
}: {
  questions: AnsweredQuestion[];
  submitLabel: string;
  onSubmit: (answers: Answer[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = questions.filter((q) => q.can_answer && q.type !== 'file');
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(
        mine
          .map((q) => ({ question_id: q.question_id, value: fromField(q, values[`q${q.question_id}`]) }))
          .filter((a) => a.value !== undefined && a.value !== null && a.value !== ''),
      );
    } catch (e) {
      if (!isApiError(e) || !e.isValidation) throw e;
      form.setFields(
        Object.entries(e.errors)
          .filter(([k]) => k.startsWith('answers.'))
          .map(([k, v]) => ({ name: `q${k.slice(8)}`, errors: v })),
      );
      const rest = Object.entries(e.errors).filter(([k]) => !k.startsWith('answers.'));
      setError(rest.length ? rest.flatMap(([, v]) => v).join(' — ') : e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={Object.fromEntries(mine.map((q) => [`q${q.question_id}`, toField(q)]))}
      data-testid="readiness-answers"
    >
      {mine.map((q) => {
        const label = lang === 'en' ? q.title_en : q.title;
        const opts = (q.options ?? []).map((o) => ({
          value: o.value,
          label: lang === 'en' ? o.label_en : o.label,
        }));
        const name = `q${q.question_id}`;
        return (
          <Form.Item
            key={q.question_id}
            name={name}
            label={label}
            required={q.is_required}
            rules={q.is_required ? [{ required: true, message: t('licences.required') }] : []}
          >
            {q.type === 'long_text' ? (
              <Input.TextArea rows={3} maxLength={5000} data-testid={`answer-${q.question_id}`} />
            ) : q.type === 'number' || q.type === 'priced_item' ? (
              <InputNumber min={0} style={{ width: '100%' }} data-testid={`answer-${q.question_id}`} />
            ) : q.type === 'yes_no' ? (
              <Radio.Group
                data-testid={`answer-${q.question_id}`}
                options={[
                  { value: 1, label: t('licences.yes') },
                  { value: 0, label: t('licences.no') },
                ]}
              />
            ) : q.type === 'single_choice' ? (
              <Select options={opts} data-testid={`answer-${q.question_id}`} aria-label={label} />
            ) : q.type === 'multiple_choice' ? (
              <Select
                mode="multiple"
                options={opts}
                data-testid={`answer-${q.question_id}`}
                aria-label={label}
              />
            ) : q.type === 'date' ? (
              <DatePicker style={{ width: '100%' }} data-testid={`answer-${q.question_id}`} />
            ) : (
              <Input maxLength={255} data-testid={`answer-${q.question_id}`} />
            )}
          </Form.Item>
        );
      })}
      {error && (
        <div role="alert" className="ant-form-item-explain-error" data-testid="answers-error">
          {error}
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="answers-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
