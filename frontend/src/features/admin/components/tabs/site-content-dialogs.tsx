import { Form, Input } from 'antd';
import type { CreateContentRequest, SiteContent } from '@mithaq/contracts';
import {
  useAdminCreateSiteContentMutation,
  useAdminUpdateSiteContentMutation,
} from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { FormDialog } from '../form-dialog';
import { fieldRules } from '../field-rules';
import { RichTextField } from '../rich-text/rich-text-field';

interface ContentFields {
  title: string;
  content?: string;
}

const ContentFieldsItems = () => (
  <>
    <Form.Item name="title" label="Title" required rules={fieldRules.contentTitle}>
      <Input />
    </Form.Item>
    <Form.Item
      name="content"
      label="Content"
      extra="Shown on the site as formatted here; anything unsafe is removed when saved."
    >
      <RichTextField label="Content" />
    </Form.Item>
  </>
);

export const EditContentDialog = ({
  record,
  onClose,
}: {
  record: SiteContent;
  onClose: () => void;
}) => {
  const [update] = useAdminUpdateSiteContentMutation();
  const run = useMutationAction();
  const submit = async ({ title, content }: ContentFields) =>
    (
      await run(update({ key: record.key, title, content: content ?? '' }), {
        success: { title: 'Content updated', description: `"${title}" has been saved` },
        failure: { title: 'Update failed', description: 'Failed to update site content' },
      })
    ).ok;
  return (
    <FormDialog<ContentFields>
      title={`Edit Site Content: ${record.key}`}
      okText="Save"
      width={760}
      initialValues={{ title: record.title, content: record.content }}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContentFieldsItems />
    </FormDialog>
  );
};

/** New site content needs key and title. */
export const AddContentDialog = ({ onClose }: { onClose: () => void }) => {
  const [create] = useAdminCreateSiteContentMutation();
  const run = useMutationAction();
  const submit = async ({
    key,
    title,
    content,
  }: ContentFields & Pick<CreateContentRequest, 'key'>) =>
    (
      await run(create({ key: key.trim(), title, content: content ?? '' }), {
        success: { title: 'Content updated', description: `"${title}" has been created` },
        failure: { title: 'Creation failed', description: 'Failed to create site content' },
      })
    ).ok;
  return (
    <FormDialog<ContentFields & Pick<CreateContentRequest, 'key'>>
      title="Add Site Content"
      okText="Create"
      width={760}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="key" label="Key" required rules={fieldRules.key}>
        <Input placeholder="e.g. privacy-policy" />
      </Form.Item>
      <ContentFieldsItems />
    </FormDialog>
  );
};
