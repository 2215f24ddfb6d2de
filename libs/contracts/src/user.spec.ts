import type { Account } from './identity/rpc';
import { profileFromRegistration } from './profile/rpc';
import { composeUser } from './user';

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
};

describe('composeUser', () => {
  it('merges account and profile and adds the snake_case aliases the SPA reads', () => {
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
      full_name: 'Amina Yusuf',
      questionnaireCompleted: true,
      questionnaire_completed: true,
      isWaliVerified: false,
    });
    expect(user).not.toHaveProperty('userId');
  });

  it('reports an incomplete profile while the profile does not exist yet', () => {
    expect(composeUser(account, null)).toMatchObject({
      id: account.id,
      profileCompleted: false,
      questionnaire_completed: false,
    });
  });
});
