import { useCallback } from 'react';
import { apiErrorOf, type ApiError } from './api-error';
import { useToast } from './toast';

/** What awaiting an RTK Query mutation trigger gives. */
export type CallOutcome<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** The reply of a successful call (replies are JSON values, never undefined). */
type ReplyOf<O extends CallOutcome<unknown>> = Exclude<O['data'], undefined>;

/** The call's reply, or its failure as an ApiError (whose `fields` a form shows per field). */
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ActionMessages<T> {
  /** Omitted: success shows no toast (the screen already shows the change, or toasts later). */
  success?: { title: string; description?: string | ((data: T) => string) };
  /**
   * The failure toast. A string description is the fallback for a reply without text (the
   * server's own message wins); a function words the failure itself.
   */
  failure: { title: string; description: string | ((error: ApiError) => string | undefined) };
}

/** The server's own message for a failed call, or the fallback when it sent none. */
export const serverMessageOf = (error: unknown, fallback: string): string =>
  apiErrorOf(error).text.trim() || fallback;

/**
 * The one way to run a mutation from a screen: await the call, toast success or failure, and
 * resolve to the outcome so a dialog knows whether to close and a form can show field errors.
 */
export const useMutationAction = () => {
  const toast = useToast();
  return useCallback(
    async <O extends CallOutcome<unknown>>(
      call: PromiseLike<O>,
      messages: ActionMessages<ReplyOf<O>>,
    ): Promise<ActionOutcome<ReplyOf<O>>> => {
      const outcome = await call;
      if (outcome.error !== undefined) {
        const error = apiErrorOf(outcome.error);
        const { title, description } = messages.failure;
        toast.error(
          title,
          typeof description === 'function'
            ? description(error)
            : serverMessageOf(error, description),
        );
        return { ok: false, error };
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
      return { ok: true, data };
    },
    [toast],
  );
};
