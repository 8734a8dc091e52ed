import { lazy, Suspense } from 'react';
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
  return (
    <Suspense fallback={null}>
      {screen.kind === 'list' ? <FieldList /> : <FieldDetails id={screen.id} />}
    </Suspense>
  );
}
