type Listener = (data?: unknown) => void;

/**
 * Stands in for a socket.io-client Socket in unit tests (test-setup mocks the module with
 * `fakeIo`): it records the options and listeners, and a test plays the server with `serverEmit`.
 */
export class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  open = true;

  constructor(readonly options: unknown) {}

  on(name: string, listener: Listener): this {
    const set = this.listeners.get(name) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(name, set);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  disconnect(): this {
    this.open = false;
    return this;
  }

  receive(name: string, data?: unknown): void {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(data);
    }
  }
}

export const fakeSockets: FakeSocket[] = [];

/** The mocked `io`: a socket that "connects" on the next tick. */
export const fakeIo = (options?: unknown): FakeSocket => {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  setTimeout(() => socket.open && socket.receive('connect'), 0);
  return socket;
};

/** The server pushes an event to every open socket. */
export const serverEmit = (name: string, data?: unknown): void => {
  for (const socket of fakeSockets.filter((candidate) => candidate.open)) {
    socket.receive(name, data);
  }
};

export const openSockets = (): FakeSocket[] => fakeSockets.filter((socket) => socket.open);
