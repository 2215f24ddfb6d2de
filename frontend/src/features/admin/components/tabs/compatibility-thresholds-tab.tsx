import { Alert, Button, Card, Flex, InputNumber, Skeleton, Slider, Typography } from 'antd';
import type { CompatibilityThreshold } from '@mithaq/contracts';
import { useState } from 'react';
import { apiErrorOf } from '../../../../lib/api-error';
import {
  useAdminCompatibilityThresholdsQuery,
  useAdminUpdateCompatibilityThresholdsMutation,
  type ThresholdValues,
} from '../../api/matching-api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress, useRecomputeProgress } from './recompute-progress';

type Level = keyof ThresholdValues;

/** admin-area.md §9: the sliders' defaults, used only for a level the server did not list. */
const DEFAULT_THRESHOLDS: ThresholdValues = { high: 75, medium: 50, low: 30 };

const levels: { level: Level; label: string }[] = [
  { level: 'high', label: 'High compatibility' },
  { level: 'medium', label: 'Medium compatibility' },
  { level: 'low', label: 'Low compatibility' },
];

/** The same rule the server applies: high above medium above low. */
export const thresholdProblems = ({ high, medium, low }: ThresholdValues): string[] => {
  const problems: string[] = [];
  if (!(high > medium)) {
    problems.push('High must be above medium');
  }
  if (!(medium > low)) {
    problems.push('Medium must be above low');
  }
  return problems;
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

const clampScore = (value: number | null): number =>
  Math.max(0, Math.min(100, Math.round(value ?? 0)));

const ThresholdsForm = ({ thresholds }: { thresholds: readonly CompatibilityThreshold[] }) => {
  const [values, setValues] = useState<ThresholdValues>(() => valuesOf(thresholds));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [update] = useAdminUpdateCompatibilityThresholdsMutation();
  const run = useAdminAction();
  const progress = useRecomputeProgress();
  const problems = thresholdProblems(values);
  const descriptions = new Map(thresholds.map((item) => [item.level, item.description]));

  const change = (level: Level, value: number | null) =>
    setValues((current) => ({ ...current, [level]: clampScore(value) }));

  const save = async () => {
    if (problems.length > 0) {
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const outcome = await update(values);
      if (outcome.error !== undefined) {
        const error = apiErrorOf(outcome.error);
        const fields = Object.values(error.fields ?? {});
        setServerError(
          [error.text.trim() || 'Failed to update compatibility thresholds', ...fields].join(' '),
        );
      }
      const reply = await run(Promise.resolve(outcome), {
        success: {
          title: 'Compatibility thresholds saved',
          description: 'Matches are being recomputed with the new thresholds.',
        },
        failure: { title: 'Update failed', fallback: 'Failed to update compatibility thresholds' },
      });
      if (reply) {
        progress.started(reply.recompute);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <RecomputeProgress state={progress} showLast />
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />
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
          <Card key={level} size="small">
            <Flex justify="space-between" align="center" gap="small">
              <strong id={`threshold-${level}-label`}>{label}</strong>
              <InputNumber<number>
                aria-label={`${label} minimum score`}
                min={0}
                max={100}
                step={1}
                precision={0}
                suffix="%"
                value={values[level]}
                onChange={(value) => change(level, value)}
                style={{ width: 96 }}
              />
            </Flex>
            <Typography.Text type="secondary">
              {descriptions.get(level) ? `${descriptions.get(level)} ` : ''}
              {`Scores ${rangeOf(values, level)}.`}
            </Typography.Text>
            <Slider
              min={0}
              max={100}
              step={1}
              value={values[level]}
              onChange={(value) => change(level, value)}
              aria-labelledby={`threshold-${level}-label`}
            />
          </Card>
        ))}
      </Flex>
      <Flex gap="small" justify="end" style={{ marginTop: 16 }}>
        <Button onClick={() => setValues(valuesOf(thresholds))} disabled={saving}>
          Undo Changes
        </Button>
        <Button onClick={() => setValues({ ...DEFAULT_THRESHOLDS })} disabled={saving}>
          Restore Defaults
        </Button>
        <Button
          type="primary"
          onClick={() => void save()}
          disabled={problems.length > 0}
          loading={saving}
        >
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
