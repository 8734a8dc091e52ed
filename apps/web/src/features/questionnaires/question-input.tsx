import type { PollAnswerValue, QuestionnaireContent } from '@mashaer/contract';
import { Card, Checkbox, DatePicker, Form, Input, InputNumber, Radio, Rate, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type Question = QuestionnaireContent[number]['questions'][number];

/** The form field of a question (`q_<id>`): answers travel as `answers.<id>` (errors too). */
export const fieldOf = (id: number) => `q_${id}`;

const localText = (lang: string, o: { ar: string; en: string }) => (lang === 'en' ? o.en : o.ar);

/**
 * One question's input by its type; read-only shows the answer as text-like disabled widgets. The
 * form item hands its child (this component) the field's id, value and change handler: `bound`
 * passes them on to the control, or the answer is never seen by the form nor its label by a reader.
 */
function Input1({ q, readOnly, ...bound }: { q: Question; readOnly: boolean } & Record<string, unknown>) {
  const { t, i18n } = useTranslation();
  const options = q.options.map((o, i) => ({ value: i, label: localText(i18n.language, o) }));
  const tid = `answer-${q.id}`;
  // A group of checkboxes and the stars carry no required state (their roles refuse the attribute):
  // the question's label says it.
  const { 'aria-required': _required, ...grouped } = bound;
  switch (q.type) {
    case 'single':
      return <Radio.Group {...bound} options={options} disabled={readOnly} data-testid={tid} />;
    case 'multiple':
      return <Checkbox.Group {...grouped} options={options} disabled={readOnly} data-testid={tid} />;
    case 'rating':
      return <Rate {...grouped} disabled={readOnly} data-testid={tid} />;
    case 'yes_no':
      return (
        <Radio.Group
          {...bound}
          disabled={readOnly}
          data-testid={tid}
          options={[
            { value: 1, label: t('questionnaires.answers.yes') },
            { value: 0, label: t('questionnaires.answers.no') },
          ]}
        />
      );
    case 'number':
      return <InputNumber {...bound} disabled={readOnly} style={{ width: 200 }} data-testid={tid} />;
    case 'date':
      return <DatePicker {...bound} disabled={readOnly} data-testid={tid} />;
    default:
      return <Input.TextArea {...bound} rows={2} maxLength={5000} disabled={readOnly} data-testid={tid} />;
  }
}

/** The questionnaire's groups and their questions, as form fields. */
export function QuestionFields({ content, readOnly }: { content: QuestionnaireContent; readOnly: boolean }) {
  const { i18n } = useTranslation();
  return (
    <>
      {content.map((g) => (
        <Card
          key={g.id}
          size="small"
          title={localText(i18n.language, { ar: g.title, en: g.title_en })}
          className="questionnaire-group"
        >
          {g.questions.map((q) => (
            <Form.Item
              key={q.id}
              name={fieldOf(q.id)}
              label={
                <Typography.Text>{localText(i18n.language, { ar: q.title, en: q.title_en })}</Typography.Text>
              }
              required={q.is_required === 1}
            >
              <Input1 q={q} readOnly={readOnly} />
            </Form.Item>
          ))}
        </Card>
      ))}
    </>
  );
}

/** Stored answers → form values (a day becomes a dayjs for the picker). */
export function toFormValues(content: QuestionnaireContent, answers: Record<string, PollAnswerValue>) {
  const values: Record<string, unknown> = {};
  for (const q of content.flatMap((g) => g.questions)) {
    const v = answers[String(q.id)];
    if (v === undefined || v === null) continue;
    values[fieldOf(q.id)] = q.type === 'date' && typeof v === 'string' ? dayjs(v) : v;
  }
  return values;
}

/** Form values → the body's `answers` (by question id). */
export function toAnswers(content: QuestionnaireContent, values: Record<string, unknown>) {
  const answers: Record<string, PollAnswerValue> = {};
  for (const q of content.flatMap((g) => g.questions)) {
    const v = values[fieldOf(q.id)];
    if (v === undefined || v === null || v === '') continue;
    answers[String(q.id)] = dayjs.isDayjs(v) ? v.format('YYYY-MM-DD') : (v as PollAnswerValue);
  }
  return answers;
}
