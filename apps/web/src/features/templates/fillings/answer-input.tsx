import { UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  type RadioChangeEvent,
  Space,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FillingQuestion, uploadAnswerFile } from '../api';
import { bi, sar } from '../labels';

type Props = {
  q: FillingQuestion;
  fillingId: number;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  /** From the surrounding Form.Item: ties its label to the input. */
  id?: string;
};

/** The input of one question, by type; a file is uploaded at once and its id becomes the value. */
export function AnswerInput({ q, fillingId, value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string | null>(q.file?.name ?? null);
  const [uploading, setUploading] = useState(false);
  const testId = `answer-${q.question_id}`;
  /** A text answer's input: the label's id, the form's value, its changes as text. */
  const text = {
    id,
    value: value as string,
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    disabled,
    'data-testid': testId,
  };
  /** A choice answer's group: the form's value, the picked option's value as its change. */
  const choice = {
    value,
    onChange: (e: RadioChangeEvent) => onChange?.(e.target.value),
    disabled,
    'data-testid': testId,
  };
  switch (q.type) {
    case 'short_text':
      return <Input {...text} maxLength={255} />;
    case 'long_text':
      return <Input.TextArea {...text} rows={3} maxLength={5000} />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={value as number}
          onChange={(v) => onChange?.(v)}
          disabled={disabled}
          style={{ width: 200 }}
          data-testid={testId}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...choice}>
          {(q.options ?? []).map((o) => (
            <Radio key={o.value} value={o.value}>
              {bi(o, 'label')}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group
          value={(value as string[]) ?? []}
          onChange={(v) => onChange?.(v)}
          disabled={disabled}
          options={(q.options ?? []).map((o) => ({ value: o.value, label: bi(o, 'label') }))}
          data-testid={testId}
        />
      );
    case 'yes_no':
      return (
        <Radio.Group {...choice} optionType="button">
          <Radio value={1}>{t('templates.yes')}</Radio>
          <Radio value={0}>{t('templates.no')}</Radio>
        </Radio.Group>
      );
    case 'date':
      return (
        <DatePicker
          value={value ? dayjs(String(value)) : null}
          onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'file':
      return (
        <Space>
          <Upload
            accept=".pdf,.png,.jpg,.jpeg,.webp"
            maxCount={1}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={(file) => {
              setUploading(true);
              uploadAnswerFile(fillingId, q.question_id, file)
                .then((a) => {
                  setFileName(a.data?.name ?? file.name);
                  onChange?.(a.data?.file_id);
                })
                .catch(() => undefined)
                .finally(() => setUploading(false));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid={testId}>
              {t('templates.upload')}
            </Button>
          </Upload>
          {value ? <Typography.Text>{fileName}</Typography.Text> : null}
        </Space>
      );
    case 'priced_item': {
      const qty =
        typeof value === 'number'
          ? value
          : value && typeof value === 'object'
            ? Number((value as { quantity?: number }).quantity)
            : null;
      return (
        <Space wrap>
          <InputNumber
            id={id}
            min={0}
            precision={0}
            value={qty}
            onChange={(v) => onChange?.(v)}
            disabled={disabled}
            addonBefore={t('templates.quantity')}
            data-testid={testId}
          />
          <Typography.Text type="secondary">
            × {sar(q.unit_price_halalas)} {t('templates.sar')} ={' '}
            {qty ? sar(qty * (q.unit_price_halalas ?? 0)) : '0.00'} {t('templates.sar')}
          </Typography.Text>
        </Space>
      );
    }
  }
}
