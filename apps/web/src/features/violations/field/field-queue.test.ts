import { describe, expect, it } from 'vitest';
import { VIOLATIONS } from '../api';
import { FIELD_PATHS } from './field-queue';

describe('field queue', () => {
  it('calls the paths the desk screens call (repeated there to keep the chunk apart)', () => {
    expect(FIELD_PATHS.create).toBe(VIOLATIONS.create);
    expect(FIELD_PATHS.store).toBe(VIOLATIONS.store);
    expect(FIELD_PATHS.upload(7, 'image_2')).toBe(VIOLATIONS.upload(7, 'image_2'));
  });
});
