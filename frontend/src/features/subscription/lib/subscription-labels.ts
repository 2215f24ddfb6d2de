/** The status badge: active, canceled, past_due and incomplete by name, any other value as it is. */
export const subscriptionStatusBadge = (
  status: string,
): { label: string; color: 'success' | 'default' | 'warning' | 'error' | 'processing' } => {
  switch (status) {
    case 'active':
      return { label: 'Active', color: 'success' };
    case 'canceled':
      return { label: 'Canceled', color: 'default' };
    case 'past_due':
      return { label: 'Past Due', color: 'error' };
    case 'incomplete':
      return { label: 'Incomplete', color: 'warning' };
    default:
      return { label: status, color: 'processing' };
  }
};

/** Payment history status: succeeded is Successful, processing is Processing, else Failed. */
export const paymentStatusLabel = (status: string): 'Successful' | 'Processing' | 'Failed' =>
  status === 'succeeded' ? 'Successful' : status === 'processing' ? 'Processing' : 'Failed';

export const SUPPORT_MIN_LENGTH = 10;

export const SupportMessage = {
  tooShortTitle: 'Message Too Short',
  tooShortText: 'Please provide more details about your request.',
  sentTitle: 'Message Sent',
  sentText: 'Your support request has been sent. Our team will get back to you within 24-48 hours.',
  failedTitle: 'Failed to Send Message',
  failedText: 'Failed to send message',
} as const;

export const CancelMessage = {
  done: 'Subscription canceled',
  failedTitle: 'Failed to Cancel',
  failedText: 'Failed to cancel subscription',
} as const;
