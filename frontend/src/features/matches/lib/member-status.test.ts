import { describe, expect, it } from 'vitest';
import { isReadyForMatches, meanwhileLinks, memberStatusOf } from './member-status';

const approved = {
  isEmailVerified: true,
  isApproved: true,
  approvalStatus: 'approved' as const,
  questionnaireStatus: 'approved' as const,
};

const stateOf = (status: ReturnType<typeof memberStatusOf>) =>
  Object.fromEntries(status.steps.map((step) => [step.key, step.state]));

describe('memberStatusOf', () => {
  it('is ready, with every step done, once account and questionnaire are approved', () => {
    const status = memberStatusOf(approved);
    expect(status.ready).toBe(true);
    expect(stateOf(status)).toEqual({ email: 'done', account: 'done', questionnaire: 'done' });
    expect(isReadyForMatches(approved)).toBe(true);
  });

  it('asks an unverified member to verify their email so the team can approve the account', () => {
    const status = memberStatusOf({
      ...approved,
      isEmailVerified: false,
      isApproved: false,
      approvalStatus: 'pending',
    });
    expect(status.ready).toBe(false);
    expect(stateOf(status)).toMatchObject({ email: 'action', account: 'waiting' });
    expect(status.steps[0]?.text).toMatch(
      /^Verify your email address so the team can approve your account/,
    );
    expect(status.summary).toMatch(/a step left for you/);
  });

  it('says the account is in review while it is pending', () => {
    const status = memberStatusOf({ ...approved, isApproved: false, approvalStatus: 'pending' });
    expect(status.ready).toBe(false);
    expect(stateOf(status)).toEqual({ email: 'done', account: 'waiting', questionnaire: 'done' });
    expect(status.summary).toMatch(/as soon as our team has approved/);
  });

  it('explains a rejected account and links to the profile to fix it', () => {
    const status = memberStatusOf({ ...approved, isApproved: false, approvalStatus: 'rejected' });
    const account = status.steps.find((step) => step.key === 'account');
    expect(account?.state).toBe('rejected');
    expect(account?.action).toEqual({ label: 'Edit Profile', to: '/profile' });
    expect(status.summary).toMatch(/needs your attention/);
  });

  it('asks for the questionnaire before it is submitted', () => {
    const status = memberStatusOf({ ...approved, questionnaireStatus: 'none' });
    const questionnaire = status.steps.find((step) => step.key === 'questionnaire');
    expect(questionnaire?.state).toBe('action');
    expect(questionnaire?.action).toEqual({
      label: 'Complete Questionnaire',
      to: '/questionnaire',
    });
    expect(isReadyForMatches({ ...approved, questionnaireStatus: 'none' })).toBe(false);
  });

  it('says the questionnaire is in review while it is pending', () => {
    const status = memberStatusOf({ ...approved, questionnaireStatus: 'pending' });
    expect(stateOf(status).questionnaire).toBe('waiting');
    expect(status.ready).toBe(false);
  });

  it("gives the team's reason for a rejected questionnaire and how to fix it", () => {
    const status = memberStatusOf(
      { ...approved, questionnaireStatus: 'rejected' },
      { questionnaireReason: '  Please give your preferred age range.  ' },
    );
    const questionnaire = status.steps.find((step) => step.key === 'questionnaire');
    expect(questionnaire).toMatchObject({
      state: 'rejected',
      reason: 'Please give your preferred age range.',
      action: { label: 'Update Questionnaire', to: '/questionnaire?edit=true' },
    });
  });

  it("believes the server's reason over an older user record", () => {
    expect(memberStatusOf(approved, { notMatchableReason: 'profile-not-approved' }).ready).toBe(
      false,
    );
    expect(
      stateOf(memberStatusOf(approved, { notMatchableReason: 'questionnaire-not-approved' }))
        .questionnaire,
    ).toBe('waiting');
  });
});

describe('meanwhileLinks', () => {
  it('links the profile, the questionnaire, the course, messages and the plans', () => {
    expect(meanwhileLinks({ ...approved, questionnaireStatus: 'pending' })).toEqual([
      { label: 'Edit your profile', to: '/profile' },
      { label: 'Review your questionnaire answers', to: '/questionnaire?edit=true' },
      { label: 'Explore the marriage course', to: '/marriage-course' },
      { label: 'Message our support team', to: '/messages' },
      { label: 'Compare membership plans', to: '/membership' },
    ]);
    expect(meanwhileLinks({ ...approved, questionnaireStatus: 'none' })[1]).toEqual({
      label: 'Complete the questionnaire',
      to: '/questionnaire',
    });
  });
});
