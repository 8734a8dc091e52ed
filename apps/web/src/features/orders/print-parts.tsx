import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
