import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import './app/app.css';
import { enterRoute } from './app/guards/enter-route';
import { GuestFrame } from './app/guest-frame';
import { accessOf, fieldScreenOf } from './features/violations/field/field-access';
import { FieldScreens } from './features/violations/field/field-screens';
import { ensureFeatureStrings, initI18n } from './i18n/i18n';
import { watchOtherTabs } from './session/logout-sync';
import { sessionChangedElsewhere } from './session/session-store';

/**
 * /violations/field and its screens (the list, a violation's details: field-screens.tsx) as a page of its own (field.html; ARCHITECTURE §7, issue 31): a phone loads
 * this screen, React, i18n and the session, not the desk (its router, query cache and shell: on a
 * slow phone ~0.9 s of script before the first paint). The desk's entry rules decide as in the
 * desk; a redirect (to /login remembering this page, to /403, …) is a full load into the desk.
 * The API serves this page for /violations/field (apps/api/src/web-build.ts), and /sw.js keeps it
 * and its files for offline use. zod is not reached from here (its `jitless` flag is main.tsx's).
 */
const here = () => window.location.pathname + window.location.search;
const screen = fieldScreenOf(window.location.pathname);
const TITLES = {
  form: 'violations.routes.field',
  list: 'violations.routes.field_list',
  details: 'violations.routes.field_details',
} as const;
const enter = () =>
  enterRoute(accessOf(screen), here()).then((to) => {
    if (to) window.location.replace(to);
    return !to;
  });

/** The guest pages' frame (app/guest-frame.tsx) without the router: its links are plain. */
function FieldFrame() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(TITLES[screen.kind])} | ${t('app.name')}`;
  }, [t]);
  // Another tab logged out or changed the session: the entry rules again, as the desk does.
  useEffect(() => watchOtherTabs(() => void enter(), sessionChangedElsewhere), []);
  return (
    <GuestFrame
      home={(brand) => (
        <a href="/switch" className="brand">
          {brand}
        </a>
      )}
    >
      <FieldScreens />
    </GuestFrame>
  );
}

// The dictionaries load while the rules decide (a permission list may be fetched first).
const strings = Promise.all([initI18n(), ensureFeatureStrings('violations')]).catch(() => undefined);
void enter().then(async (open) => {
  if (!open) return;
  await strings;
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices of a few milliseconds, so a slow
  // phone's main thread is never held for the whole render (Lighthouse's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <FieldFrame />
      </StrictMode>,
    ),
  );
});
