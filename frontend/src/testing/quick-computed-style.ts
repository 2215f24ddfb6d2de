// jsdom's own default sheet, the first sheet of its cascade.
import jsdomDefaultSheet from 'jsdom/lib/jsdom/browser/default-stylesheet.css?raw';

/**
 * A quicker `window.getComputedStyle` for the jsdom tests.
 *
 * Testing Library's role and name queries ask every element they pass for `display` and
 * `visibility`, and antd's popups ask every ancestor for its overflow. jsdom answers each call
 * by matching the element against every rule on the page, and antd's styles are thousands of
 * rules, so those calls were most of the frontend tier's time. This answers a property from
 * only the rules that declare it, with jsdom's own cascade: its default sheet first, then the
 * page's sheets in order, `@media` only when it names `screen`, the last declaration winning,
 * then the element's inline style; `display`, `visibility` and `pointer-events` are resolved
 * as jsdom resolves them. Answers are kept until jsdom itself drops its style cache (any change
 * to an attached node or to a sheet), so none is ever stale. Colours, and anything that is not
 * one property (`cssText`, `length`…), are still jsdom's.
 */

/** One rule's declaration of one property, in cascade order. */
interface Declared {
  selector: string;
  value: string;
}
/** What a sheet declares, by property, in order. */
type SheetIndex = Map<string, Declared[]>;

/** The properties jsdom resolves rather than reporting as declared: how it defaults them. */
const RESOLVED: Record<string, { inherited: boolean; initial: string }> = {
  display: { inherited: false, initial: 'inline' },
  visibility: { inherited: true, initial: 'visible' },
  'pointer-events': { inherited: true, initial: 'auto' },
};
/** jsdom resolves colours too; those few calls are left to it. */
const JSDOM_ONLY = /(^|-)color$/;
/** Members of a style declaration that are not one property. */
const NOT_A_PROPERTY = new Set([
  'cssText',
  'length',
  'parentRule',
  'item',
  'getPropertyPriority',
  'setProperty',
  'removeProperty',
  'constructor',
  'toString',
]);
const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/i;

/** `overflowX` → `overflow-x`, `WebkitTransform` → `-webkit-transform`, `cssFloat` → `float`. */
const kebab = (name: string): string =>
  name === 'cssFloat' ? 'float' : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
const selectorParts = (list: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
};

const isScreen = (media: MediaList): boolean => Array.from(media).includes('screen');

/** A sheet's declarations by property, as jsdom reads the sheet. */
const indexSheet = (sheet: CSSStyleSheet): SheetIndex => {
  const index: SheetIndex = new Map();
  const addRule = (rule: CSSStyleRule): void => {
    // jsdom never applies a rule to an element through a pseudo-element selector.
    const parts = selectorParts(rule.selectorText.split(';').pop() ?? '').filter(
      (part) => !PSEUDO_ELEMENT.test(part),
    );
    if (parts.length === 0) {
      return;
    }
    const selector = parts.join(', ');
    for (const property of Array.from(rule.style)) {
      const list = index.get(property) ?? [];
      list.push({ selector, value: rule.style.getPropertyValue(property) });
      index.set(property, list);
    }
  };
  const take = (list: CSSRuleList): void => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSImportRule) {
        if (rule.styleSheet && (rule.media.length === 0 || isScreen(rule.media))) {
          take(rule.styleSheet.cssRules);
        }
      } else if (rule instanceof CSSMediaRule) {
        if (isScreen(rule.media)) {
          take(rule.cssRules);
        }
      } else if (rule instanceof CSSStyleRule) {
        addRule(rule);
      }
    }
  };
  take(sheet.cssRules);
  return index;
};

/** jsdom's default sheet, parsed once in a document of its own. */
const defaultSheetIndex = (): SheetIndex => {
  const scratch = document.implementation.createHTMLDocument('');
  const style = scratch.createElement('style');
  style.textContent = jsdomDefaultSheet;
  scratch.head.append(style);
  return style.sheet ? indexSheet(style.sheet) : new Map<string, Declared[]>();
};

