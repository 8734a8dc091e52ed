import { describe, expect, it } from 'vitest';
import { VIOLATIONS } from '../api';
import { fieldScreenOf } from './field-access';
import { FIELD_PATHS } from './field-paths';

describe('field screens', () => {
  it('call the paths the desk screens call (repeated there to keep the build apart)', () => {
    expect(FIELD_PATHS.list).toBe(VIOLATIONS.list);
    expect(FIELD_PATHS.create).toBe(VIOLATIONS.create);
    expect(FIELD_PATHS.store).toBe(VIOLATIONS.store);
    expect(FIELD_PATHS.edit(7)).toBe(VIOLATIONS.edit(7));
    expect(FIELD_PATHS.action(7, 'object')).toBe(VIOLATIONS.action(7)('object'));
    expect(FIELD_PATHS.action(7, 'answer')).toBe(VIOLATIONS.action(7)('answer'));
    expect(FIELD_PATHS.upload(7, 'image_2')).toBe(VIOLATIONS.upload(7, 'image_2'));
  });

  it('pick the screen by path', () => {
    expect(fieldScreenOf('/violations/field')).toEqual({ kind: 'form' });
    expect(fieldScreenOf('/violations/field/')).toEqual({ kind: 'form' });
    expect(fieldScreenOf('/violations/field/list')).toEqual({ kind: 'list' });
    expect(fieldScreenOf('/violations/field/42')).toEqual({ kind: 'details', id: 42 });
    expect(fieldScreenOf('/violations/field/x1')).toEqual({ kind: 'form' });
  });
});
