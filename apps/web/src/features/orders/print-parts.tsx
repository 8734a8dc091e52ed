import { PrinterOutlined } from '@ant-design/icons';
import type { Printable } from '@mashaer/contract';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBi } from './use-bi';

/** A printed document of an order (the order, its works licence): its title and the print button. */
export function PrintCard({
  testId,
  title,
  printTestId,
  children,
}: {
  testId: string;
  title: ReactNode;
  printTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      data-testid={testId}
      title={<Space wrap>{title}</Space>}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid={printTestId}>
          {t('orders.actions.print')}
        </Button>
      }
    >
      {children}
    </Card>
  );
}

type Signature = {
  party: string;
  user_name: string;
  signature_image?: string | null;
  stamp_image?: string | null;
};

/** The parties' signatures and stamps under a printed document (`signature-<party>` test ids if asked). */
export function PartySignatures({ signatures, testIds }: { signatures: Signature[]; testIds?: boolean }) {
  const { t } = useTranslation();
  return (
    <Space wrap size="large" style={{ marginTop: 16 }}>
      {signatures.map((s) => (
        <Card
          key={s.party}
          size="small"
          title={t(`orders.party.${s.party}`)}
          data-testid={testIds ? `signature-${s.party}` : undefined}
        >
          <Typography.Text>{s.user_name}</Typography.Text>
          <div>
            {s.signature_image && <img src={s.signature_image} alt={t('orders.signature')} height={60} />}
            {s.stamp_image && <img src={s.stamp_image} alt={t('orders.stamp')} height={60} />}
          </div>
        </Card>
      ))}
    </Space>
  );
}

type Named = { name: string | null; name_en?: string | null };

/**
 * An order's description items as printed, `between` the camp and the consultant: the company, the
 * camp and its square, the consultant, the contractor and the services (`servicesSpan` columns).
 */
export function usePrintedOrderItems() {
  const { t } = useTranslation();
  const b = useBi();
  const item = (label: string, children: ReactNode, span?: number) => (
    <Descriptions.Item key={label} label={t(label)} {...(span ? { span } : {})}>
      {children}
    </Descriptions.Item>
  );
  const party = (p: Named | null | undefined) => (p ? b(p.name, p.name_en) : '—');
  return (o: Printable['order'], between: ReactNode[] = [], servicesSpan?: number) => [
    item('orders.fields.company', b(o.company_name, o.company_name_en)),
    item(
      'orders.fields.camp',
      // One inline element: antd's item content is a flex box, which drops the spaces around "—".
      <span>
        <bdi>{o.camp_number}</bdi> — {b(o.square_name, o.square_name_en)}
      </span>,
    ),
    ...between,
    item('orders.fields.consultant_id', party(o.consultant)),
    item('orders.fields.contractor_id', party(o.contractor)),
    item('orders.fields.services', o.services.map((s) => b(s.name, s.name_en)).join('، '), servicesSpan),
  ];
}
