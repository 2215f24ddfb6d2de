import type { CurrentUser, QuestionnaireAnswers } from '@mithaq/contracts';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { apiErrorOf } from '../../../lib/api-error';
import { useAppDispatch } from '../../../lib/hooks';
import { isQuestionnaireComplete, sessionApi, useSession } from '../../../lib/session';
import { useSiteName } from '../../../lib/site-settings';
import { useToast } from '../../../lib/toast';
import {
  questionnaireApi,
  useGetQuestionnaireQuery,
  useSubmitQuestionnaireMutation,
  useUpdateQuestionnaireMutation,
} from '../api/questionnaire-api';
import { QuestionnaireWizard } from '../components/questionnaire-wizard';
import { delay, fullNavigation } from '../lib/full-navigation';
import { answersOf, initialDraft } from '../lib/questions';

/** Pause before the toast (member-experience.md §4), then a moment to read it before the reload. */
export const TOAST_DELAY_MS = 500;
export const NAVIGATION_DELAY_MS = 1000;

const QuestionnaireFlow = ({ user }: { user: CurrentUser }) => {
  const [searchParams] = useSearchParams();
  const registration = searchParams.get('registration') === 'true';
  const edit = searchParams.get('edit') === 'true';
  // Fixed on arrival: refreshing the user after a submit must not change the mode.
  const [completedOnArrival] = useState(() => isQuestionnaireComplete(user));
  const dispatch = useAppDispatch();
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
    const result = isUpdate ? await updateQuestionnaire(body) : await submitQuestionnaire(body);
    if (result.error) {
      const error = apiErrorOf(result.error);
      toast.error(isUpdate ? 'Update failed' : 'Submission failed', error.text || error.message);
      return error.fields;
    }
    setFinishing(true);
    await Promise.all([
      dispatch(
        sessionApi.endpoints.getCurrentUser.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      ),
      dispatch(
        questionnaireApi.endpoints.getQuestionnaire.initiate(user.id, {
          forceRefetch: true,
          subscribe: false,
        }),
      ),
    ]);
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
      <QuestionnaireWizard
        gender={user.gender ?? 'male'}
        initial={initial}
        busy={submitState.isLoading || updateState.isLoading || finishing}
        onSubmit={onSubmit}
      />
    </Flex>
  );
};

/** /questionnaire (member-experience.md §2, §4). */
export const QuestionnairePage = () => {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return <PageSpinner />;
  }
  return user ? <QuestionnaireFlow user={user} /> : <Navigate to={paths.auth} replace />;
};
