import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { InvoiceStoreSchema, parseSar } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField, GridField, SearchSelect } from '../../components/resource-form';
import { invoiceFormQuery } from './api';

// One form for create and edit (invoice-create.tsx, invoice-edit.tsx).

/** Unit prices are SAR text in the form, read into halalas by digits (never a float). */
const sar = (v: unknown) => (typeof v === 'string' ? (parseSar(v) ?? v) : v);
export const InvoiceFormSchema = InvoiceStoreSchema.extend({
  lines: z
    .array(
      z.preprocess(
        (l) =>
          l && typeof l === 'object'
            ? { ...l, unit_price: sar((l as { unit_price?: unknown }).unit_price) }
            : l,
        InvoiceStoreSchema.shape.lines.element,
      ),
    )
    .min(1, { error: 'finance.lines_required' }),
});

export function InvoiceFields() {
  const { t } = useTranslation();
  const opts = useQuery(invoiceFormQuery());
  return (
    <>
      <Row gutter={16}>
        <GridField name="company_id" label="finance.fields.company">
          <SearchSelect
            options={opts.data?.data.companies}
            loading={opts.isLoading}
            data-testid="company_id"
          />
        </GridField>
        <DateField name="due_date" label="finance.fields.due_date" testId="due_date" grid />
        <GridField md={24} name="note" label="finance.fields.note">
          <Input.TextArea rows={2} maxLength={1000} data-testid="note" />
        </GridField>
      </Row>
      <Typography.Title level={2} className="form-section-title">
        {t('finance.lines')}
      </Typography.Title>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((f, i) => (
              <Row gutter={8} key={f.key} align="bottom">
                <Col xs={24} md={12}>
                  <Form.Item name={[f.name, 'description']} label={t('finance.fields.line_description')}>
                    <Input maxLength={300} data-testid={`line-${i}-description`} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item name={[f.name, 'quantity']} label={t('finance.fields.quantity')}>
                    <InputNumber
                      min={1}
                      precision={0}
                      style={{ width: '100%' }}
                      data-testid={`line-${i}-quantity`}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[f.name, 'unit_price']} label={t('finance.fields.unit_price_sar')}>
                    <Input inputMode="decimal" maxLength={14} data-testid={`line-${i}-unit_price`} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('finance.actions.remove_line')}
                      disabled={fields.length === 1}
                      onClick={() => remove(f.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} data-testid="add-line">
              {t('finance.actions.add_line')}
            </Button>
            <Typography.Text type="secondary">
              {t('finance.vat_note', { rate: opts.data?.data.vat_rate ?? '15' })}
            </Typography.Text>
          </Space>
        )}
      </Form.List>
    </>
  );
}
