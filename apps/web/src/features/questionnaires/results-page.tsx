import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchBlob } from '../../api/client';
import { ErrorState, PageSpinner } from '../../components/page-state/page-states';
import { QUESTIONNAIRES, resultsQuery } from './api';

const ResultsChart = lazy(() => import('./results-chart'));

async function download(id: string) {
  const blob = await fetchBlob(QUESTIONNAIRES.exportAnswers(id));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `questionnaire-${id}.xlsx`;
  a.click();
  URL.revokeObjectURL(url);
}

/** /questionnaires/results/:id: the response rates and each question's answers charted; Excel export. */
export function ResultsPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const q = useQuery(resultsQuery(id));
  if (q.isLoading) return <PageSpinner />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data.data;
  const rateColumns = [
    { key: 'label', dataIndex: 'label', title: t('questionnaires.fields.label') },
    { key: 'assigned', dataIndex: 'assigned', title: t('questionnaires.fields.assigned') },
    { key: 'answered', dataIndex: 'answered', title: t('questionnaires.fields.answered') },
  ];
  return (
    <Card
      variant="borderless"
      title={d.title}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void download(id)} data-testid="results-export">
          {t('questionnaires.actions.export')}
        </Button>
      }
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('questionnaires.fields.assigned')} value={d.assigned} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('questionnaires.fields.answered')}
            value={d.answered}
            data-testid="results-answered"
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('questionnaires.fields.rate')}
            value={d.assigned ? Math.round((100 * d.answered) / d.assigned) : 0}
            suffix="%"
          />
        </Col>
      </Row>
      <Row gutter={16}>
        {(['by_type', 'by_company'] as const).map((by) => (
          <Col key={by} xs={24} md={12}>
            <Typography.Title level={2} className="form-section-title">
              {t(`questionnaires.fields.${by}`)}
            </Typography.Title>
            <Table rowKey="label" size="small" pagination={false} columns={rateColumns} dataSource={d[by]} />
          </Col>
        ))}
      </Row>
      {d.questions.map((x) => (
        <Card key={x.id} size="small" title={x.title} className="questionnaire-group">
          {x.distribution.length > 0 ? (
            <Suspense fallback={<PageSpinner />}>
              <ResultsChart
                data={x.distribution}
                rtl={i18n.dir() === 'rtl'}
                testId={`results-chart-${x.id}`}
              />
            </Suspense>
          ) : (
            <Typography.Text>
              {x.average !== null ? `${t('questionnaires.fields.average')}: ${x.average.toFixed(2)} — ` : ''}
              {t('questionnaires.fields.answered')}: {x.answered}
            </Typography.Text>
          )}
        </Card>
      ))}
    </Card>
  );
}
