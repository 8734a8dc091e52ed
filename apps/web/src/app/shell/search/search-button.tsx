import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Panel = ComponentType<{ open: boolean; onClose: () => void }>;

/**
 * The top bar's search (issue 29 §2): a button shaped like a field, also Ctrl+K (⌘K). The panel
 * (its list, its call, the status labels) loads on first use: the shell is on every route and
 * must stay within their budgets (apps/web/scripts/budget.mjs).
 */
export function SearchButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ Panel: Panel }>();
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    if (!panel) void import('./search-panel').then((m) => setPanel({ Panel: m.default }));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <>
      <Button
        ref={button}
        type={compact ? 'text' : 'default'}
        className="search-trigger"
        icon={<SearchOutlined aria-hidden />}
        onClick={show}
        aria-label={compact ? t('search.open') : undefined}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K"
        data-testid="search-open"
      >
        {!compact && t('search.open')}
      </Button>
      {/* Mounted while open: each opening starts empty; closing gives the focus back. */}
      {panel && open && (
        <panel.Panel
          open
          onClose={() => {
            setOpen(false);
            // After the dialog (and its focus trap) is gone.
            setTimeout(() => button.current?.focus());
          }}
        />
      )}
    </>
  );
}
