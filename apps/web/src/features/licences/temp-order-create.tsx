import { useQuery } from '@tanstack/react-query';
import { Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { notice } from '../../components/notice/notice';
import { QueryState } from '../../components/page-state/page-states';
import { currentLang } from '../../i18n/i18n';
import { ReadinessAnswers } from './licence-form/licence-answers';
import { TEMP, tempCreateQuery } from './temp-api';

/** /temp-licenses-order/create: a camp and form number 7's answers (spec §9). */
export function TempOrderCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useQuery(tempCreateQuery());
  const [camp, setCamp] = useState<number | undefined>();
  if (q.isError || !q.data) return <QueryState query={q} />;
  const d = q.data.data;
  return (
    <Card variant="borderless" title={currentLang() === 'en' ? d.form.name_en : d.form.name}>
      <Form layout="vertical">
        <Form.Item label={t('licences.fields.camp')} required>
          <Select
            options={d.camps}
            value={camp}
            onChange={setCamp}
            showSearch
            optionFilterProp="label"
            aria-label={t('licences.fields.camp')}
            data-testid="temp-camp"
          />
        </Form.Item>
      </Form>
      <ReadinessAnswers
        questions={d.questions}
        submitLabel={t('licences.readiness.submit')}
        onSubmit={async (answers) => {
          const res = await api.post<{ message: string; data: { id: number } }>(
            TEMP.store,
            { camp_id: camp, answers },
            { silent: true },
          );
          notice('success', res.message);
          await navigate(`/temp-licenses-order/view/${res.data.id}`);
        }}
      />
    </Card>
  );
}
