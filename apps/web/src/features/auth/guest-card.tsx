import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A guest page's card (registration, password reset): its title (a dictionary key), a hint under it. */
export function GuestCard({
  title,
  hint,
  wide,
  children,
}: {
  title: string;
  hint?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className={wide ? 'guest-card wide' : 'guest-card'} variant="borderless">
      <Typography.Title level={1} className="guest-title">
        {t(title)}
      </Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {children}
    </Card>
  );
}
