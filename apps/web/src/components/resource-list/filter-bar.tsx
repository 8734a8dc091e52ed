import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { FilterOption } from '@mashaer/contract';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-error';
import { DateFilter } from './date-filter';
import { RemoteSelect } from './remote-select';
import type { FilterDef } from './types';

type Props = {
  filters: FilterDef[];
  values: Record<string, string>;
  serverOptions: Record<string, FilterOption[]>;
  onApply: (values: Record<string, string | undefined>) => void;
  onReset: () => void;
  /** The answer's failure: a 422's field messages show under their filters (a reversed date range). */
  refusal?: unknown;
};

/** The server's field messages of a refused filter set (a 422), by filter name. */
export const filterRefusal = (e: unknown): Record<string, string[]> =>
  (e as ApiError | null)?.isValidation ? (e as ApiError).errors : {};

const toForm = (defs: FilterDef[], values: Record<string, string>) =>
  Object.fromEntries(
    defs.map((f) => [f.name, f.type === 'date' && values[f.name] ? dayjs(values[f.name]) : values[f.name]]),
  );

/** The filter widgets of a list; values come from and go to the URL. */
export function FilterBar({ filters, values, serverOptions, onApply, onReset, refusal }: Props) {
  const { t } = useTranslation();
  const refused = filterRefusal(refusal);
  const [form] = Form.useForm();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(filters, values));
  }, [form, filters, values]);

  const submit = (raw: Record<string, unknown>) => {
    const out: Record<string, string | undefined> = {};
    for (const f of filters) {
      const v = raw[f.name];
      if (v === undefined || v === null || v === '') out[f.name] = undefined;
      else if (f.type === 'date') out[f.name] = (v as Dayjs).format('YYYY-MM-DD');
      else out[f.name] = String(v).trim() || undefined;
    }
    onApply(out);
  };

  return (
    <Form form={form} layout="vertical" className="list-filters" onFinish={submit} role="search">
      <Row gutter={[16, 0]} align="bottom">
        {filters.map((f) => (
          <Col key={f.name} xs={24} sm={12} lg={6}>
            <Form.Item
              name={f.name}
              label={t(f.label)}
              validateStatus={refused[f.name] ? 'error' : undefined}
              help={refused[f.name]?.join(' ')}
            >
              {f.type === 'select' && f.optionsPath ? (
                <RemoteSelect
                  path={f.optionsPath}
                  placeholder={t('list.all')}
                  data-testid={`filter-${f.name}`}
                />
              ) : f.type === 'select' ? (
                <Select
                  allowClear
                  placeholder={t('list.all')}
                  options={(f.options ?? serverOptions[f.name] ?? []).map((o) => ({
                    value: String(o.value),
                    label: o.label,
                  }))}
                  data-testid={`filter-${f.name}`}
                />
              ) : f.type === 'date' ? (
                <DateFilter style={{ width: '100%' }} data-testid={`filter-${f.name}`} />
              ) : (
                <Input allowClear data-testid={`filter-${f.name}`} />
              )}
            </Form.Item>
          </Col>
        ))}
        <Col flex="none">
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
                {t('list.search')}
              </Button>
              <Button icon={<ReloadOutlined aria-hidden />} onClick={onReset} data-testid="filters-reset">
                {t('list.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
