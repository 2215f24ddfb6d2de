import { z } from 'zod';
import { DomainError, ErrorCode } from './errors';
import { parseOrThrow } from './validation';

describe('parseOrThrow', () => {
  const schema = z.object({ name: z.string().min(2, 'Name is too short'), age: z.number() });

  it('returns the parsed value', () => {
    expect(parseOrThrow(schema, { name: 'Ali', age: 30 })).toEqual({ name: 'Ali', age: 30 });
  });

  it('throws VALIDATION_FAILED listing each field with its message', () => {
    try {
      parseOrThrow(schema, { name: 'A' });
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const domain = error as DomainError;
      expect(domain.code).toBe(ErrorCode.ValidationFailed);
      expect(domain.fields?.['name']).toBe('Name is too short');
      expect(domain.fields?.['age']).toBeDefined();
      expect(domain.message).toContain('name: Name is too short');
    }
  });
});
