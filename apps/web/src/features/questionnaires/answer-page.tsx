import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { myQuestionnaireQuery, QUESTIONNAIRES } from './api';
import { fieldOf, QuestionFields, toAnswers, toFormValues } from './question-input';

/**
 * /questionnaires/myQuestionnaires/:id (by the questionnaire's id): the user answers, keeps a draft,
 * submits once (required answers checked by the server, its errors under their questions); once
 * answered, the same screen shows the answers read-only (the spec's AnswerQuestionnaire).
 */
export function AnswerPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const q = useQuery(myQuestionnaireQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data.data;
  const answered = d.status === 'answered';

  const send = async (kind: 'draft' | 'submit') => {
    setBusy(kind);
    form.setFields(Object.keys(form.getFieldsValue()).map((name) => ({ name, errors: [] })));
    try {
      const answer = await request<{ message: string }>(
        kind === 'draft' ? QUESTIONNAIRES.draft(id) : QUESTIONNAIRES.submit(id),
        {
          method: 'POST',
          body: { answers: toAnswers(d.content, form.getFieldsValue()) },
        },
      );
      notice('success', answer.message);
      // The bell's required flag, the lists and this screen are read afresh.
      if (kind === 'submit') await queryClient.invalidateQueries();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        form.setFields(
          Object.entries(e.errors).map(([key, errors]) => ({
            name: fieldOf(Number(key.split('.')[1])),
            errors,
          })),
        );
        notice('danger', t('notice.check_errors'));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      variant="borderless"
      title={<span data-testid="questionnaire-title">{d.questionnaire_title}</span>}
      extra={
        <Typography.Text data-testid={`questionnaire-status-${d.status}`}>{d.status_text}</Typography.Text>
      }
    >
      {d.description && <Typography.Paragraph>{d.description}</Typography.Paragraph>}
      {answered && (
        <Alert type="success" showIcon title={t('questionnaires.answered_notice')} className="form-alert" />
      )}
      <Form form={form} layout="vertical" initialValues={toFormValues(d.content, d.answers)} key={d.status}>
        <QuestionFields content={d.content} readOnly={answered} />
        {!answered && (
          <Space className="form-actions">
            <Button
              type="primary"
              loading={busy === 'submit'}
              onClick={() => void send('submit')}
              data-testid="questionnaire-submit"
            >
              {t('questionnaires.actions.submit')}
            </Button>
            <Button
              loading={busy === 'draft'}
              onClick={() => void send('draft')}
              data-testid="questionnaire-draft"
            >
              {t('questionnaires.actions.draft')}
            </Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
