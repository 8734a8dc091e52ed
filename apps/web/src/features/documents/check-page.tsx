import type { DocumentCheck, DocumentValidity } from '@mashaer/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../components/date-text/date-text';
import { QueryState } from '../../components/page-state/page-states';
import { checkQuery } from './api';

const COLORS: Record<DocumentValidity, string> = {
  valid: 'green',
  extended: 'cyan',
  expired: 'orange',
  cancelled: 'red',
  superseded: 'default',
};

/** What a genuine document's check shows: what it certifies and whether it is still valid. */
function Facts({ d }: { d: DocumentCheck }) {
  const { t } = useTranslation();
  const date = (v: string | null) => (v ? <DateText value={v} withTime /> : null);
  const rows: [string, React.ReactNode][] = [
    ['type', d.type_text],
    [
      'number',
      <span dir="ltr" key="n">
        {d.number}
      </span>,
    ],
    ['title', d.title],
    ['issuer', d.issuer],
    ['issued_at', date(d.issued_at)],
    [
      'validity',
      d.validity && (
        <Tag color={COLORS[d.validity]} data-testid="document-validity" data-validity={d.validity}>
          {d.validity_text}
        </Tag>
      ),
    ],
    ['valid_from', date(d.valid_from)],
    ['valid_until', date(d.valid_until)],
    ['extended_at', date(d.extended_at)],
    ['cancelled_at', date(d.cancelled_at)],
    [
      'hash',
      d.sha256 && (
        <code dir="ltr" style={{ wordBreak: 'break-all' }}>
          {d.sha256}
        </code>
      ),
    ],
  ];
  return (
    <Descriptions size="small" column={1} bordered data-testid="document-facts">
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => (
          <Descriptions.Item key={k} label={t(`documents.${k}`)}>
            {v}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}

function CheckPage() {
  const { qr = '' } = useParams();
  const { t, i18n } = useTranslation();
  const query = useQuery(checkQuery(qr, i18n.language));
  const d = query.data?.data;
  if (query.isError || !d) return <QueryState query={query} />;
  return (
    <div className="document-check" data-testid="document-check" data-genuine={d.genuine ? '1' : '0'}>
      {d.genuine ? (
        <Result
          status="success"
          title={
            <h1 className="result-title" data-testid="document-genuine">
              {t('documents.genuine')}
            </h1>
          }
          subTitle={t('documents.genuine_text')}
          extra={<Facts d={d} />}
        />
      ) : (
        <Result
          status="error"
          title={
            <h1 className="result-title" data-testid="document-not-genuine">
              {t('documents.not_genuine')}
            </h1>
          }
          subTitle={t('documents.not_genuine_text')}
        />
      )}
    </div>
  );
}

/** /qr/:qr — the public check of a printed document (contracts, forms, licences, …). */
export function DocumentCheckPage() {
  return <CheckPage />;
}

/** /orders/qr/:qr — the same check, from an order's printed documents (spec 000 §2). */
export function OrderCheckPage() {
  return <CheckPage />;
}
