import { REGISTRATION_FILES } from '@mashaer/contract';
import { Col, Divider, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileRule } from '../../../components/file-upload/file-rules';
import { FileUpload } from '../../../components/file-upload/file-upload';

const DOCUMENT_NAMES = Object.keys(REGISTRATION_FILES);

/** One upload per registration document; `onFile` names documents already stored (optional then). */
export function DocumentFields({ onFile = {} }: { onFile?: Record<string, string | null> }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('register.section_documents')}</Divider>
      <Row gutter={16}>
        {Object.entries(REGISTRATION_FILES).map(([name, spec]) => (
          <Col key={name} xs={24} md={12} xl={8}>
            <Form.Item
              name={name}
              label={t(`register.${name}`)}
              required={spec.required && !onFile[name]}
              rules={[fileRule(spec, Boolean(onFile[name]))]}
            >
              <FileUpload types={spec.types} existing={onFile[name]} testId={`reg-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/** Splits antd values into text fields and the chosen files. */
export function splitFiles(values: Record<string, unknown>) {
  const files: Record<string, File | undefined> = {};
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (DOCUMENT_NAMES.includes(k)) files[k] = v instanceof File ? v : undefined;
    else fields[k] = v;
  }
  return { fields, files };
}
