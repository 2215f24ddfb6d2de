import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { LinkControl } from './link-control';

/** A toolbar button: named for screen readers, pressed while its format is on. */
const ToolButton = ({
  label,
  icon,
  pressed,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) => (
  <Tooltip title={label}>
    <Button
      size="small"
      type={pressed ? 'primary' : 'text'}
      icon={icon}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  </Tooltip>
);

const HeadingIcon = ({ level }: { level: 2 | 3 }) => (
  <span aria-hidden style={{ fontWeight: 600, fontSize: 12 }}>{`H${level}`}</span>
);

/** Bold, italic, headings, lists, link, undo and redo for one editor. */
export const EditorToolbar = ({ editor }: { editor: Editor }) => {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex role="toolbar" aria-label="Formatting" gap={4} wrap align="center">
      <ToolButton
        label="Bold"
        icon={<BoldOutlined />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="Heading 2"
        icon={<HeadingIcon level={2} />}
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Heading 3"
        icon={<HeadingIcon level={3} />}
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="Bulleted list"
        icon={<UnorderedListOutlined />}
        pressed={state.bullets}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={<OrderedListOutlined />}
        pressed={state.numbers}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <LinkControl editor={editor} active={state.link} trigger={<LinkOutlined />} />
      <Divider orientation="vertical" />
      <ToolButton
        label="Undo"
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Flex>
  );
};
