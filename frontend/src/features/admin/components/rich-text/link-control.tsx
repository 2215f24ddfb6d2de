import type { Editor } from '@tiptap/react';
import { Button, Flex, Input, Popover, Tooltip, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { linkAddressOf } from './link-address';

/** The toolbar's link button: a small form to add, change or remove the selection's link. */
export const LinkControl = ({
  editor,
  active,
  trigger,
}: {
  editor: Editor;
  active: boolean;
  trigger: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const show = (next: boolean) => {
    if (next) {
      const current: unknown = editor.getAttributes('link')['href'];
      setAddress(typeof current === 'string' ? current : '');
      setProblem(null);
    }
    setOpen(next);
  };
  const apply = () => {
    const href = linkAddressOf(address);
    if (href === null) {
      setProblem('Enter an address starting with https://, http:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  const form = (
    <Flex vertical gap="small" style={{ width: 280 }}>
      <label htmlFor={inputId}>Link address</label>
      <Input
        id={inputId}
        value={address}
        placeholder="https://example.com"
        status={problem ? 'error' : undefined}
        aria-invalid={problem !== null}
        onChange={(event) => setAddress(event.target.value)}
        onPressEnter={apply}
      />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      <Flex gap="small" justify="end">
        {active && (
          <Button size="small" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button size="small" type="primary" onClick={apply}>
          Apply link
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover content={form} trigger="click" open={open} onOpenChange={show} placement="bottom">
      <Tooltip title="Link">
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          icon={trigger}
          aria-label="Link"
          aria-pressed={active}
          aria-haspopup="dialog"
        />
      </Tooltip>
    </Popover>
  );
};
