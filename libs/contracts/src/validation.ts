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

/** Parses input with a schema or throws a VALIDATION_FAILED domain error listing each field. */
export const parseOrThrow = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
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
