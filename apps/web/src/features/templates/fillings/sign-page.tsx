import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import { QueryState } from '../../../components/page-state/page-states';
import { SignWithPassword } from '../../../components/sign-with-password/sign-with-password';
import { fillingQuery, signFilling } from '../api';
import { bi, sar } from '../labels';
import { answerText } from './answer-text';
import { FillingCard } from './filling-card';
import { type FillingScreenProps, fillingLinks } from './filling-links';
import { SignersTable } from './signers-table';

/** /forms/sign/:id: the answers, the signing order, and the signature with the password re-entered. */
export default function SignPage({ filling, links }: FillingScreenProps = {}) {
  const params = useParams();
  const id = filling ?? params.id ?? '';
  const to = links ?? fillingLinks(id);
  const { t } = useTranslation();
  const query = useQuery(fillingQuery(id, 'sign'));
  const view = query.data?.data;
  if (query.isError || !view) return <QueryState query={query} />;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <FillingCard view={view}>
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
      </FillingCard>
      <Card variant="borderless" title={t('templates.signers')}>
        <SignersTable signers={view.signers} />
        <div style={{ marginTop: 16 }}>
          {view.can_sign ? (
            <SignWithPassword
              testid="sign"
              onSign={async (password) => {
                const answer = await signFilling(view.filling.id, password, view.current_signer_num);
                if (!isWarningAnswer(answer)) notice('success', answer.message);
                await query.refetch();
              }}
            />
          ) : view.filling.status !== 'signed' ? (
            <Alert type="info" showIcon title={t('templates.not_your_turn')} />
          ) : null}
        </div>
        <Space style={{ marginTop: 16 }}>
          <Link to={to.print}>
            <Button data-testid="go-print">{t('templates.print')}</Button>
          </Link>
        </Space>
      </Card>
    </Space>
  );
}
