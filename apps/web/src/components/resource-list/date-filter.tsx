import type { DatePickerProps } from 'antd';
import { Input } from 'antd';
import { lazy, Suspense } from 'react';

const Picker = lazy(() => import('./date-filter-picker'));

/**
 * A list's date filter. The picker (antd DatePicker, rc-picker, its locales: ~40 KB gzip) is loaded
 * only by lists that have a date filter, after the list's own code; until then a read-only box of
 * the same size stands in its place.
 */
export function DateFilter(props: DatePickerProps & { 'data-testid'?: string }) {
  return (
    <Suspense
      fallback={<Input id={props.id} readOnly style={props.style} data-testid={props['data-testid']} />}
    >
      <Picker {...props} />
    </Suspense>
  );
}
