import { parseSar, SadadStoreSchema } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField, GridField, SearchSelect } from '../../components/resource-form';
import { SADAD, sadadFormQuery } from './api';
import { BillCreateForm } from './finance-ui';

/** The form's amount is SAR text ("1500.75"), read into halalas by digits, never through a float. */
const SadadFormSchema = SadadStoreSchema.extend({
  amount: z.preprocess(
    (v) => (typeof v === 'string' ? (parseSar(v) ?? v) : v),
    SadadStoreSchema.shape.amount,
  ),
  due_date: z.preprocess(
    (v) =>
      v && typeof v === 'object' && 'format' in v
        ? (v as { format: (f: string) => string }).format('YYYY-MM-DD')
        : v,
    SadadStoreSchema.shape.due_date,
  ),
});

/** /sadad/create: the authority bills a company. */
export function SadadCreatePage() {
  const { t } = useTranslation();
  const opts = useQuery(sadadFormQuery());
  const data = opts.data?.data;
  return (
    <BillCreateForm area="sadad" schema={SadadFormSchema} submitPath={SADAD.store}>
      <Row gutter={16}>
        <GridField name="company_id" label="finance.fields.company">
          <SearchSelect options={data?.companies} loading={opts.isLoading} data-testid="company_id" />
        </GridField>
        <GridField name="bill_number" label="finance.fields.bill_number">
          <Input inputMode="numeric" maxLength={20} data-testid="bill_number" />
        </GridField>
        <GridField name="amount" label="finance.fields.amount_sar">
          <Input inputMode="decimal" maxLength={14} data-testid="amount" />
        </GridField>
        <DateField name="due_date" label="finance.fields.due_date" testId="due_date" grid />
        <GridField name="reason" label="finance.fields.reason">
          <Select options={data?.reasons} placeholder={t('common.choose')} data-testid="reason" />
        </GridField>
        <GridField name="description" label="finance.fields.description">
          <Input.TextArea rows={2} maxLength={500} data-testid="description" />
        </GridField>
      </Row>
    </BillCreateForm>
  );
}
