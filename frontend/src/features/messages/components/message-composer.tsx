import { SendOutlined } from '@ant-design/icons';
import { MESSAGE_MAX_LENGTH } from '@mithaq/contracts';
import { Button, Flex, Input } from 'antd';
import { useState, type KeyboardEvent } from 'react';

interface MessageComposerProps {
  /** Resolves true when the message was sent (the text is then cleared). */
  onSend: (content: string) => Promise<boolean>;
  busy: boolean;
}

/** Enter sends, Shift+Enter starts a new line; a blank message cannot be sent. */
export const MessageComposer = ({ onSend, busy }: MessageComposerProps) => {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || busy) {
      return;
    }
    if (await onSend(text.trim())) {
      setText('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Flex gap="small" align="end">
      <Input.TextArea
        aria-label="Message"
        placeholder="Type a message. Enter sends, Shift+Enter starts a new line."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        onClick={() => void send()}
        disabled={blank}
        loading={busy}
      >
        Send
      </Button>
    </Flex>
  );
};
