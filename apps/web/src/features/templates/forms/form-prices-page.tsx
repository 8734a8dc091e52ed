import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isWarningAnswer } from '../../../api/client';
import { notice } from '../../../components/notice/notice';
import { QueryState } from '../../../components/page-state/page-states';
import { pricedFormQuery, updatePrice } from '../api';
import { bi, sar } from '../labels';

/** /forms/questions-price/:id: the unit price of each priced item of a form (each save: a new version). */
export default function FormPricesPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(pricedFormQuery(id));
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const [busy, setBusy] = useState<number | null>(null);
  if (query.isError || !query.data) return <QueryState query={query} />;
  const { form, questions } = query.data.data;
  const priced = questions.filter((q) => q.type === 'priced_item');
  const save = async (questionId: number) => {
    const riyals = edits[questionId];
    if (riyals === null || riyals === undefined) return;
    setBusy(questionId);
    try {
      const answer = await updatePrice(form.id, questionId, Math.round(riyals * 100));
      if (!isWarningAnswer(answer)) notice('success', answer.message);
      await queryClient.invalidateQueries({ queryKey: pricedFormQuery(id).queryKey });
    } catch {
      // Shown by the client.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      title={`${bi(form, 'name')} — ${t('templates.version')} ${form.current_version}`}
      variant="borderless"
    >
      {priced.length === 0 ? (
        <Typography.Text type="secondary">{t('templates.no_priced')}</Typography.Text>
      ) : (
        <Table
          rowKey="question_id"
          pagination={false}
          dataSource={priced}
          columns={[
            { key: 'title', title: t('templates.question'), render: (_, q) => bi(q, 'title') },
            {
              key: 'price',
              title: `${t('templates.unit_price')}`,
              render: (_, q) => sar(q.unit_price_halalas),
            },
            {
              key: 'edit',
              title: t('templates.edit'),
              render: (_, q) => (
                <Space>
                  <InputNumber
                    min={0}
                    precision={2}
                    value={edits[q.question_id] ?? (q.unit_price_halalas ?? 0) / 100}
                    onChange={(v) => setEdits({ ...edits, [q.question_id]: v })}
                    data-testid={`price-${q.question_id}`}
                  />
                  <Button
                    type="primary"
                    loading={busy === q.question_id}
                    onClick={() => void save(q.question_id)}
                    data-testid={`price-save-${q.question_id}`}
                  >
                    {t('templates.save_price')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
