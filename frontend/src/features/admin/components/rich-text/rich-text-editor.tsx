import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { theme } from 'antd';
import { useEffect } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { linkAddressOf } from './link-address';

export interface RichTextEditorProps {
  /** HTML; an empty editor gives ''. */
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  id?: string;
}

/**
 * Only what the server keeps in site content: code, code blocks and strike-through would be
 * removed on save, so the editor does not offer them. Links open in the same tab, as the
 * server removes `target` and `rel`.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    // An empty paragraph kept after a closing heading or list would be saved as "<p></p>".
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => linkAddressOf(url) !== null,
    },
  }),
];

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }): string =>
  editor.isEmpty ? '' : editor.getHTML();

/** A formatted-text editor whose value is HTML, for antd forms (value and onChange). */
export const RichTextEditor = ({ value = '', onChange, label, id }: RichTextEditorProps) => {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        class: 'rich-text-editor-content',
        style: `min-height: 220px; max-height: 50vh; overflow-y: auto; padding: ${token.paddingSM}px ${token.paddingSM}px; outline: none;`,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(htmlOf(current)),
  });

  // A value set from outside (the form reset or loaded) replaces the text; the editor's own
  // changes come back equal and are left alone, so the cursor stays where it is.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <div
        style={{
          padding: token.paddingXXS,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <EditorToolbar editor={editor} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
};
