import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearCsrfToken } from './lib/csrf';
import { fakeSockets } from './testing/fake-socket';
import { installQuickComputedStyle } from './testing/quick-computed-style';

// No test opens a real socket: the live connection talks to a fake the test plays the server of.
vi.mock('socket.io-client', async () => ({ io: (await import('./testing/fake-socket')).fakeIo }));

// antd is heavy in jsdom: on a loaded two-core machine a screen can take more than the default
// 1 s to settle, so findBy*/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia, which antd's responsive helpers need. Width queries are answered from
// window.innerWidth (1024 by default), so a test can narrow the window before rendering.
const mediaMatches = (query: string): boolean => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (
    (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]))
  );
};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: mediaMatches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
const defaultInnerWidth = window.innerWidth;

// jsdom lacks ResizeObserver, which antd's tabs and text areas use.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: NoopResizeObserver,
  });
}

// jsdom's CSS parser rejects the custom properties antd injects and reports each sheet as an
// error; styles do not matter to these tests, so only the other jsdom errors are kept.
interface JsdomError extends Error {
  type?: string;
}
interface JsdomVirtualConsole {
  removeAllListeners(event: string): void;
  on(event: string, listener: (error: JsdomError) => void): void;
}
const virtualConsole = (window as unknown as { _virtualConsole?: JsdomVirtualConsole })
  ._virtualConsole;
if (virtualConsole) {
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (error) => {
    if (error.type !== 'css-parsing') {
      console.error(error);
    }
  });
}

// Role and name queries read display and visibility of every element they pass; answering those
// from antd's thousands of rules was most of this tier's time. It also answers pseudo-elements,
// which jsdom does not implement and antd asks for.
installQuickComputedStyle();

// fetchBaseQuery builds Requests from relative URLs, which Node's Request refuses outside a page.
// Node's globals outlive a test file (the files of a worker share it), so this is done once.
const pageRequest = Symbol.for('mithaq.test.pageRequest');
if (!(pageRequest in globalThis.Request)) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    static readonly [pageRequest] = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  globalThis.Request = PageRequest;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.innerWidth = defaultInnerWidth;
  // The token cache is module state: no test may inherit another's token.
  clearCsrfToken();
  fakeSockets.length = 0;
});
