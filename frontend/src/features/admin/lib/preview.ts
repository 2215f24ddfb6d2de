/** Content previews are 50 characters and setting-value previews 60. */
export const CONTENT_PREVIEW_LENGTH = 50;
export const SETTING_PREVIEW_LENGTH = 60;

/** The first `length` characters, followed by "..." when something was cut. */
export const truncate = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;

const BLOCK_END = /(<\/(?:p|div|h[1-6]|li|ul|ol|section|article|blockquote|tr|td)>|<br\s*\/?>)/gi;

/** The readable text of stored HTML: tags dropped, entities decoded, whitespace collapsed. */
export const plainTextOf = (html: string): string => {
  // Block ends become word breaks so "<h2>A</h2><p>B</p>" reads "A B", not "AB".
  const spaced = html.replace(BLOCK_END, '$1 ');
  // DOMParser documents run no scripts and load nothing, so parsing untrusted HTML is inert.
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
};

export const contentPreview = (html: string): string =>
  truncate(plainTextOf(html), CONTENT_PREVIEW_LENGTH);

export const settingPreview = (value: string): string => truncate(value, SETTING_PREVIEW_LENGTH);
