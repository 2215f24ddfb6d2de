/**
 * A small allow-list HTML sanitizer for server-held page content. The server sanitizes already;
 * this second pass means a bad row in the database still cannot run script in the page.
 */

/** Elements kept with their allowed attributes. */
const allowedAttributeLists: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target'],
  abbr: ['title'],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  dd: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  li: [],
  ol: ['start'],
  p: [],
  pre: [],
  s: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};
// A Map, so tag names such as "constructor" never reach Object.prototype.
const allowedAttributes = new Map(Object.entries(allowedAttributeLists));

/** Elements dropped with everything inside them; any other unknown element is unwrapped. */
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'audio',
  'video',
  'canvas',
]);

const urlAttributes = new Set(['href', 'src']);
const safeLinkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const safeImageSchemes = new Set(['http:', 'https:']);

/**
 * Relative addresses and the listed schemes only. Browsers ignore control characters and
 * whitespace inside a scheme ("java\tscript:"), so they are removed before the check.
 */
export const isSafeUrl = (
  value: string,
  schemes: ReadonlySet<string> = safeLinkSchemes,
): boolean => {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? schemes.has(`${scheme[1]?.toLowerCase() ?? ''}:`) : true;
};

const copyAttributes = (source: Element, target: Element, tag: string): void => {
  for (const name of allowedAttributes.get(tag) ?? []) {
    const value = source.getAttribute(name);
    if (value === null) {
      continue;
    }
    if (
      urlAttributes.has(name) &&
      !isSafeUrl(value, tag === 'img' ? safeImageSchemes : undefined)
    ) {
      continue;
    }
    if (name === 'target' && value !== '_blank') {
      continue;
    }
    target.setAttribute(name, value);
  }
  if (target.getAttribute('target') === '_blank') {
    target.setAttribute('rel', 'noopener noreferrer');
  }
};

const cleanChildren = (source: Node, target: Node, output: Document): void => {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(output.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) {
      continue; // comments, processing instructions, CDATA
    }
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (droppedWithContent.has(tag)) {
      continue;
    }
    if (!allowedAttributes.has(tag)) {
      cleanChildren(element, target, output);
      continue;
    }
    const copy = output.createElement(tag);
    copyAttributes(element, copy, tag);
    cleanChildren(element, copy, output);
    target.appendChild(copy);
  }
};

/** Keeps allowed elements and attributes; drops scripts, event handlers, styles and unsafe URLs. */
export const sanitizeHtml = (html: string): string => {
  // Neither document has a browsing context: nothing in them loads or runs.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
};
