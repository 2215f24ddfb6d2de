import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import {
  updateThresholdsSchema,
  type CompatibilityThreshold,
  type UpdateThresholds as ThresholdValues,
} from '@mithaq/contracts';
import { useState } from 'react';
import {
  useAdminCompatibilityThresholdsQuery,
  useAdminUpdateCompatibilityThresholdsMutation,
} from '../../api/matching-api';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress } from './recompute-progress';
import { clampScore, ScoreSliderCard, useSaveAndRecompute } from './recompute-settings';

type Level = keyof ThresholdValues;

/** The sliders' defaults, used only for a level the server did not list. */
const DEFAULT_THRESHOLDS: ThresholdValues = { high: 75, medium: 50, low: 30 };

const levels: { level: Level; label: string }[] = [
  { level: 'high', label: 'High compatibility' },
  { level: 'medium', label: 'Medium compatibility' },
  { level: 'low', label: 'Low compatibility' },
];

/** The server's own rule (the contract's schema): high above medium above low. */
export const thresholdProblems = (values: ThresholdValues): string[] => {
  const result = updateThresholdsSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const valuesOf = (thresholds: readonly CompatibilityThreshold[]): ThresholdValues => {
  const values = { ...DEFAULT_THRESHOLDS };
  for (const threshold of thresholds) {
    values[threshold.level] = threshold.minScore;
  }
  return values;
};

/** The scores each level covers with these minimums, e.g. "50–74". */
const rangeOf = (values: ThresholdValues, level: Level): string => {
  const upper = { high: 100, medium: values.high - 1, low: values.medium - 1 }[level];
  return `${values[level]}–${upper}`;
};

const ThresholdsForm = ({ thresholds }: { thresholds: readonly CompatibilityThreshold[] }) => {
  const [values, setValues] = useState<ThresholdValues>(() => valuesOf(thresholds));
  const [update] = useAdminUpdateCompatibilityThresholdsMutation();
  const { save, saving, serverError, progress } = useSaveAndRecompute(update, {
    success: {
      title: 'Compatibility thresholds saved',
      description: 'Matches are being recomputed with the new thresholds.',
    },
    fallback: 'Failed to update compatibility thresholds',
  });
  const problems = thresholdProblems(values);
  const descriptions = new Map(thresholds.map((item) => [item.level, item.description]));

  const change = (level: Level, value: number | null) =>
    setValues((current) => ({ ...current, [level]: clampScore(value) }));

  const submit = () => {
    if (problems.length === 0) {
      void save(values);
    }
  };

  return (
    <>
      <RecomputeProgress state={progress} showLast />
      {serverError && (
        <Alert
          type="error"
          showIcon
          title={[serverError.message, ...serverError.fields].join(' ')}
          style={{ marginBottom: 16 }}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={problems.join('. ')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex vertical gap="middle">
        {levels.map(({ level, label }) => (
          <ScoreSliderCard
            key={level}
            id={`threshold-${level}`}
            label={label}
            inputLabel={`${label} minimum score`}
            value={values[level]}
            onChange={(value) => change(level, value)}
          >
            <Typography.Text type="secondary">
              {descriptions.get(level) ? `${descriptions.get(level)} ` : ''}
              {`Scores ${rangeOf(values, level)}.`}
            </Typography.Text>
          </ScoreSliderCard>
        ))}
      </Flex>
      <Flex gap="small" justify="end" style={{ marginTop: 16 }}>
        <Button onClick={() => setValues(valuesOf(thresholds))} disabled={saving}>
          Undo Changes
        </Button>
        <Button onClick={() => setValues({ ...DEFAULT_THRESHOLDS })} disabled={saving}>
          Restore Defaults
        </Button>
        <Button type="primary" onClick={submit} disabled={problems.length > 0} loading={saving}>
          Save Thresholds
        </Button>
      </Flex>
    </>
  );
};

/** The minimum score of each compatibility level; saving recomputes every match. */
export const CompatibilityThresholdsTab = () => {
  const { data, isLoading, error } = useAdminCompatibilityThresholdsQuery();
  return (
    <>
      <TabToolbar title="Compatibility Thresholds" />
      <Typography.Paragraph type="secondary">
        A match scoring at least a level&apos;s minimum belongs to that level; matches below the low
        threshold are not kept.
      </Typography.Paragraph>
      {error !== undefined && <LoadError what="the compatibility thresholds" error={error} />}
      {isLoading && <Skeleton active />}
      {data && <ThresholdsForm thresholds={data.thresholds} />}
    </>
  );
};
