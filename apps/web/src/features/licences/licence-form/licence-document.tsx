import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifyQr } from '../../../components/verify-qr/verify-qr';
import { currentLang } from '../../../i18n/i18n';
import type { ReadinessView } from '../api';

/** The verifiable document a licence answers with (`lib/documents.documentSummary` on the server). */
type LicenceDocumentSummary = NonNullable<ReadinessView['document']>;

/**
 * A printed licence (readiness, temporary): the print button, the head with title, number,
 * validity and the verifying QR, the facts table (`rows`: label key → value) and the closing
 * line. The print style (`licences.css`) hides what is marked `licence-screen-only`.
 */
export function LicenceDocument(props: {
  testid: string;
  title: string;
  number: string | number;
  doc: LicenceDocumentSummary;
  rows: [label: string, value: ReactNode][];
  certifies: string;
  printIcon?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { doc } = props;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space className="licence-screen-only">
        <Button
          icon={props.printIcon ? <PrinterOutlined /> : undefined}
          onClick={() => window.print()}
          data-testid="licence-print"
        >
          {t('licences.print')}
        </Button>
      </Space>
      <div className="licence-doc" dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid={props.testid}>
        <header className="licence-head">
          <div>
            <h2>{props.title}</h2>
            <div>
              {t('licences.number')}: <span dir="ltr">{props.number}</span>
            </div>
            <Tag
              color={doc.validity === 'valid' || doc.validity === 'extended' ? 'green' : 'red'}
              data-testid="licence-validity"
            >
              {doc.validity_text}
            </Tag>
          </div>
          <VerifyQr url={doc.url} size={120} testid="licence-qr" />
        </header>
        <table className="licence-facts">
          <tbody>
            {props.rows.map(([label, value]) => (
              <tr key={label}>
                <th>{t(label)}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="licence-small">{t(props.certifies)}</p>
      </div>
    </Space>
  );
}
