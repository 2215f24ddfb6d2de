import { z } from 'zod';
import { genders, maritalStatuses, practiceLevels } from '../enums';

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(29, 'Username must be less than 30 characters')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'Username can only contain letters, numbers, dots, underscores, and hyphens',
  );

export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/**
 * Every new password: at least 12 characters so a passphrase is the natural choice, at most 128 so
 * hashing cannot be used to exhaust the server. No composition rules: spaces and any Unicode are
 * fine. The server also refuses common passwords; sign-in keeps its own looser rule so passwords
 * set before the 12-character minimum still work.
 */
export const passwordSchema = z
  .string({ error: 'Password must be at least 12 characters' })
  .min(12, 'Password must be at least 12 characters')
  .max(128, 'Password must be at most 128 characters');

export const MINIMUM_AGE = 18;

/** Age in whole years on `today` of someone born on the ISO date `dateOfBirth` (YYYY-MM-DD). */
export const ageOn = (dateOfBirth: string, today: Date): number => {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) {
    age -= 1;
  }
  return age;
};

const isRealDate = (value: string): boolean => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

export const dateOfBirthSchema = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(isRealDate, 'Date of birth must be a real date')
  .refine((value) => ageOn(value, new Date()) >= MINIMUM_AGE, 'You must be at least 18 years old')
  .refine((value) => ageOn(value, new Date()) <= 120, 'Please enter a valid date of birth');

/** The personal fields a member gives at registration (owned by the profile service). */
export const registrationPersonalSchema = z.object({
  fullName: required('Full name', 100),
  gender: z.enum(genders, { error: 'Please select a gender' }),
  dateOfBirth: dateOfBirthSchema,
  nationality: required('Nationality', 100),
  ethnicity: required('Ethnicity', 100),
  countryOfResidence: required('Country of residence', 100),
  maritalStatus: z.enum(maritalStatuses, { error: 'Please select a marital status' }),
  practiceLevel: z.enum(practiceLevels, { error: 'Please select a practice level' }),
  lookingFor: z.enum(genders, { error: 'Please select who you are looking for' }),
  waliContact: trimmed(200)
    .optional()
    .nullable()
    .transform((value) => value || null),
  bio: required('Bio', 2000),
});
export type RegistrationPersonal = z.output<typeof registrationPersonalSchema>;

/** POST /api/register body: the registration form of the sign-in page. */
export const registerSchema = registrationPersonalSchema
  .extend({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().optional(),
    marketingConsent: z.boolean().optional(),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

/** POST /api/login body. `username` takes a username or an email address. */
export const loginSchema = z
  .object({
    username: z
      .string({ error: 'Username or email must be at least 3 characters' })
      .trim()
      .min(3, 'Username or email must be at least 3 characters')
      .max(50, 'Username or email must be at most 50 characters'),
    password: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters')
      .max(128, 'Password must be at most 128 characters'),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type LoginRequest = z.output<typeof loginSchema>;

/** PATCH /api/users/{id} body in this release: the marketing-consent toggle. */
export const updateConsentSchema = z
  .object({ marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }) })
  .strict();
export type UpdateConsentRequest = z.output<typeof updateConsentSchema>;

export const userIdSchema = z.uuid('The user id must be a UUID');
