import { describe, expect, it } from 'vitest';
import { changesOf, type ValueNames, valueText } from './history-changes';

const names: ValueNames = {
  yesNo: (b) => (b ? 'Yes' : 'No'),
  status: (s) => ({ active: 'Active', pending: 'Pending' })[s] ?? s,
  type: (id) => (id === 4 ? 'Service provider' : undefined),
  role: (id) => (id === 3 ? 'Raft company' : undefined),
  document: (f) => (f === 'vat_file' ? 'VAT certificate' : f),
};

describe('user history changes', () => {
  it('lists only what changed, ignoring timestamps and ids', () => {
    expect(
      changesOf(
        { status: 'pending', roles: [], reject_reason: null, updated_at: 'a', id: 1 },
        { status: 'active', roles: [3], reject_reason: null, updated_at: 'b', platform: 'mena' },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'active' },
      { field: 'roles', before: [], after: [3] },
      { field: 'platform', before: undefined, after: 'mena' },
    ]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf({ name: 'x' }, null)).toEqual([{ field: 'name', before: 'x', after: undefined }]);
  });

  it('shows statuses, types, roles and documents by name; unknown ids stay visible', () => {
    expect(valueText('active', names, 'status')).toBe('Active');
    expect(valueText(4, names, 'type_id')).toBe('Service provider');
    expect(valueText([3, 9], names, 'roles')).toBe('Raft company، #9');
    expect(valueText(['vat_file'], names, 'files')).toBe('VAT certificate');
    expect(valueText(true, names)).toBe('Yes');
    expect(valueText(null, names)).toBe('—');
    expect(valueText([], names, 'roles')).toBe('—');
  });
});
