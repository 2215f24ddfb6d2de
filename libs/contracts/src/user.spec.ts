import type { Account } from './identity/rpc';
import { profileFromRegistration } from './profile/rpc';
import { fieldErrorsOf } from './validation';
import { composeUser, updateUserSchema } from './user';

const account: Account = {
  id: '5f7c1f55-2c5a-4c66-9e0e-4c4e0f5c6a11',
  username: 'amina',
  email: 'amina@example.com',
  role: 'seeker',
  approvalStatus: 'pending',
  isApproved: false,
  isEmailVerified: false,
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActive: null,
  isSuspended: false,
  membershipTier: 'free',
  membershipStartDate: null,
  membershipEndDate: null,
  hasCompletedMarriageCourse: false,
  isMarriageCourseCertified: false,
  marriageCourseCompletionDate: null,
  isVerified: false,
};

describe('composeUser', () => {
  it('merges account and profile, each field once and in camelCase', () => {
    const profile = profileFromRegistration(
      account.id,
      {
        fullName: 'Amina Yusuf',
        gender: 'female',
        dateOfBirth: '1995-01-01',
        nationality: 'British',
        ethnicity: 'Somali',
        countryOfResidence: 'United Kingdom',
        maritalStatus: 'single',
        practiceLevel: 'practicing',
        lookingFor: 'male',
        waliContact: null,
        bio: 'About me',
      },
      account.createdAt,
    );
    const user = composeUser(account, { ...profile, questionnaireCompleted: true });
    expect(user).toMatchObject({
      id: account.id,
      fullName: 'Amina Yusuf',
      questionnaireCompleted: true,
      isWaliVerified: false,
      // 'About me' is a short bio (−15), no wali contact (−10), questionnaire done.
      profileCompletion: 75,
      questionnaireStatus: 'none',
    });
    expect(user).not.toHaveProperty('userId');
    expect(user).not.toHaveProperty('full_name');
    expect(user).not.toHaveProperty('questionnaire_completed');
  });

  it('reports an incomplete profile while the profile does not exist yet', () => {
    expect(composeUser(account, null)).toMatchObject({
      id: account.id,
      profileCompleted: false,
      questionnaireCompleted: false,
      profileCompletion: 45,
      questionnaireStatus: 'none',
    });
  });
});

describe('updateUserSchema (PATCH /api/users/{id})', () => {
  const errorsOf = (body: unknown) => {
    const result = updateUserSchema.safeParse(body);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it('accepts the consent toggle and profile fields together', () => {
    expect(
      updateUserSchema.parse({
        marketingConsent: true,
        bio: 'New bio',
        height: 180,
        waliContact: '',
      }),
    ).toEqual({ marketingConsent: true, bio: 'New bio', height: 180, waliContact: null });
    expect(updateUserSchema.parse({ occupation: '', ukResidencyYears: null })).toEqual({
      occupation: null,
      ukResidencyYears: null,
    });
  });

  it('refuses account fields by name', () => {
    expect(errorsOf({ email: 'new@example.com' })).toEqual({
      email: 'Email cannot be changed here',
    });
    expect(errorsOf({ username: 'other', role: 'admin', isApproved: true })).toMatchObject({
      username: 'Username cannot be changed here',
      role: 'Role cannot be changed here',
      isApproved: 'Approval cannot be changed here',
    });
  });

  it('validates each profile field with a message', () => {
    const errors = errorsOf({
      fullName: '',
      gender: 'other',
      dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01`,
      maritalStatus: 'engaged',
      practiceLevel: 'sometimes',
      height: 300,
      ukResidencyYears: -1,
      islamicSect: 'x',
      ukResidencyStatus: 'tourist',
      workingStatus: 'busy',
      bio: '   ',
    });
    expect(errors).toEqual({
      fullName: 'Full name is required',
      gender: 'Please select a gender',
      dateOfBirth: 'You must be at least 18 years old',
      maritalStatus: 'Please select a marital status',
      practiceLevel: 'Please select a practice level',
      height: 'Height must be at most 230',
      ukResidencyYears: 'Years of UK residency must be at least 0',
      islamicSect: 'Please select an Islamic sect',
      ukResidencyStatus: 'Please select a UK residency status',
      workingStatus: 'Please select a working status',
      bio: 'Bio is required',
    });
    expect(errorsOf({ height: 170.5 })).toEqual({ height: 'Height must be a whole number' });
  });

  it('refuses unknown keys and an empty body', () => {
    expect(Object.keys(errorsOf({ favouriteColour: 'blue' }))).toHaveLength(1);
    expect(errorsOf({})).toEqual({ _: 'Nothing to update' });
  });
});
