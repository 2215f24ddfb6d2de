import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

/** The gateway's Socket.IO endpoint: under /api so the dev proxy and the gateway prefix cover it. */
export const LIVE_SOCKET_PATH = '/api/live';

/** Event name → what to do with its data. */
export type LiveHandlers = Record<string, (data: unknown) => void>;

export interface LiveSocketOptions {
  /** Connect only while true (a signed-in session): the socket is closed when it turns false. */
  enabled: boolean;
  handlers: LiveHandlers;
  /** Called after the connection came back, so the screen refetches what it may have missed. */
  onReconnect: () => void;
}

/**
 * One Socket.IO connection to the gateway while `enabled`, authenticated by the session cookie.
 * The socket only listens: every change still goes through the HTTP routes and their rules.
 */
export const useLiveSocket = ({ enabled, handlers, onReconnect }: LiveSocketOptions): void => {
  // The latest callbacks, read when an event arrives, so a re-render does not reconnect.
  const latest = useRef({ handlers, onReconnect });
  useEffect(() => {
    latest.current = { handlers, onReconnect };
  }, [handlers, onReconnect]);

  const eventNames = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    // The client library loads only for signed-in members, so visitors never download it.
    let socket: Socket | undefined;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (closed) {
        return;
      }
      // WebSocket only: the gateway runs as several processes, and one socket is one connection
      // to one of them (long-polling's requests could each reach a different one).
      socket = io({ path: LIVE_SOCKET_PATH, withCredentials: true, transports: ['websocket'] });
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) {
          latest.current.onReconnect();
        }
        connectedBefore = true;
      });
      for (const name of eventNames.split(',').filter(Boolean)) {
        socket.on(name, (data: unknown) => latest.current.handlers[name]?.(data));
      }
    });
    return () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [enabled, eventNames]);
};
