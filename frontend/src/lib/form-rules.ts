import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';

/** The first message a schema gives for a value, or null when the value is valid. */
export const schemaMessage = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
};

/** An antd Form rule that checks a field with a contracts schema and shows its message. */
export const schemaRule = (schema: z.ZodType): FormRule => ({
  validator: (_rule, value: unknown) => {
    const message = schemaMessage(schema, value);
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

type FieldNameOf<Values> = Parameters<FormInstance<Values>['setFields']>[0][number]['name'];

/**
 * Shows field messages (from a schema or from the server) under the fields a form has; messages
 * for fields it does not have are left to the toast.
 */
export const showFieldErrors = <Values extends object>(
  form: FormInstance<Values>,
  fields: Record<string, string> | undefined,
  names: readonly (keyof Values & string)[],
): void => {
  if (!fields) {
    return;
  }
  form.setFields(
    names
      .filter((name) => fields[name] !== undefined)
      .map((name) => ({ name: name as FieldNameOf<Values>, errors: [fields[name] ?? ''] })),
  );
};
