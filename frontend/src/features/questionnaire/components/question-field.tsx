import type { QuestionnaireField } from '@mithaq/contracts';
import { Form, InputNumber, Radio, Select } from 'antd';
import { choiceOptionsFor, prayerConsistencyMarks, priorityMarks } from '../lib/question-labels';
import { questions, toInteger, usesRadios } from '../lib/questions';
import { ScaleSlider } from './scale-slider';

interface QuestionFieldProps {
  field: QuestionnaireField;
  value: unknown;
  error?: string;
  onChange: (field: QuestionnaireField, value: unknown) => void;
}

const numberOrUndefined = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : undefined;

const yesNoOptions = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** One answer of the questionnaire with its label and, under it, its validation message. */
export const QuestionField = ({ field, value, error, onChange }: QuestionFieldProps) => {
  const question = questions[field];
  const set = (next: unknown) => onChange(field, next);

  const control = (() => {
    switch (question.kind) {
      case 'priority':
        return (
          <ScaleSlider
            id={field}
            words={priorityMarks}
            value={numberOrUndefined(value)}
            onChange={set}
          />
        );
      case 'slider':
        return (
          <ScaleSlider
            id={field}
            words={prayerConsistencyMarks}
            value={numberOrUndefined(value)}
            onChange={set}
          />
        );
      case 'boolean':
        return (
          <Radio.Group
            id={field}
            options={yesNoOptions}
            value={typeof value === 'boolean' ? value : undefined}
            onChange={(event) => set(event.target.value)}
          />
        );
      case 'number':
        return (
          <InputNumber
            id={field}
            style={{ width: '100%' }}
            value={numberOrUndefined(value) ?? null}
            onChange={(next) => set(toInteger(next))}
          />
        );
      case 'choice': {
        const options = choiceOptionsFor(question.choice);
        const selected = typeof value === 'string' ? value : undefined;
        return usesRadios(question.choice) ? (
          <Radio.Group
            id={field}
            options={options}
            value={selected}
            onChange={(event) => set(event.target.value)}
          />
        ) : (
          <Select
            id={field}
            options={options}
            value={selected}
            placeholder="Select an option"
            onChange={(next: string) => set(next)}
          />
        );
      }
    }
  })();

  return (
    <Form.Item
      label={question.label}
      htmlFor={field}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {control}
    </Form.Item>
  );
};
