import { contactSchema } from '@mithaq/contracts';
import { schemaRule } from '../../../lib/form-rules';

/** The server's own schema, so the form shows exactly the server's messages. */
const { shape } = contactSchema;

export const contactRules = {
  name: [schemaRule(shape.name)],
  email: [schemaRule(shape.email)],
  subject: [schemaRule(shape.subject)],
  message: [schemaRule(shape.message)],
};

/** Upper bounds the server also applies; the inputs stop typing there. */
export const contactMaxLengths = { name: 100, email: 254, subject: 200, message: 5000 } as const;
