import type { z } from 'zod';
import { DomainError, ErrorCode, type FieldErrors } from './errors';

/** Turns zod issues into one message per field (the first issue of each field wins). */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

/** Half of a surrogate pair without its other half: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'contains a character that is not allowed (a NUL byte or a broken character); please remove it';

/** Whether a string holds a NUL or a lone surrogate, which no text field may store. */
export const isUnsafeText = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path of the first string (value or key) anywhere in `input` holding a NUL or a lone
 * surrogate, or null. Postgres refuses NUL in text and cannot encode a lone surrogate, so such
 * input would fail deep in a service; it is refused up front. Walks without recursion, so a
 * deeply nested body cannot overflow the stack.
 */
export const unsafeTextPath = (input: unknown): string | null => {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (isUnsafeText(value)) {
        return path || '_';
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) {
          return itemPath;
        }
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
};

/** Throws VALIDATION_FAILED naming the field when any text in `input` is unsafe to store. */
export const assertSafeText = (input: unknown): void => {
  const path = unsafeTextPath(input);
  if (path !== null) {
    const message =
      path === '_' ? `The text ${UNSAFE_TEXT_MESSAGE}` : `${path} ${UNSAFE_TEXT_MESSAGE}`;
    throw new DomainError(ErrorCode.ValidationFailed, `Validation failed: ${message}`, {
      [path]: `This field ${UNSAFE_TEXT_MESSAGE}`,
    });
  }
};

/**
 * Parses input with a schema or throws a VALIDATION_FAILED domain error listing each field. Text
 * holding a NUL or a lone surrogate is refused whatever the schema says.
 */
export const parseOrThrow = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  assertSafeText(input);
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const fields = fieldErrorsOf(result.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  throw new DomainError(ErrorCode.ValidationFailed, `Validation failed: ${summary}`, fields);
};

/**
 * Postgres's refusals of text it cannot store: 22021 (a NUL or bytes that are not UTF-8) and
 * 22P05 (a character the database encoding lacks). Input that slipped past validation is the
 * caller's mistake, never a server fault: both sides answer it as VALIDATION_FAILED.
 */
const TEXT_ENCODING_FAILURES = new Set(['22021', '22P05']);

export const TEXT_ENCODING_MESSAGE =
  'The request contains a character that cannot be stored (a NUL byte or a broken character); please remove it';

/** Whether `error` (a pg error, or TypeORM's wrapper of one) is Postgres refusing such text. */
export const isTextEncodingFailure = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const driver = (error as { driverError?: unknown }).driverError;
  const source = (typeof driver === 'object' && driver !== null ? driver : error) as {
    code?: unknown;
  };
  return typeof source.code === 'string' && TEXT_ENCODING_FAILURES.has(source.code);
};
