import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/page-state/page-states';
import { pledgeQuery } from './api';
import './licences.css';

/** /readiness-license/pladge: the pledge a company accepts (the CMS text). */
export function ReadinessPledgePage() {
  const { t } = useTranslation();
  const q = useQuery(pledgeQuery());
  if (q.isError || !q.data) return <QueryState query={q} />;
  return (
    <Card variant="borderless" title={t('licences.routes.pledge')}>
      <Typography.Paragraph className="licence-pledge" data-testid="readiness-pledge">
        {q.data.data.text}
      </Typography.Paragraph>
    </Card>
  );
}
