import { Alert, Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import {
  DEFAULT_MATCH_WEIGHTS,
  matchFactorKeys,
  type AlgorithmSetting,
  type MatchFactorKey,
  type UpdateWeights,
} from '@mithaq/contracts';
import { useState } from 'react';
import {
  useAdminAlgorithmSettingsQuery,
  useAdminUpdateAlgorithmSettingsMutation,
} from '../../api/matching-api';
import { formatDateTime } from '../../../../lib/format';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress } from './recompute-progress';
import { clampScore, ScoreSliderCard, useSaveAndRecompute } from './recompute-settings';

type FactorWeights = UpdateWeights['weights'];

export const WEIGHTS_TOTAL = 100;

export const totalOf = (weights: FactorWeights): number =>
  matchFactorKeys.reduce((sum, key) => sum + weights[key], 0);

/** The warning shown while the weights do not total 100%. */
export const weightsTotalWarning = (total: number): string =>
  `The weights total ${total}%. They must total 100% before they can be saved.`;

const weightsOf = (settings: readonly AlgorithmSetting[]): FactorWeights => {
  const weights: FactorWeights = { ...DEFAULT_MATCH_WEIGHTS };
  for (const setting of settings) {
    weights[setting.factor] = setting.weight;
  }
  return weights;
};

const WeightsForm = ({ settings }: { settings: readonly AlgorithmSetting[] }) => {
  const [weights, setWeights] = useState<FactorWeights>(() => weightsOf(settings));
  const [update] = useAdminUpdateAlgorithmSettingsMutation();
  const { save, saving, serverError, progress } = useSaveAndRecompute(update, {
    success: {
      title: 'Algorithm settings saved',
      description: 'Matches are being recomputed with the new weights.',
    },
    fallback: 'Failed to update algorithm settings',
  });
  const total = totalOf(weights);
  const balanced = total === WEIGHTS_TOTAL;
  const byFactor = new Map(settings.map((setting) => [setting.factor, setting]));
  const lastUpdated = settings.reduce<AlgorithmSetting | undefined>(
    (newest, setting) => (!newest || setting.lastUpdated > newest.lastUpdated ? setting : newest),
    undefined,
  );

  const change = (factor: MatchFactorKey, value: number | null) =>
    setWeights((current) => ({ ...current, [factor]: clampScore(value) }));

  const submit = () => {
    if (balanced) {
      void save(weights);
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
        <Typography.Title level={3} style={{ margin: 0 }} aria-live="polite">
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
              <ScoreSliderCard
                id={`weight-${factor}`}
                label={label}
                inputLabel={`${label} weight`}
                value={weights[factor]}
                onChange={(value) => change(factor, value)}
              >
                {setting?.description && (
                  <Typography.Text type="secondary">{setting.description}</Typography.Text>
                )}
              </ScoreSliderCard>
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
        <Button type="primary" onClick={submit} disabled={!balanced} loading={saving}>
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
