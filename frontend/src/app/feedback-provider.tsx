import AppContext, { AppConfigContext } from 'antd/es/app/context';
import type { ConfigOptions } from 'antd/es/message/interface';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Feedback } from './feedback-holders';
import { useThemeToken } from '../lib/theme-token';

/*
 * What antd's App component provides (App.useApp(): notification, message, modal), with the
 * dialog, message and notification code loaded just after the first paint instead of before
 * it. No screen needs them to draw: they answer what a user does.
 */
const FeedbackHolders = lazy(async () => ({
  default: (await import('./feedback-holders')).FeedbackHolders,
}));

type Call = (feedback: Feedback) => unknown;

/** What a call made before the code arrived returns: it acts on the real result once there. */
const pendingHandle = (result: Promise<unknown>) => {
  const onResult = (act: (value: Record<string, unknown>) => void) =>
    void result.then((value) => {
      if (typeof value === 'object' && value !== null) {
        act(value as Record<string, unknown>);
      }
    });
  return {
    destroy: () => onResult((value) => (value.destroy as () => void)()),
    update: (config: unknown) =>
      onResult((value) => (value.update as (c: unknown) => void)(config)),
    then: (resolve?: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
      result.then((value) => value).then(resolve, reject),
  };
};

/**
 * One of the three APIs whose every method waits for the loaded one: a toast raised while the
 * code is still on its way shows as soon as it arrives.
 */
const waitingApi = <K extends keyof Feedback>(
  area: K,
  later: (call: Call) => Promise<unknown>,
): Feedback[K] =>
  new Proxy({} as Feedback[K], {
    get: (_target, method) =>
      typeof method === 'string'
        ? (...args: unknown[]) =>
            pendingHandle(
              later((feedback) =>
                (feedback[area] as unknown as Record<string, (...a: unknown[]) => unknown>)[
                  method
                ]?.(...args),
              ),
            )
        : undefined,
  });

interface FeedbackProviderProps {
  message: ConfigOptions;
  notification: NotificationConfig;
  children: ReactNode;
}

export const FeedbackProvider = ({ message, notification, children }: FeedbackProviderProps) => {
  const { token } = useThemeToken();
  const [loaded, setLoaded] = useState<Feedback | null>(null);
  // Calls made before the code arrived, run in order once it has.
  const [waiting] = useState(() => {
    const queue: { call: Call; done: (value: unknown) => void }[] = [];
    let ready: Feedback | null = null;
    return {
      later: (call: Call) =>
        ready
          ? Promise.resolve(call(ready))
          : new Promise<unknown>((done) => {
              queue.push({ call, done });
            }),
      flush: (feedback: Feedback) => {
        ready = feedback;
        queue.splice(0).forEach(({ call, done }) => done(call(feedback)));
      },
    };
  });
  const onReady = useCallback(
    (feedback: Feedback) => {
      waiting.flush(feedback);
      setLoaded(feedback);
    },
    [waiting],
  );
  const waitingFeedback = useMemo<Feedback>(
    () => ({
      message: waitingApi('message', waiting.later),
      notification: waitingApi('notification', waiting.later),
      modal: waitingApi('modal', waiting.later),
    }),
    [waiting],
  );
  const config = useMemo(() => ({ message, notification }), [message, notification]);
  return (
    <AppContext.Provider value={loaded ?? waitingFeedback}>
      <AppConfigContext.Provider value={config}>
        {/* antd's App root: the text colour, size and font every page inherits. */}
        <div
          className="ant-app"
          style={{
            color: token.colorText,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            fontFamily: token.fontFamily,
          }}
        >
          <Suspense fallback={null}>
            <FeedbackHolders
              messageConfig={message}
              notificationConfig={notification}
              onReady={onReady}
            />
          </Suspense>
          {children}
        </div>
      </AppConfigContext.Provider>
    </AppContext.Provider>
  );
};
