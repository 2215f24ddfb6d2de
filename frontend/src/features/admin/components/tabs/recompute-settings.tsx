import { Card, Flex, InputNumber, Slider } from 'antd';
import type { RecomputeStatus } from '@mithaq/contracts';
import { useState, type ReactNode } from 'react';
import { apiErrorOf } from '../../../../lib/api-error';
import { useMutationAction, type CallOutcome } from '../../../../lib/use-mutation-action';
import { useRecomputeProgress, type RecomputeProgressState } from './recompute-progress';

/** A whole score from 0 to 100 out of a slider or number box (empty counts as 0). */
export const clampScore = (value: number | null): number =>
  Math.max(0, Math.min(100, Math.round(value ?? 0)));

export interface SettingsServerError {
  message: string;
  fields: string[];
}

interface SaveOptions {
  success: { title: string; description: string };
  /** Shown (and toasted) when the server sends no message of its own. */
  fallback: string;
}

/**
 * Saving matching settings (weights or thresholds): the PUT, its toast, the server's validation
 * messages kept for the form, and the recompute the save started, followed until it ends.
 */
export const useSaveAndRecompute = <V,>(
  send: (values: V) => PromiseLike<CallOutcome<{ recompute: RecomputeStatus | null }>>,
  options: SaveOptions,
): {
  save: (values: V) => Promise<void>;
  saving: boolean;
  serverError: SettingsServerError | null;
  progress: RecomputeProgressState;
} => {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<SettingsServerError | null>(null);
  const run = useMutationAction();
  const progress = useRecomputeProgress();

  const save = async (values: V): Promise<void> => {
    setSaving(true);
    setServerError(null);
    try {
      const outcome = await send(values);
      if (outcome.error !== undefined) {
        const error = apiErrorOf(outcome.error);
        setServerError({
          message: error.text.trim() || options.fallback,
          fields: Object.values(error.fields ?? {}),
        });
      }
      const reply = await run(Promise.resolve(outcome), {
        success: options.success,
        failure: { title: 'Update failed', description: options.fallback },
      });
      if (reply.ok) {
        progress.started(reply.data.recompute);
      }
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, serverError, progress };
};

/** One 0–100 setting: its label, a number box and a slider that move together. */
export const ScoreSliderCard = ({
  id,
  label,
  inputLabel,
  value,
  onChange,
  children,
}: {
  /** Unique within the page; names the label element the slider points at. */
  id: string;
  label: string;
  /** The number box's accessible name. */
  inputLabel: string;
  value: number;
  onChange: (value: number | null) => void;
  /** What the setting means, shown under the label. */
  children?: ReactNode;
}) => (
  <Card size="small">
    <Flex justify="space-between" align="center" gap="small">
      <strong id={`${id}-label`}>{label}</strong>
      <InputNumber<number>
        aria-label={inputLabel}
        min={0}
        max={100}
        step={1}
        precision={0}
        suffix="%"
        value={value}
        onChange={onChange}
        style={{ width: 96 }}
      />
    </Flex>
    {children}
    <Slider
      min={0}
      max={100}
      step={1}
      value={value}
      onChange={onChange}
      ariaLabelledByForHandle={`${id}-label`}
    />
  </Card>
);
