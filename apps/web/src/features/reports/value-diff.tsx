import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown> | null | undefined;

const shown = (v: unknown) =>
  v === undefined ? '—' : v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const asRecord = (v: unknown): Values =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : v == null
      ? null
      : { value: v };

/** The keys of a change, old value beside new (changed keys first), as one line each. */
function changeLines(oldValue: unknown, newValue: unknown) {
  const o = asRecord(oldValue) ?? {};
  const n = asRecord(newValue) ?? {};
  const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])];
  return keys.map((k) => ({
    key: k,
    old: shown(o[k]),
    new: shown(n[k]),
    changed: shown(o[k]) !== shown(n[k]),
  }));
}

/** Old → new values side by side (spec 000 §3 "Call log"): a small table of the changed fields. */
export function ValueDiff({ oldValue, newValue }: { oldValue: unknown; newValue: unknown }) {
  const { t } = useTranslation();
  const lines = changeLines(oldValue, newValue);
  if (!lines.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <table className="value-diff" data-testid="value-diff">
      <thead>
        <tr>
          <th scope="col">{t('reports.field')}</th>
          <th scope="col">{t('reports.old_value')}</th>
          <th scope="col">{t('reports.new_value')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.key} data-changed={l.changed || undefined}>
            <th scope="row">
              <bdi>{l.key}</bdi>
            </th>
            <td>
              <bdi>{l.old}</bdi>
            </td>
            <td>
              {l.changed ? (
                <strong>
                  <bdi>{l.new}</bdi>
                </strong>
              ) : (
                <bdi>{l.new}</bdi>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The change as plain text (print and export): `key: old → new` a line. */
export const diffText = (oldValue: unknown, newValue: unknown) =>
  changeLines(oldValue, newValue)
    .map((l) => `${l.key}: ${l.old} → ${l.new}`)
    .join('\n');
