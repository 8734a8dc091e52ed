import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/i18n';

/** Flips between Arabic (RTL) and English (LTR) at once, without reload. */
export function LanguageSwitch({ type = 'text' }: { type?: 'text' | 'default' }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'ar' : 'en';
  return (
    <Button
      type={type}
      icon={<GlobalOutlined />}
      onClick={() => void setLanguage(next)}
      lang={next}
      aria-label={t('lang.switch_to')}
      data-testid="lang-switch"
    >
      {t('lang.other')}
    </Button>
  );
}
