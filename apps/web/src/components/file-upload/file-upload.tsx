import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileType } from '@mashaer/contract';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptOf } from './file-rules';

type Props = {
  value?: File;
  onChange?: (file: File | undefined) => void;
  types: readonly FileType[];
  /** Name of the file already on record (re-submission: a new one is optional). */
  existing?: string | null;
  id?: string;
  testId?: string;
};

/** One file for a form field (manual upload: the form sends it with the rest, multipart). */
export function FileUpload({ value, onChange, types, existing, id, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={2} className="file-upload">
      <Upload
        accept={acceptOf(types)}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} id={id} data-testid={testId}>
          {value ? t('upload.replace') : t('upload.choose')}
        </Button>
      </Upload>
      {value ? (
        <Typography.Text className="file-name">
          <PaperClipOutlined /> {value.name}{' '}
          <Button type="link" size="small" onClick={() => onChange?.(undefined)}>
            {t('upload.remove')}
          </Button>
        </Typography.Text>
      ) : existing ? (
        <Typography.Text type="secondary">
          <PaperClipOutlined /> {t('upload.on_file')}: {existing}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('upload.allowed', { types: types.join(', ') })}</Typography.Text>
      )}
    </Space>
  );
}
