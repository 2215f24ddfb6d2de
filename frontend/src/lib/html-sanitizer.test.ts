import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './html-sanitizer';

describe('sanitizeHtml', () => {
  it('keeps headings, paragraphs, lists, emphasis and safe links', () => {
    const html =
      '<h2>Your data</h2><p>We keep <strong>only</strong> what we <em>need</em>.</p>' +
      '<ul><li>Name</li><li>Email</li></ul><p><a href="https://example.org/x" title="More">More</a>' +
      ' <a href="/contact">Contact</a> <a href="mailto:a@b.co">Mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script, style and iframe elements with their content', () => {
    const clean = sanitizeHtml(
      '<p>Hello</p><script>alert(1)</script><style>p{display:none}</style>' +
        '<iframe src="https://evil.example"></iframe><p>World</p>',
    );
    expect(clean).toBe('<p>Hello</p><p>World</p>');
  });

  it('removes event handlers, style and other attributes', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Text</p>' +
        '<img src="/uploads/a.png" alt="A" onerror="alert(2)">',
    );
    expect(clean).toBe('<p>Text</p><img src="/uploads/a.png" alt="A">');
    expect(clean).not.toContain('onerror');
  });

  it('drops javascript:, data: and vbscript: addresses, even when disguised', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
        '<a href="java\tscript:alert(1)">c</a><a href=" javascript:alert(1)">d</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">e</a>' +
        '<a href="vbscript:msgbox(1)">f</a><img src="data:image/png;base64,AAAA" alt="g">',
    );
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a><img alt="g">');
  });

  it('unwraps unknown elements but keeps their text, and drops comments', () => {
    expect(sanitizeHtml('<custom-box><b>Bold</b> text</custom-box><!-- note -->')).toBe(
      '<b>Bold</b> text',
    );
    expect(sanitizeHtml('<constructor>x</constructor>')).toBe('x');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe('isSafeUrl', () => {
  it('accepts relative addresses and the allowed schemes only', () => {
    expect(isSafeUrl('/privacy-policy')).toBe(true);
    expect(isSafeUrl('#top')).toBe(true);
    expect(isSafeUrl('https://example.org')).toBe(true);
    expect(isSafeUrl('tel:+441642000000')).toBe(true);
    expect(isSafeUrl('javascript:void(0)')).toBe(false);
    expect(isSafeUrl('\u0001javascript:void(0)')).toBe(false);
    expect(isSafeUrl('mailto:a@b.co', new Set(['https:']))).toBe(false);
  });
});
