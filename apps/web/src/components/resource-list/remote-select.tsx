import type { FilterOption } from '@mashaer/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';

type Props = {
  /** A GET call answering `{data: FilterOption[]}` for `?search=` (and `&id=`, the chosen one). */
  path: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  'data-testid'?: string;
};

/**
 * A filter whose options are too many to send with every page (about 1,400 companies): they are
 * asked for as the user types, a few at a time; the chosen value's own label comes with them.
 */
export function RemoteSelect({ path, value, onChange, placeholder, ...rest }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const options = useQuery({
    queryKey: ['filter-options', path, search, value ?? ''],
    queryFn: () => {
      const q = new URLSearchParams({ search, ...(value ? { id: value } : {}) });
      return api.get<{ data: FilterOption[] }>(`${path}?${q}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setTyped}
      loading={options.isFetching}
      value={value}
      onChange={(v) => {
        setTyped('');
        onChange?.(v);
      }}
      placeholder={placeholder}
      options={(options.data?.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      {...rest}
    />
  );
}
