import type { CurrentUser, QuestionnaireAnswers } from '@mithaq/contracts';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { SignedIn } from '../../../components/signed-in';
import { paths } from '../../../config/paths';
import { useSiteName } from '../../../entities/site/site-settings';
import { isQuestionnaireComplete } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import {
  useGetQuestionnaireQuery,
  useSubmitQuestionnaireMutation,
  useUpdateQuestionnaireMutation,
} from '../api/questionnaire-api';
import { QuestionnaireWizard } from '../components/questionnaire-wizard';
import { delay, fullNavigation } from '../lib/full-navigation';
import { answersOf, initialDraft } from '../lib/questions';

/** Pause before the toast, then a moment to read it before the reload. */
export const TOAST_DELAY_MS = 500;
export const NAVIGATION_DELAY_MS = 1000;

const QuestionnaireFlow = ({ user }: { user: CurrentUser }) => {
  const [searchParams] = useSearchParams();
  const registration = searchParams.get('registration') === 'true';
  const edit = searchParams.get('edit') === 'true';
  // Fixed on arrival: refreshing the user after a submit must not change the mode.
  const [completedOnArrival] = useState(() => isQuestionnaireComplete(user));
  const run = useMutationAction();
  const toast = useToast();
  const siteName = useSiteName();
  const existing = useGetQuestionnaireQuery(user.id, { skip: !completedOnArrival });
  const [submitQuestionnaire, submitState] = useSubmitQuestionnaireMutation();
  const [updateQuestionnaire, updateState] = useUpdateQuestionnaireMutation();
  const [finishing, setFinishing] = useState(false);

  if (completedOnArrival && !registration && !edit) {
    return <Navigate to={paths.home} replace />;
  }
  if (completedOnArrival && existing.isLoading) {
    return <PageSpinner />;
  }
  // Update mode needs answers to update; without them the member submits afresh.
  const isUpdate = completedOnArrival && existing.data !== undefined;
  const initial = existing.data ? answersOf(existing.data) : initialDraft();

  const onSubmit = async (answers: QuestionnaireAnswers) => {
    const body = { ...answers, userId: user.id };
    // The success toast comes after a pause, below; the mutations refresh the user and answers.
    const outcome = await run(isUpdate ? updateQuestionnaire(body) : submitQuestionnaire(body), {
      failure: {
        title: isUpdate ? 'Update failed' : 'Submission failed',
        description: (error) => error.text || error.message,
      },
    });
    if (!outcome.ok) {
      return outcome.error.fields;
    }
    setFinishing(true);
    await delay(TOAST_DELAY_MS);
    if (isUpdate) {
      toast.success(
        'Questionnaire updated',
        'Your matching preferences have been updated. This may affect your matches.',
      );
    } else {
      toast.success(
        'Questionnaire completed',
        registration
          ? `Registration completed! Welcome to ${siteName}.`
          : 'Your matching preferences have been saved.',
      );
    }
    await delay(NAVIGATION_DELAY_MS);
    fullNavigation.assign(paths.home);
    return undefined;
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>Questionnaire</Typography.Title>
      <Typography.Paragraph type="secondary">
        {isUpdate
          ? 'Update your answers to refine your matches.'
          : 'Your answers help us suggest compatible matches.'}
      </Typography.Paragraph>
      {existing.data?.reviewStatus === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          title="Our team asked you to change some answers"
          description={
            <>
              {existing.data.reviewReason && (
                <Typography.Paragraph style={{ marginBottom: 4 }}>
                  The team&apos;s note: {existing.data.reviewReason}
                </Typography.Paragraph>
              )}
              Update the answers below and submit them; your questionnaire will then be reviewed
              again.
            </>
          }
        />
      )}
      <QuestionnaireWizard
        gender={user.gender ?? 'male'}
        initial={initial}
        busy={submitState.isLoading || updateState.isLoading || finishing}
        onSubmit={onSubmit}
      />
    </Flex>
  );
};

/** /questionnaire: the first submission, or an update of the stored answers. */
export const QuestionnairePage = () => (
  <SignedIn>{(user) => <QuestionnaireFlow user={user} />}</SignedIn>
);
