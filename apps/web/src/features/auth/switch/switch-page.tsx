import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_ORDER, SITE_URLS, THIS_SITE } from '../../../routing/sites';

/** The site switcher: Mena (this portal), Arafat and Muzdalifah. */
export default function SwitchPage() {
  const { t } = useTranslation();
  return (
    <div className="switch-page">
      <Typography.Title level={1} className="switch-title guest-title">
        {t('switch.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="switch-title">
        {t('switch.hint')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} justify="center">
        {SITE_ORDER.map((site) => {
          const card = (
            <Card hoverable className="site-card" data-testid={`site-${site}`}>
              <EnvironmentOutlined className="site-icon" />
              <Typography.Title level={2} className="site-title">
                {t(`sites.${site}`)}
              </Typography.Title>
              <Typography.Text type="secondary">{t(`switch.${site}_text`)}</Typography.Text>
            </Card>
          );
          return (
            <Col key={site} xs={24} sm={12} md={8}>
              {site === THIS_SITE ? <Link to="/login">{card}</Link> : <a href={SITE_URLS[site]}>{card}</a>}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
