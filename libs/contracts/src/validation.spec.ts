import { z } from 'zod';
import { DomainError, ErrorCode } from './errors';
import { assertSafeText, parseOrThrow, unsafeTextPath } from './validation';

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

describe('text no field may hold', () => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

  it.each([
    ['a NUL byte', 'Ali\u0000'],
    ['a lone high surrogate', 'Ali\uD83D'],
    ['a lone low surrogate', '\uDE00Ali'],
    ['a high surrogate followed by a letter', '\uD83Dx'],
  ])('refuses %s with a 400 naming the field', (_what, name) => {
    try {
      parseOrThrow(schema, { name });
      throw new Error('expected a validation error');
    } catch (error) {
      const domain = error as DomainError;
      expect(domain.code).toBe(ErrorCode.ValidationFailed);
      expect(domain.message).toMatch(/^Validation failed: name contains a character that is not/);
      expect(domain.fields?.['name']).toMatch(/not allowed/);
    }
  });

  it('finds it in nested values and in keys, without recursion', () => {
    expect(unsafeTextPath({ tags: ['ok', 'b\u0000d'] })).toBe('tags.1');
    expect(unsafeTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    let deep: unknown = 'x\uDC00';
    for (let i = 0; i < 100_000; i += 1) {
      deep = [deep];
    }
    expect(unsafeTextPath(deep)).not.toBeNull();
    expect(() => assertSafeText('\u0000')).toThrow(/The text contains/);
  });

  it('keeps emoji, right-to-left marks and Arabic text', () => {
    const name = 'مريم \u200F😀 👨‍👩‍👧 Zoë';
    expect(parseOrThrow(schema, { name })).toEqual({ name });
    expect(unsafeTextPath({ name, n: 1, b: null })).toBeNull();
  });
});
