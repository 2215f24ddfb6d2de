import { sanitizeContentHtml } from './sanitize';

describe('site content sanitizer', () => {
  it('keeps ordinary formatting, lists, tables and safe links', () => {
    const html =
      '<h2>Fees</h2><p>Read <strong>this</strong> <em>first</em>.<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Gold</td></tr></tbody></table>' +
      '<a href="https://ico.org.uk" title="ICO">ICO</a> <a href="mailto:hello@mithaq.co.uk">mail</a>' +
      ' <a href="/terms-of-service">terms</a>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Fees</h2><p>Read <strong>this</strong> <em>first</em>.<br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
        '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Gold</td></tr></tbody></table>' +
        '<a href="https://ico.org.uk" title="ICO">ICO</a> <a href="mailto:hello@mithaq.co.uk">mail</a>' +
        ' <a href="/terms-of-service">terms</a>',
    );
  });

  it('drops scripts and styles with their content, and frames', () => {
    const out = sanitizeContentHtml(
      '<p>a</p><script>alert(1)</script><style>p{display:none}</style>' +
        '<iframe src="https://evil.example"></iframe><noscript>x</noscript><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers, inline styles and unknown attributes', () => {
    const out = sanitizeContentHtml(
      '<p onclick="steal()" style="color:red" class="x">hi</p><img src=x onerror="alert(1)">',
    );
    expect(out).toBe('<p>hi</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('strips the unsafe link %p', (href) => {
    const out = sanitizeContentHtml(`<a href="${href}">click</a>`);
    expect(out).toBe('<a>click</a>');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeContentHtml('1 < 2 & "quotes"')).toBe('1 &lt; 2 &amp; "quotes"');
  });
});
