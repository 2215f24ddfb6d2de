import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks matchMedia, which antd's responsive helpers need.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement getComputedStyle for pseudo-elements; antd asks for them.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// fetchBaseQuery builds Requests from relative URLs, which Node's Request refuses outside a page.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
