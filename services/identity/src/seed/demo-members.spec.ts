import { emailSchema, registrationPersonalSchema, usernameSchema } from '@mithaq/contracts';
import { demoMembers } from './demo-members';

const approved = demoMembers.filter(
  (member) => (member.approvalStatus ?? 'approved') === 'approved',
);

describe('demo members', () => {
  it.each(demoMembers.map((member) => [member.username, member] as const))(
    '%s is a valid registration',
    (_username, { username, email, approvalStatus: _status, ...personal }) => {
      expect(usernameSchema.safeParse(username).success).toBe(true);
      expect(emailSchema.safeParse(email).success).toBe(true);
      expect(registrationPersonalSchema.strict().safeParse(personal).error).toBeUndefined();
    },
  );

  it('never repeats a username, an email, or a name with a date of birth', () => {
    const distinct = (key: (member: (typeof demoMembers)[number]) => string) =>
      new Set(demoMembers.map(key)).size;
    expect(distinct((member) => member.username)).toBe(demoMembers.length);
    expect(distinct((member) => member.email)).toBe(demoMembers.length);
    // The profile seed finds each member by full name and date of birth.
    expect(distinct((member) => `${member.fullName}|${member.dateOfBirth}`)).toBe(
      demoMembers.length,
    );
  });

  it('has at least ten approved women and ten approved men looking for each other', () => {
    const women = approved.filter((m) => m.gender === 'female' && m.lookingFor === 'male');
    const men = approved.filter((m) => m.gender === 'male' && m.lookingFor === 'female');
    expect(women.length).toBeGreaterThanOrEqual(10);
    expect(men.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps the members the admin screens and browser tests rely on, in their states', () => {
    const state = (username: string) => {
      const member = demoMembers.find((m) => m.username === username);
      return member ? (member.approvalStatus ?? 'approved') : 'missing';
    };
    expect(state('demo_khadija')).toBe('pending');
    expect(state('demo_tariq')).toBe('rejected');
    for (const username of ['demo_amina', 'demo_yusuf', 'demo_maryam', 'demo_ibrahim']) {
      expect(state(username)).toBe('approved');
    }
  });

  it('lives mostly in the United Kingdom, with some members abroad', () => {
    const abroad = approved.filter((member) => member.countryOfResidence !== 'United Kingdom');
    expect(abroad.length).toBeGreaterThanOrEqual(3);
    expect(abroad.length).toBeLessThan(approved.length / 3);
  });
});
