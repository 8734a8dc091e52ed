import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { Attachment, AttachmentSlot } from '@mashaer/contract';
import { Button, Form, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileProblem, fileRule } from './file-rules';
import { FileUpload } from './file-upload';

type FilesProps = {
  value?: File[];
  onChange?: (files: File[]) => void;
  spec: AttachmentSlot;
  existing: string[];
  id?: string;
  testId?: string;
};

/** Several files for one field (up to the slot's `max`), sent with the form as `name[]`. */
function FilesUpload({ value = [], onChange, spec, existing, id, testId }: FilesProps) {
  const { t } = useTranslation();
  const max = spec.max ?? 1;
  return (
    <Space orientation="vertical" size={2} className="file-upload">
      <Upload
        accept={acceptOf(spec.types)}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.([...value, file].slice(0, max));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} id={id} data-testid={testId}>
          {t('upload.choose')}
        </Button>
      </Upload>
      {value.map((f, i) => (
        <Typography.Text className="file-name" key={`${f.name}-${i}`}>
          <PaperClipOutlined /> {f.name}{' '}
          <Button type="link" size="small" onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
            {t('upload.remove')}
          </Button>
        </Typography.Text>
      ))}
      {value.length === 0 &&
        (existing.length ? (
          <Typography.Text type="secondary">
            <PaperClipOutlined /> {t('upload.on_file')}: {existing.join('، ')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {t('upload.allowed', { types: spec.types.join(', ') })}
          </Typography.Text>
        ))}
    </Space>
  );
}

type Props = {
  /** The multipart field and attachment slot (the contract's). */
  name: string;
  spec: AttachmentSlot;
  /** Required here (a type that asks for it), besides the slot's own `required`. */
  required?: boolean;
  testId?: string;
};

/**
 * A file field of a resource form (`ResourceView.form.multipart`): the slot's types and size limit
 * checked before sending (the server checks again, from the content), the files already on record
 * (the edit answer's `files`) named under it, which make a new file optional.
 */
export function FileField({ name, spec, required, testId = `field-${name}` }: Props) {
  const { i18n } = useTranslation();
  const form = Form.useFormInstance();
  const files = (Form.useWatch('files', { form, preserve: true }) ?? []) as Attachment[];
  const existing = files
    .filter((f) => f.slot === name || f.slot.startsWith(`${name}_`))
    .map((f) => f.file_name);
  const onFile = existing.length > 0;
  const need = (spec.required || Boolean(required)) && !onFile;
  const label = spec.label[i18n.language === 'en' ? 'en' : 'ar'];
  return (
    <Form.Item
      name={name}
      label={label}
      required={need}
      rules={[
        spec.max
          ? {
              validator: async (_r, v: File[] | undefined) => {
                const problem = [...(v ?? []), undefined]
                  .slice(0, Math.max(1, v?.length ?? 0))
                  .map((f) => fileProblem(f, { ...spec, required: need }))
                  .find(Boolean);
                if (problem) throw new Error(problem);
              },
            }
          : fileRule({ ...spec, required: need }, onFile),
      ]}
    >
      {spec.max ? (
        <FilesUpload spec={spec} existing={existing} testId={testId} />
      ) : (
        <FileUpload types={spec.types} existing={existing[0]} testId={testId} />
      )}
    </Form.Item>
  );
}
