import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  InputNumber,
  Row,
  Skeleton,
  Slider,
  Typography,
} from 'antd';
import {
  DEFAULT_MATCH_WEIGHTS,
  matchFactorKeys,
  type AlgorithmSetting,
  type MatchFactorKey,
} from '@mithaq/contracts';
import { useState } from 'react';
import { apiErrorOf } from '../../../../lib/api-error';
import {
  useAdminAlgorithmSettingsQuery,
  useAdminUpdateAlgorithmSettingsMutation,
  type FactorWeights,
} from '../../api/matching-api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { formatDateTime } from '../../lib/format-date';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress, useRecomputeProgress } from './recompute-progress';

export const WEIGHTS_TOTAL = 100;

export const totalOf = (weights: FactorWeights): number =>
  matchFactorKeys.reduce((sum, key) => sum + weights[key], 0);

/** The warning of admin-area.md §2/§5 when the weights do not total 100%. */
export const weightsTotalWarning = (total: number): string =>
  `The weights total ${total}%. They must total 100% before they can be saved.`;

const weightsOf = (settings: readonly AlgorithmSetting[]): FactorWeights => {
  const weights: FactorWeights = { ...DEFAULT_MATCH_WEIGHTS };
  for (const setting of settings) {
    weights[setting.factor] = setting.weight;
  }
  return weights;
};

const clampWeight = (value: number | null): number =>
  Math.max(0, Math.min(100, Math.round(value ?? 0)));

interface ServerError {
  message: string;
  fields: string[];
}

const WeightsForm = ({ settings }: { settings: readonly AlgorithmSetting[] }) => {
  const [weights, setWeights] = useState<FactorWeights>(() => weightsOf(settings));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [update] = useAdminUpdateAlgorithmSettingsMutation();
  const run = useAdminAction();
  const progress = useRecomputeProgress();
  const total = totalOf(weights);
  const balanced = total === WEIGHTS_TOTAL;
  const byFactor = new Map(settings.map((setting) => [setting.factor, setting]));
  const lastUpdated = settings.reduce<AlgorithmSetting | undefined>(
    (newest, setting) => (!newest || setting.lastUpdated > newest.lastUpdated ? setting : newest),
    undefined,
  );

  const change = (factor: MatchFactorKey, value: number | null) =>
    setWeights((current) => ({ ...current, [factor]: clampWeight(value) }));

  const save = async () => {
    if (!balanced) {
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const outcome = await update(weights);
      if (outcome.error !== undefined) {
        const error = apiErrorOf(outcome.error);
        setServerError({
          message: error.text.trim() || 'Failed to update algorithm settings',
          fields: Object.values(error.fields ?? {}),
        });
      }
      const reply = await run(Promise.resolve(outcome), {
        success: {
          title: 'Algorithm settings saved',
          description: 'Matches are being recomputed with the new weights.',
        },
        failure: { title: 'Update failed', fallback: 'Failed to update algorithm settings' },
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
        <Alert
          type="error"
          showIcon
          title={serverError.message}
          description={
            serverError.fields.length > 0 ? (
              <ul style={{ margin: 0 }}>
                {serverError.fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
          {`Total: ${total}%`}
        </Typography.Title>
        {lastUpdated && (
          <Typography.Text type="secondary">
            {`Last updated ${formatDateTime(lastUpdated.lastUpdated)}`}
          </Typography.Text>
        )}
      </Flex>
      {!balanced && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={weightsTotalWarning(total)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        {matchFactorKeys.map((factor) => {
          const setting = byFactor.get(factor);
          const label = setting?.displayName ?? factor;
          return (
            <Col key={factor} xs={24} lg={12}>
              <Card size="small">
                <Flex justify="space-between" align="center" gap="small">
                  <strong id={`weight-${factor}-label`}>{label}</strong>
                  <InputNumber<number>
                    aria-label={`${label} weight`}
                    min={0}
                    max={100}
                    step={1}
                    precision={0}
                    suffix="%"
                    value={weights[factor]}
                    onChange={(value) => change(factor, value)}
                    style={{ width: 96 }}
                  />
                </Flex>
                {setting?.description && (
                  <Typography.Text type="secondary">{setting.description}</Typography.Text>
                )}
                <Slider
                  min={0}
                  max={100}
                  step={1}
                  value={weights[factor]}
                  onChange={(value) => change(factor, value)}
                  aria-labelledby={`weight-${factor}-label`}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
      <Flex gap="small" justify="end" style={{ marginTop: 16 }}>
        <Button onClick={() => setWeights(weightsOf(settings))} disabled={saving}>
          Undo Changes
        </Button>
        <Button onClick={() => setWeights({ ...DEFAULT_MATCH_WEIGHTS })} disabled={saving}>
          Restore Defaults
        </Button>
        <Button type="primary" onClick={() => void save()} disabled={!balanced} loading={saving}>
          Save Weights
        </Button>
      </Flex>
    </>
  );
};

/** The factor weights of the matching engine: sliders from 0 to 100 that must total 100%. */
export const AlgorithmSettingsTab = () => {
  const { data, isLoading, error } = useAdminAlgorithmSettingsQuery();
  return (
    <>
      <TabToolbar title="Algorithm Settings" />
      <Typography.Paragraph type="secondary">
        How much each factor counts towards a compatibility score. Saving recomputes every match.
      </Typography.Paragraph>
      {error !== undefined && <LoadError what="the algorithm settings" error={error} />}
      {isLoading && <Skeleton active />}
      {data && <WeightsForm settings={data.settings} />}
    </>
  );
};
