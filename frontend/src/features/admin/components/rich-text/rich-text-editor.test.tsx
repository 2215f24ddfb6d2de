import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allowEditorInJsdom } from '../../testing/editor-in-jsdom';
import { linkAddressOf } from './link-address';
import { RichTextEditor } from './rich-text-editor';
import { needsHtmlSource, RichTextField } from './rich-text-field';

beforeAll(allowEditorInJsdom);

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Formatting' }));
/** The toolbar follows the editor's state a moment later; wait until the button can be used. */
const enabled = (name: string) =>
  waitFor(() => expect(toolbar().getByRole('button', { name })).toHaveProperty('disabled', false));
const press = (name: string) => fireEvent.click(toolbar().getByRole('button', { name }));

/** The editor in a parent that keeps its value, as an antd Form.Item does. */
const Controlled = ({
  initial,
  onChange,
}: {
  initial: string;
  onChange: (html: string) => void;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
};

describe('RichTextEditor', () => {
  it('shows the HTML it is given in a named text box with a labelled toolbar', () => {
    render(<Controlled initial="<p>Assalamu <strong>alaikum</strong></p>" onChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(within(box).getByText('alaikum').tagName).toBe('STRONG');
    for (const name of [
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]) {
      expect(toolbar().getByRole('button', { name })).toBeTruthy();
    }
  });

  it('emits HTML on each change: a heading, a list, undo and redo', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>Our values</p>" onChange={onChange} />);
    expect(toolbar().getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);

    press('Heading 2');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Our values</h2>'));
    expect(toolbar().getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    press('Heading 2');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Our values</p>'));
    press('Bulleted list');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Our values</p></li></ul>'),
    );

    await enabled('Undo');
    press('Undo');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Our values</p>'));
    await enabled('Redo');
    press('Redo');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Our values</p></li></ul>'),
    );
  });

  it('gives an empty string, not an empty paragraph, when the text is cleared', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>x</p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Content' });
    // Select everything and delete it, as a keyboard user would.
    act(() => {
      box.focus();
      fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    });
    press('Bold');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    act(() => {
      fireEvent.keyDown(box, { key: 'Backspace' });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('takes a new value from outside, such as a form reset', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor label="Content" value="<p>First</p>" onChange={onChange} />,
    );
    rerender(<RichTextEditor label="Content" value="<h3>Second</h3>" onChange={onChange} />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('textbox', { name: 'Content' })).getByText('Second').tagName,
      ).toBe('H3'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RichTextField', () => {
  it('loads the editor lazily', async () => {
    render(<RichTextField label="Content" value="<p>Hello</p>" />);
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeTruthy();
    expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
  });

  it('edits content with a table as HTML, so the table is kept', () => {
    const onChange = vi.fn();
    const html = '<table><tr><td>Purpose</td></tr></table>';
    expect(needsHtmlSource(html)).toBe(true);
    expect(needsHtmlSource('<p>No table</p>')).toBe(false);
    render(<RichTextField label="Content" value={html} onChange={onChange} />);
    expect(screen.getByText(/has a table, which the formatting editor cannot keep/)).toBeTruthy();
    const source = screen.getByRole('textbox', { name: 'Content' });
    expect((source as HTMLTextAreaElement).value).toBe(html);
    fireEvent.change(source, { target: { value: `${html}<p>More</p>` } });
    expect(onChange).toHaveBeenCalledWith(`${html}<p>More</p>`);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('linkAddressOf', () => {
  it.each([
    ['https://mithaq.co.uk/about', 'https://mithaq.co.uk/about'],
    ['  http://example.com ', 'http://example.com'],
    ['www.example.com', 'https://www.example.com'],
    ['mailto:hello@mithaq.co.uk', 'mailto:hello@mithaq.co.uk'],
    ['javascript:alert(1)', null],
    ['ftp://example.com', null],
    ['', null],
  ])('%s gives %s', (input, expected) => {
    expect(linkAddressOf(input)).toBe(expected);
  });
});
