import { lazy, Suspense } from 'react';
import { useOfflineShell, useOnline } from '../../../offline/offline';
import { fieldScreenOf } from './field-access';
import { FieldPage } from './field-page';

// The list and the details load apart from the form (the form's page keeps its weight); the page
// the API serves names their files, so they download beside the entry (route-preloads.json).
const FieldList = lazy(() => import('./field-list').then((m) => ({ default: m.FieldList })));
const FieldDetails = lazy(() => import('./field-details').then((m) => ({ default: m.FieldDetails })));

/**
 * The field screens by path, no router (issue 31 §7): /violations/field the form,
 * /violations/field/list the caller's own violations, /violations/field/:id one of them. Every link
 * between them is a page load, so the path is read once.
 */
export function FieldScreens() {
  const screen = fieldScreenOf(window.location.pathname);
  if (screen.kind === 'form') return <FieldPage />;
  return <ReadScreen screen={screen} />;
}

/**
 * The list or the details, with the worker registered (a first visit makes the next open offline)
 * and the connection flag. Here, not in their modules: a module they shared with the form's chunk
 * became a chunk of its own in the desk's build, named in its entry (+0.1 KB on every desk route).
 */
function ReadScreen({ screen }: { screen: Exclude<ReturnType<typeof fieldScreenOf>, { kind: 'form' }> }) {
  const online = useOnline();
  useOfflineShell();
  return (
    <Suspense fallback={null}>
      {screen.kind === 'list' ? (
        <FieldList online={online} />
      ) : (
        <FieldDetails id={screen.id} online={online} />
      )}
    </Suspense>
  );
}
