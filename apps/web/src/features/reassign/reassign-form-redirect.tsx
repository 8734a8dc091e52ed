import { Navigate } from 'react-router';
import { QueryState, useRouteQuery } from '../../components/page-state/page-states';
import { orderQuery } from './api';

/** Opens the order's filling on the templates engine's screens (fill/sign, or the printable view). */
function FormRedirect({ view }: { view: boolean }) {
  const { query, data } = useRouteQuery(orderQuery);
  const f = data?.form;
  if (query.isError || !f) return <QueryState query={query} />;
  return <Navigate replace to={view ? `/forms/print/${f.filling_id}` : `/forms/fill/${f.filling_id}`} />;
}
/** /re-assign-orders/:id/form/:form (and the lock mirror). */
export function OrderFormPage() {
  return <FormRedirect view={false} />;
}
/** /re-assign-orders/:id/form/:form/view (and the lock mirror). */
export function OrderFormViewPage() {
  return <FormRedirect view />;
}
