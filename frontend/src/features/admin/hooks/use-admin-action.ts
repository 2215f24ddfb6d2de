import { useCallback } from 'react';
import { apiErrorOf } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';

/** What awaiting an RTK Query mutation trigger gives. */
export type CallOutcome<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** The reply of a successful call (replies are JSON objects, never undefined). */
type ReplyOf<O extends CallOutcome<unknown>> = Exclude<O['data'], undefined>;

export interface ActionMessages<T> {
  /** Omitted: a success shows no toast (the table already shows the change). */
  success?: { title: string; description?: string | ((data: T) => string) };
  /** Failures show the server's message, else the fallback (admin-area.md §8). */
  failure: { title: string; fallback: string };
}

/** The server's own message for a failed call, or the fallback when it sent none. */
export const serverMessageOf = (error: unknown, fallback: string): string =>
  apiErrorOf(error).text.trim() || fallback;

/**
 * Runs an admin call and toasts its outcome. Resolves to the reply, or undefined on failure, so a
 * dialog knows whether to close.
 */
export const useAdminAction = () => {
  const toast = useToast();
  return useCallback(
    async <O extends CallOutcome<unknown>>(
      call: PromiseLike<O>,
      messages: ActionMessages<ReplyOf<O>>,
    ): Promise<ReplyOf<O> | undefined> => {
      const outcome = await call;
      if (outcome.error !== undefined) {
        toast.error(
          messages.failure.title,
          serverMessageOf(outcome.error, messages.failure.fallback),
        );
        return undefined;
      }
      const data = outcome.data as ReplyOf<O>;
      const { success } = messages;
      if (success) {
        const { description } = success;
        toast.success(
          success.title,
          typeof description === 'function' ? description(data) : description,
        );
      }
      return data;
    },
    [toast],
  );
};
