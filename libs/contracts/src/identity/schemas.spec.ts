import { fieldErrorsOf } from '../validation';
import { ageOn, loginSchema, registerSchema } from './schemas';

const valid = {
  fullName: 'Amina Yusuf',
  username: 'amina.y-1',
  email: 'amina@example.com',
  gender: 'female',
  dateOfBirth: '1995-06-15',
  nationality: 'British',
  ethnicity: 'Somali',
  countryOfResidence: 'United Kingdom',
  maritalStatus: 'single',
  practiceLevel: 'veryPracticing',
  lookingFor: 'male',
  bio: 'Pharmacist who loves hiking.',
  password: 'bismillah-123',
  confirmPassword: 'bismillah-123',
};

const messagesFor = (input: unknown): Record<string, string> => {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const yearsAgo = (years: number, dayOffset = 0): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString().slice(0, 10);
};

describe('registration schema', () => {
  it('accepts a complete registration and treats an empty wali contact as none', () => {
    const parsed = registerSchema.parse({ ...valid, waliContact: '' });
    expect(parsed.waliContact).toBeNull();
    expect(parsed.username).toBe('amina.y-1');
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(30), 'Username must be less than 30 characters'],
    ['amina yusuf', 'Username can only contain letters, numbers, dots, underscores, and hyphens'],
    ['amina@home', 'Username can only contain letters, numbers, dots, underscores, and hyphens'],
  ])('rejects username %p with "%s"', (username, message) => {
    expect(messagesFor({ ...valid, username }).username).toBe(message);
  });

  it('accepts a 29-character username', () => {
    expect(messagesFor({ ...valid, username: 'a'.repeat(29) }).username).toBeUndefined();
  });

  it('requires a valid email address', () => {
    expect(messagesFor({ ...valid, email: 'amina.example.com' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('requires a 12-character password and a matching confirmation', () => {
    const eleven = 'bismillah-1';
    expect(messagesFor({ ...valid, password: eleven, confirmPassword: eleven }).password).toBe(
      'Password must be at least 12 characters',
    );
    // No composition rules: twelve characters of anything, spaces and Unicode included.
    const phrase = 'صبر جميل ya rabb';
    expect(messagesFor({ ...valid, password: phrase, confirmPassword: phrase })).toEqual({});
    expect(messagesFor({ ...valid, confirmPassword: 'other-password' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('enforces age 18 and over on the day', () => {
    expect(messagesFor({ ...valid, dateOfBirth: yearsAgo(18, 1) }).dateOfBirth).toBe(
      'You must be at least 18 years old',
    );
    expect(messagesFor({ ...valid, dateOfBirth: yearsAgo(18) }).dateOfBirth).toBeUndefined();
    expect(messagesFor({ ...valid, dateOfBirth: '1995-02-30' }).dateOfBirth).toBe(
      'Date of birth must be a real date',
    );
  });

  it('requires every personal field except the wali contact', () => {
    const { fullName: _f, bio: _b, ...rest } = valid;
    const messages = messagesFor({ ...rest, gender: 'other' });
    expect(messages).toMatchObject({
      fullName: 'Full name is required',
      bio: 'Bio is required',
      gender: 'Please select a gender',
    });
    expect(messages.waliContact).toBeUndefined();
  });

  it('refuses fields the server fills, such as role or isApproved', () => {
    expect(registerSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, isApproved: true }).success).toBe(false);
  });
});

describe('login schema', () => {
  it('gives the spec messages for short and long identifiers and a short password', () => {
    // Sign-in keeps the old 6-character floor: passwords set before the 12-character rule work.
    const short = loginSchema.safeParse({ username: 'ab', password: '12345' });
    expect(short.success).toBe(false);
    expect(fieldErrorsOf(short.error!)).toEqual({
      username: 'Username or email must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(loginSchema.safeParse({ username: 'amina', password: 'secret' }).success).toBe(true);
    const long = loginSchema.safeParse({ username: 'a'.repeat(51), password: 'secret1' });
    expect(fieldErrorsOf(long.error!).username).toBe(
      'Username or email must be at most 50 characters',
    );
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2000-03-10', new Date('2018-03-09T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-03-10', new Date('2018-03-10T00:00:00Z'))).toBe(18);
  });
});
