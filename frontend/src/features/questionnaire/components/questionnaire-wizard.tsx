import {
  questionnaireSchemaFor,
  questionnaireSections,
  sectionFieldsFor,
  type Gender,
  type QuestionnaireAnswers,
  type QuestionnaireField,
} from '@mithaq/contracts';
import { Button, Card, Flex, Form, Progress, Typography } from 'antd';
import { useState } from 'react';
import { normaliseDraft, type QuestionnaireDraft } from '../lib/questions';
import { QuestionField } from './question-field';

type FieldErrors = Partial<Record<QuestionnaireField, string>>;

export const SECTION_COUNT = questionnaireSections.length;

interface QuestionnaireWizardProps {
  gender: Gender;
  initial: QuestionnaireDraft;
  busy: boolean;
  /** Rejects or resolves with the server's field messages when the answers are refused. */
  onSubmit: (answers: QuestionnaireAnswers) => Promise<FieldErrors | undefined>;
}

/** The member's answer to a field of the other gender is never sent. */
const forGender = (draft: QuestionnaireDraft, gender: Gender): QuestionnaireDraft =>
  gender === 'female' ? { ...draft, beardLevel: null } : { ...draft, hijabLevel: null };

const errorsOf = (draft: QuestionnaireDraft, gender: Gender): FieldErrors => {
  const result = questionnaireSchemaFor(gender).safeParse(normaliseDraft(forGender(draft, gender)));
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as QuestionnaireField | undefined;
      if (field && errors[field] === undefined) {
        errors[field] = issue.message;
      }
    }
  }
  return errors;
};

/** The nine sections, one at a time, with Back, Next and Submit. */
export const QuestionnaireWizard = ({
  gender,
  initial,
  busy,
  onSubmit,
}: QuestionnaireWizardProps) => {
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<QuestionnaireDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const section = questionnaireSections[index] ?? questionnaireSections[0];
  const fields = sectionFieldsFor(index, gender);
  const isLast = index === SECTION_COUNT - 1;

  const onChange = (field: QuestionnaireField, value: unknown) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The messages of this section's fields only; empty when the section is valid. */
  const sectionErrors = (): FieldErrors => {
    const all = errorsOf(draft, gender);
    return Object.fromEntries(
      fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]),
    );
  };

  const submit = async () => {
    const parsed = questionnaireSchemaFor(gender).safeParse(
      normaliseDraft(forGender(draft, gender)),
    );
    if (!parsed.success) {
      // Every section was checked on Next; go back to the first one still wrong.
      const all = errorsOf(draft, gender);
      const first = questionnaireSections.findIndex((_, at) =>
        sectionFieldsFor(at, gender).some((field) => all[field] !== undefined),
      );
      setErrors(all);
      if (first >= 0) {
        setIndex(first);
      }
      return;
    }
    const serverErrors = await onSubmit(parsed.data);
    if (serverErrors) {
      setErrors(serverErrors);
    }
  };

  const next = () => {
    const found = sectionErrors();
    if (Object.keys(found).length > 0) {
      setErrors((current) => ({ ...current, ...found }));
      return;
    }
    if (isLast) {
      void submit();
    } else {
      setIndex(index + 1);
    }
  };

  const percent = Math.round(((index + 1) / SECTION_COUNT) * 100);

  return (
    <Card>
      <Flex vertical gap="small">
        <Flex justify="space-between" align="center" wrap>
          <Typography.Text strong>
            Section {index + 1} of {SECTION_COUNT}
          </Typography.Text>
          <Typography.Text type="secondary">{percent}% complete</Typography.Text>
        </Flex>
        <Progress percent={percent} showInfo={false} aria-label="Questionnaire progress" />
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {section.title}
        </Typography.Title>
        <Form layout="vertical" component="div">
          {fields.map((field) => (
            <QuestionField
              key={field}
              field={field}
              value={draft[field]}
              error={errors[field]}
              onChange={onChange}
            />
          ))}
        </Form>
        <Flex justify="space-between">
          <Button disabled={index === 0 || busy} onClick={() => setIndex(index - 1)}>
            Back
          </Button>
          <Button type="primary" loading={busy} onClick={next}>
            {isLast ? 'Submit' : 'Next'}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
};
