import { DomainError, ErrorCode, passwordSchema, type Role } from '@mithaq/contracts';
import { createServiceContext } from '@mithaq/service-kit';
import { z } from 'zod';
import { AccountsService } from '../accounts/accounts.service';
import { identityService } from '../service';
import { demoMembers } from './demo-members';

export const DEFAULT_ADMIN_PASSWORD = 'mithaq-admin-local';
export const DEFAULT_DEMO_PASSWORD = 'mithaq-demo-local';

const seedEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    ADMIN_USERNAME: z.string().default('admin'),
    ADMIN_EMAIL: z.string().default('admin@mithaq.local'),
    // Seeded passwords follow the rule every new password does.
    ADMIN_PASSWORD: passwordSchema.default(DEFAULT_ADMIN_PASSWORD),
    SEED_DEMO_MEMBERS: z.enum(['true', 'false']).default('true'),
    DEMO_PASSWORD: passwordSchema.default(DEFAULT_DEMO_PASSWORD),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'set your own admin password in production',
      });
    }
  });

const created = async (work: () => Promise<unknown>): Promise<boolean> => {
  try {
    await work();
    return true;
  } catch (error) {
    const exists =
      error instanceof DomainError &&
      (error.code === ErrorCode.UsernameTaken || error.code === ErrorCode.EmailTaken);
    if (exists) {
      return false;
    }
    throw error;
  }
};

/** Creates the admin and the demo members when missing; running it again changes nothing. */
const seed = async (): Promise<void> => {
  const env = seedEnvSchema.parse(process.env);
  const app = await createServiceContext(identityService);
  const accounts = app.get(AccountsService);
  const admin = {
    username: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    marketingConsent: false,
    fullName: 'Mithaq Team',
    gender: 'male' as const,
    dateOfBirth: '1985-01-01',
    nationality: 'British',
    ethnicity: 'Other',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'female' as const,
    waliContact: null,
    bio: 'The Mithaq support team.',
  };
  const role: Role = 'admin';
  const results = [
    await created(() =>
      accounts.register(admin, { role, approvalStatus: 'approved', emailVerified: true }),
    ),
  ];
  if (env.SEED_DEMO_MEMBERS === 'true') {
    for (const { approvalStatus, ...member } of demoMembers) {
      results.push(
        await created(() =>
          accounts.register(
            { ...member, password: env.DEMO_PASSWORD, marketingConsent: false },
            // Demo addresses cannot receive mail: they are created verified.
            { approvalStatus: approvalStatus ?? 'approved', emailVerified: true },
          ),
        ),
      );
    }
  }
  await app.close();
  console.log(
    `seed: ${results.filter(Boolean).length} accounts created, ${results.filter((r) => !r).length} already there`,
  );
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
