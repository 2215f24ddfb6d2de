import { z } from 'zod';

/** The JSON schema of a contract's request body, for the OpenAPI document. */
export const bodySchemaOf = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
