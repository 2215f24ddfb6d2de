import { Alert, Flex, Input, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor and its libraries load only when an admin opens a content form.
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

/** Markup the visual editor cannot keep (it has no tables), so it would be lost on save. */
const UNSUPPORTED = /<(table|thead|tbody|tfoot|tr|th|td|caption)\b/i;

export const needsHtmlSource = (html: string | undefined): boolean => UNSUPPORTED.test(html ?? '');

/**
 * Site content as formatted text. Content holding a table opens as HTML instead, so editing the
 * rest of the page never drops the table.
 */
export const RichTextField = (props: RichTextEditorProps) => {
  // Decided once, from the content the form opened with.
  const [asHtml] = useState(() => needsHtmlSource(props.value));
  if (asHtml) {
    return (
      <Flex vertical gap="small">
        <Alert
          type="info"
          showIcon
          title="This content has a table, which the formatting editor cannot keep, so it is edited as HTML."
        />
        <Input.TextArea
          id={props.id}
          aria-label={props.label}
          rows={12}
          value={props.value}
          onChange={(event) => props.onChange?.(event.target.value)}
        />
      </Flex>
    );
  }
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
};
