import { useTranslation } from 'react-i18next';
import { useCan } from '../../../session/can';
import { FIELD_PAGES } from './field-paths';

/**
 * The field screens' links to one another (plain links: a page load, no router): recording (for
 * those who record violations) and the caller's own list (for whoever reads them).
 */
export function FieldNav({ current }: { current: 'form' | 'list' | 'details' }) {
  const { t } = useTranslation();
  const can = useCan();
  const links = [
    can('view-violation-form') && { key: 'form', href: FIELD_PAGES.form, label: 'violations.field.nav_form' },
    can('view-violations') && { key: 'list', href: FIELD_PAGES.list, label: 'violations.field.nav_list' },
  ].filter((l) => l !== false);
  if (links.length < 2 && current !== 'details') return null;
  return (
    <nav className="field-nav" aria-label={t('violations.field.nav')}>
      {links.map((l) => (
        <a
          key={l.key}
          href={l.href}
          aria-current={l.key === current ? 'page' : undefined}
          data-testid={`field-nav-${l.key}`}
        >
          {t(l.label)}
        </a>
      ))}
    </nav>
  );
}
