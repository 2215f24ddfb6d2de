const normalise = (text: string | null): string =>
  (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Drops a first heading that only repeats the page title, which the page already shows as its
 * h1 (the seeded texts open with one).
 */
export const withoutLeadingTitle = (html: string, title: string): string => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const first = body.firstElementChild;
  const textBefore = first ? (first.previousSibling?.textContent ?? '').trim() : '';
  if (
    !first ||
    textBefore !== '' ||
    !/^h[1-6]$/i.test(first.tagName) ||
    normalise(first.textContent) !== normalise(title)
  ) {
    return html;
  }
  first.remove();
  return body.innerHTML;
};
