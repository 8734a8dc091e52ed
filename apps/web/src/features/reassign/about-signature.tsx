import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BASE } from './api';

import { useType } from './use-type';
/** /about-signature and /lock/about-signature: how an order is signed. */
export function AboutSignaturePage() {
  const { t } = useTranslation();
  const type = useType();
  return (
    <Card variant="borderless" title={t(`reassign.about.title.${type}`)}>
      <ol className="about-signature">
        {['1', '2', '3', '4', '5'].map((n) => (
          <li key={n}>
            <Typography.Paragraph>{t(`reassign.about.step${n}`)}</Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Link to={BASE[type]}>{t(`reassign.routes.${type}.list`)}</Link>
    </Card>
  );
}
