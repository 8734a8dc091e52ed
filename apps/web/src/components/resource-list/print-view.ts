import { dualDateText } from '../../i18n/dates';
import { dirOf, type Lang } from '../../i18n/i18n';

type PrintTable = {
  lang: Lang;
  title: string;
  appName: string;
  printedAtLabel: string;
  filters: { label: string; value: string }[];
  headers: string[];
  rows: string[][];
  emptyText: string;
  totalText: string;
};

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A clean, self-contained print document of a list's current filter, in the UI's direction. */
export function printDocument(p: PrintTable): string {
  const dir = dirOf(p.lang);
  const filters = p.filters.length
    ? `<ul class="filters">${p.filters.map((f) => `<li><b>${esc(f.label)}:</b> ${esc(f.value)}</li>`).join('')}</ul>`
    : '';
  const body = p.rows.length
    ? p.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')
    : `<tr><td colspan="${p.headers.length}" class="empty">${esc(p.emptyText)}</td></tr>`;
  return `<!doctype html>
<html lang="${p.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${esc(p.title)}</title>
<style>
  body { font-family: system-ui, "Segoe UI", Tahoma, Arial, sans-serif; margin: 24px; color: #111; }
  header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #0b6e4f; margin-bottom: 12px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  .meta { color: #555; font-size: 12px; }
  .filters { list-style: none; padding: 0; margin: 0 0 12px; font-size: 13px; display: flex; gap: 16px; flex-wrap: wrap; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { border: 1px solid #bbb; padding: 6px 8px; text-align: start; vertical-align: top; }
  th { background: #eef5f1; }
  tr:nth-child(even) td { background: #fafafa; }
  .empty { text-align: center; color: #777; }
  footer { margin-top: 12px; font-size: 12px; color: #555; }
  @media print { body { margin: 0; } }
</style></head>
<body>
<header><h1>${esc(p.title)}</h1><span class="meta">${esc(p.appName)}</span></header>
<div class="meta">${esc(p.printedAtLabel)}: ${esc(dualDateText(new Date(), p.lang, true))}</div>
${filters}
<table><thead><tr>${p.headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>
<footer>${esc(p.totalText)}</footer>
</body></html>`;
}

/** Opens the print window synchronously (popup blockers), then fills it when rows arrive. */
export function openPrintWindow(loadingText: string) {
  const w = window.open('', '_blank');
  if (w) w.document.write(`<!doctype html><p style="font-family:sans-serif">${esc(loadingText)}</p>`);
  return {
    show(html: string) {
      if (!w) return;
      w.document.open();
      w.document.write(html);
      w.document.close();
      w.focus();
      setTimeout(() => w.print(), 300);
    },
    close() {
      w?.close();
    },
  };
}
