import type { CurrentUser } from '@mithaq/contracts';
import { Descriptions, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CONTACT_FALLBACKS } from '../../../config/site';
import { settingKeys, settingOr, useSiteSettings } from '../../../entities/site/site-settings';
import { displayNameOf } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useSendSupportRequestMutation } from '../api/subscription-api';
import { SUPPORT_MIN_LENGTH, SupportMessage } from '../lib/subscription-labels';

interface SupportDialogProps {
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}

/** Need Help: the support phone and email, and a message to the team (at least 10 characters). */
export const SupportDialog = ({ user, open, onClose }: SupportDialogProps) => {
  const settings = useSiteSettings();
  const phone = settingOr(settings, settingKeys.contactPhone, CONTACT_FALLBACKS.phone);
  const email = settingOr(settings, settingKeys.contactEmail, CONTACT_FALLBACKS.email);
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendSupportRequestMutation();
  const run = useMutationAction();
  const toast = useToast();
  const tooShort = message.trim().length < SUPPORT_MIN_LENGTH;

  const submit = async () => {
    if (tooShort) {
      toast.error(SupportMessage.tooShortTitle, SupportMessage.tooShortText);
      return;
    }
    const outcome = await run(
      send({
        name: displayNameOf(user),
        email: user.email,
        subject: 'Membership and subscription support',
        message: message.trim(),
        type: 'support',
      }),
      {
        success: { title: SupportMessage.sentTitle, description: SupportMessage.sentText },
        failure: { title: SupportMessage.failedTitle, description: SupportMessage.failedText },
      },
    );
    if (outcome.ok) {
      setMessage('');
      onClose();
    }
  };

  return (
    <Modal
      title="Need Help?"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Send Message"
      okButtonProps={{ disabled: tooShort, loading: isLoading }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Questions about your membership, a payment or a cancellation? Call or email us, or send the
        team a message below.
      </Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'phone',
            label: 'Phone',
            children: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>,
          },
          { key: 'email', label: 'Email', children: <a href={`mailto:${email}`}>{email}</a> },
        ]}
      />
      <Input.TextArea
        aria-label="Your message"
        placeholder="Tell us how we can help (at least 10 characters)"
        rows={4}
        maxLength={5000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </Modal>
  );
};
