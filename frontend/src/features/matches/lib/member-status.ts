import type { CurrentUser, NotMatchableReason } from '@mithaq/contracts';
import { paths } from '../../../config/paths';

/** done: nothing to do; waiting: the team's turn; action: the member's turn; rejected: fix it. */
export type StepState = 'done' | 'waiting' | 'action' | 'rejected';

export interface StatusLink {
  label: string;
  to: string;
}

export interface StatusStep {
  key: 'email' | 'account' | 'questionnaire';
  title: string;
  state: StepState;
  text: string;
  /** The admin's reason, when the team turned something down and gave one. */
  reason?: string;
  action?: StatusLink;
}

export interface MemberStatus {
  /** Account and questionnaire approved: matches are shown and the walkthrough may start. */
  ready: boolean;
  summary: string;
  steps: StatusStep[];
}

type StatusUser = Pick<
  CurrentUser,
  'isEmailVerified' | 'isApproved' | 'approvalStatus' | 'questionnaireStatus'
>;

/** Matches, and the walkthrough that introduces them, need both approvals. */
export const isReadyForMatches = (user: StatusUser): boolean =>
  user.isApproved && user.questionnaireStatus === 'approved';

const editQuestionnaire = `${paths.questionnaire}?edit=true`;

const emailStep = (user: StatusUser): StatusStep =>
  user.isEmailVerified
    ? {
        key: 'email',
        title: 'Email address',
        state: 'done',
        text: 'Your email address is verified.',
      }
    : {
        key: 'email',
        title: 'Email address',
        state: 'action',
        text: 'Verify your email address so the team can approve your account. Open the link in the email we sent you.',
      };

const accountStep = (user: StatusUser, serverSaysWaiting: boolean): StatusStep => {
  if (user.approvalStatus === 'rejected') {
    return {
      key: 'account',
      title: 'Account review',
      state: 'rejected',
      text: 'Our team could not approve your account yet. Check that your profile details are complete and accurate, then send the team a message so they can look again.',
      action: { label: 'Edit Profile', to: paths.profile },
    };
  }
  if (user.isApproved && !serverSaysWaiting) {
    return {
      key: 'account',
      title: 'Account review',
      state: 'done',
      text: 'Your account is approved.',
    };
  }
  return {
    key: 'account',
    title: 'Account review',
    state: 'waiting',
    text: 'Our team is reviewing your account. There is nothing you need to do; we will let you know when it is approved.',
  };
};

const questionnaireStep = (
  user: StatusUser,
  reason: string | null,
  serverSaysWaiting: boolean,
): StatusStep => {
  switch (user.questionnaireStatus) {
    case 'none':
      return {
        key: 'questionnaire',
        title: 'Questionnaire',
        state: 'action',
        text: 'Complete the compatibility questionnaire so we can find members who fit your answers.',
        action: { label: 'Complete Questionnaire', to: paths.questionnaire },
      };
    case 'rejected':
      return {
        key: 'questionnaire',
        title: 'Questionnaire review',
        state: 'rejected',
        text: 'Our team asked you to change some answers. Update your questionnaire and submit it again; it will then be reviewed again.',
        reason: reason?.trim() || undefined,
        action: { label: 'Update Questionnaire', to: editQuestionnaire },
      };
    case 'approved':
      if (!serverSaysWaiting) {
        return {
          key: 'questionnaire',
          title: 'Questionnaire review',
          state: 'done',
          text: 'Your questionnaire is approved.',
        };
      }
      break;
    case 'pending':
      break;
  }
  return {
    key: 'questionnaire',
    title: 'Questionnaire review',
    state: 'waiting',
    text: 'Our team is reviewing your answers. You can still change them while you wait.',
  };
};

const summaryOf = (steps: StatusStep[]): string => {
  if (steps.some((step) => step.state === 'rejected')) {
    return 'Something needs your attention before you can see your matches.';
  }
  if (steps.some((step) => step.state === 'action')) {
    return 'There is a step left for you before our team can show you your matches.';
  }
  return 'You will see your matches as soon as our team has approved your account and questionnaire.';
};

/**
 * Where a member stands on the way to their matches. The server's reason for an empty match list
 * wins over a user record that may be older than the last review.
 */
export const memberStatusOf = (
  user: StatusUser,
  {
    questionnaireReason = null,
    notMatchableReason = null,
  }: { questionnaireReason?: string | null; notMatchableReason?: NotMatchableReason | null } = {},
): MemberStatus => {
  const steps = [
    emailStep(user),
    accountStep(user, notMatchableReason === 'profile-not-approved'),
    questionnaireStep(
      user,
      questionnaireReason,
      notMatchableReason === 'questionnaire-not-approved' ||
        notMatchableReason === 'questionnaire-incomplete',
    ),
  ];
  const ready = steps.every((step) => step.state === 'done' || step.key === 'email');
  return { ready, summary: summaryOf(steps), steps };
};

/** What a waiting member can do meanwhile. */
export const meanwhileLinks = (user: StatusUser): StatusLink[] => [
  { label: 'Edit your profile', to: paths.profile },
  user.questionnaireStatus === 'none'
    ? { label: 'Complete the questionnaire', to: paths.questionnaire }
    : { label: 'Review your questionnaire answers', to: editQuestionnaire },
  { label: 'Explore the marriage course', to: paths.marriageCourse },
  { label: 'Message our support team', to: paths.messages },
  { label: 'Compare membership plans', to: paths.membership },
];