/** The object jsdom keeps behind the page's `document`, whose style cache says what changed. */
interface DocumentInternals {
  _styleCache: WeakMap<object, unknown> | null;
}
const documentInternals = (): DocumentInternals | null => {
  const impl = Object.getOwnPropertySymbols(document).find((key) => key.description === 'impl');
  return impl ? ((document as unknown as Record<symbol, DocumentInternals>)[impl] ?? null) : null;
};

const matches = (element: Element, selector: string): boolean => {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
};

export const installQuickComputedStyle = (): void => {
  if ((window as { quickComputedStyle?: boolean }).quickComputedStyle) {
    return;
  }
  (window as { quickComputedStyle?: boolean }).quickComputedStyle = true;
  const jsdomComputedStyle = window.getComputedStyle.bind(window);
  const internals = documentInternals();
  const fromDefaultSheet = defaultSheetIndex();
  const sheetIndexes = new WeakMap<CSSStyleSheet, { length: number; index: SheetIndex }>();
  let generation: object | null = null;
  let sheets: SheetIndex[] = [];
  let declaredBy = new Map<string, Declared[]>();
  let answers = new WeakMap<Element, Map<string, string>>();

  /** Starts over whenever jsdom has dropped its own cache since the last answer. */
  const current = (): void => {
    if (internals && internals._styleCache !== null && internals._styleCache === generation) {
      return;
    }
    if (internals) {
      internals._styleCache ??= new WeakMap();
      generation = internals._styleCache;
    }
    answers = new WeakMap();
    declaredBy = new Map();
    sheets = [fromDefaultSheet];
    for (const sheet of Array.from(document.styleSheets)) {
      let known = sheetIndexes.get(sheet);
      if (!known || known.length !== sheet.cssRules.length) {
        known = { length: sheet.cssRules.length, index: indexSheet(sheet) };
        sheetIndexes.set(sheet, known);
      }
      sheets.push(known.index);
    }
  };

  /** Every rule on the page that declares the property, in cascade order. */
  const declarationsOf = (property: string): Declared[] => {
    let list = declaredBy.get(property);
    if (!list) {
      list = sheets.flatMap((index) => index.get(property) ?? []);
      declaredBy.set(property, list);
    }
    return list;
  };

  const cascaded = (element: Element, property: string): string => {
    let value = '';
    for (const declared of declarationsOf(property)) {
      if (matches(element, declared.selector)) {
        value = declared.value === 'unset' ? '' : declared.value;
      }
    }
    const inline = (element as HTMLElement).style?.getPropertyValue(property) ?? '';
    if (inline) {
      value = inline === 'unset' ? '' : inline;
    }
    return value;
  };

  const resolve = (element: Element, property: string): string => {
    const value = cascaded(element, property);
    const resolved = RESOLVED[property];
    if (!resolved) {
      return value;
    }
    const parent = element.parentElement;
    if (value === '') {
      // not declared, or `unset`
      return resolved.inherited && parent ? valueOf(parent, property) : resolved.initial;
    }
    if (value === 'inherit') {
      return parent ? valueOf(parent, property) : resolved.initial;
    }
    return value === 'initial' ? resolved.initial : value;
  };

  const valueOf = (element: Element, property: string): string => {
    let known = answers.get(element);
    if (!known) {
      known = new Map();
      answers.set(element, known);
    }
    let value = known.get(property);
    if (value === undefined) {
      value = resolve(element, property);
      known.set(property, value);
    }
    return value;
  };

  window.getComputedStyle = (element: Element) => {
    // jsdom has no pseudo-elements: asked for one, this answers for the element, with no content.
    let full: CSSStyleDeclaration | null = null;
    const jsdomStyle = (): CSSStyleDeclaration => (full ??= jsdomComputedStyle(element));
    const propertyValue = (property: string): string => {
      if (property === 'content') {
        return '';
      }
      if (JSDOM_ONLY.test(property)) {
        return jsdomStyle().getPropertyValue(property);
      }
      current();
      return valueOf(element, property);
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (key === 'getPropertyValue') {
          return propertyValue;
        }
        if (typeof key === 'string' && /^[A-Za-z]+$/.test(key) && !NOT_A_PROPERTY.has(key)) {
          return propertyValue(kebab(key));
        }
        const style = jsdomStyle();
        const value: unknown = Reflect.get(style, key);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(style)
          : value;
      },
    });
  };
};
