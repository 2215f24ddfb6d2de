import { Alert, Progress, Typography } from 'antd';
import type { RecomputeStatus } from '@mithaq/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../../lib/api';
import { useAppDispatch } from '../../../../lib/hooks';
import { matchingAdminApi, useAdminRecomputeStatusQuery } from '../../api/matching-api';
import { formatDateTime } from '../../../../lib/format';

/** How often the progress of a running recompute is asked for. */
export const RECOMPUTE_POLL_MS = 1000;

export interface RecomputeProgressState {
  /** The newest recompute run, or null when none ever ran (or its status is unknown). */
  recompute: RecomputeStatus | null;
  /** True once this view has seen the run in progress (so its end is news). */
  followed: boolean;
  /** Records the run a save just started, so polling begins at once. */
  started: (recompute: RecomputeStatus | null) => void;
}

/**
 * Follows the newest recompute: polls GET /api/admin/matching/recompute about every second while
 * it runs and stops once it completed or failed. When a followed run ends, the match analysis is
 * refetched, since the stored matches changed.
 */
export const useRecomputeProgress = (): RecomputeProgressState => {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const [followed, setFollowed] = useState(false);
  const { data } = useAdminRecomputeStatusQuery(undefined, {
    pollingInterval: polling ? RECOMPUTE_POLL_MS : 0,
    // A run may have started elsewhere since the status was last read.
    refetchOnMountOrArgChange: true,
  });
  const recompute = data ?? null;
  const status = recompute?.status;
  const previous = useRef(status);

  useEffect(() => {
    const running = status === 'running';
    setPolling(running);
    if (running) {
      setFollowed(true);
    } else if (previous.current === 'running' && status !== undefined) {
      dispatch(api.util.invalidateTags([{ type: 'MatchAnalysis', id: 'ANALYSIS' }]));
    }
    previous.current = status;
  }, [status, dispatch]);

  const started = useCallback(
    (run: RecomputeStatus | null) => {
      if (!run) {
        return;
      }
      setFollowed(true);
      void dispatch(matchingAdminApi.util.upsertQueryData('adminRecomputeStatus', undefined, run));
      if (run.status !== 'running') {
        // It finished before the reply came back: the stored matches changed all the same.
        dispatch(api.util.invalidateTags([{ type: 'MatchAnalysis', id: 'ANALYSIS' }]));
      }
    },
    [dispatch],
  );

  return { recompute, followed, started };
};

const percentOf = ({ status, completedChunks, totalChunks }: RecomputeStatus): number => {
  if (totalChunks <= 0) {
    return status === 'running' ? 0 : 100;
  }
  return Math.min(100, Math.round((completedChunks / totalChunks) * 100));
};

/**
 * The recompute's progress bar while it runs and its outcome once it ends. A run that ended
 * before this view opened is shown only with `showLast` (as a one-line note).
 */
export const RecomputeProgress = ({
  state,
  showLast = false,
}: {
  state: RecomputeProgressState;
  showLast?: boolean;
}) => {
  const { recompute, followed } = state;
  if (!recompute) {
    return null;
  }
  if (recompute.status === 'running') {
    const percent = percentOf(recompute);
    return (
      <Alert
        type="info"
        showIcon
        title="Recomputing matches"
        style={{ marginBottom: 16 }}
        description={
          <>
            <Progress
              percent={percent}
              status="active"
              aria-label="Recompute progress"
              aria-valuenow={percent}
            />
            <Typography.Text type="secondary">
              {`${recompute.completedChunks} of ${recompute.totalChunks} batches done`}
            </Typography.Text>
          </>
        }
      />
    );
  }
  if (recompute.status === 'failed') {
    return followed || showLast ? (
      <Alert
        type="error"
        showIcon
        title="Recomputing matches failed"
        description={`Started ${formatDateTime(recompute.startedAt)}. ${recompute.completedChunks} of ${recompute.totalChunks} batches were done; save again to retry.`}
        style={{ marginBottom: 16 }}
      />
    ) : null;
  }
  if (followed) {
    return (
      <Alert
        type="success"
        showIcon
        title="Matches recomputed"
        description={`Finished ${formatDateTime(recompute.finishedAt)}`}
        style={{ marginBottom: 16 }}
      />
    );
  }
  return showLast ? (
    <Typography.Paragraph type="secondary">
      {`Matches last recomputed ${formatDateTime(recompute.finishedAt)}`}
    </Typography.Paragraph>
  ) : null;
};
