import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/page-state/page-states';
import { currentLang } from '../../../i18n/i18n';
import { type AnsweredQuestion, questionsQuery } from '../api';
import { ReadinessAnswers } from './licence-answers';

type Answer = { question_id: number; value: unknown };

function answerText(q: AnsweredQuestion, t: (k: string) => string) {
  if (q.value === null || q.value === undefined || q.value === '') return '—';
  if (q.type === 'yes_no') return q.value ? t('licences.yes') : t('licences.no');
  return Array.isArray(q.value) ? q.value.join('، ') : String(q.value);
}

/** A licence's form in a card: answered by its owner (editable) or read by the authority. */
export function FormAnswers({
  questions,
  editable,
  submitLabel,
  onSubmit,
  testId,
}: {
  questions: AnsweredQuestion[];
  editable: boolean;
  submitLabel: string;
  onSubmit: (answers: Answer[]) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Card variant="borderless" title={t('licences.temp.answers')}>
      {editable ? (
        <ReadinessAnswers questions={questions} submitLabel={submitLabel} onSubmit={onSubmit} />
      ) : (
        <Descriptions column={1} size="small" bordered data-testid={testId}>
          {questions
            .filter((x) => x.type !== 'file')
            .map((x) => (
              <Descriptions.Item key={x.question_id} label={lang === 'en' ? x.title_en : x.title}>
                {answerText(x, t)}
              </Descriptions.Item>
            ))}
        </Descriptions>
      )}
    </Card>
  );
}

/** A readiness order's form, loaded and answered (create) or corrected (edit: resubmits). */
export function AnswerStep({
  orderId,
  update,
  onSubmit,
}: {
  orderId: number;
  update: boolean;
  onSubmit: (answers: Answer[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const q = useQuery(questionsQuery(orderId));
  if (q.isError || !q.data) return <QueryState query={q} />;
  const view = q.data.data;
  return (
    <Card variant="borderless" title={currentLang() === 'en' ? view.form.name_en : view.form.name}>
      <ReadinessAnswers
        questions={view.questions}
        submitLabel={t(update ? 'licences.readiness.update' : 'licences.readiness.submit')}
        onSubmit={onSubmit}
      />
    </Card>
  );
}
