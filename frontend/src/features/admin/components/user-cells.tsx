import { Tag } from 'antd';
import { formatDate, formatDateTime } from '../../../lib/format';

/** Whether the member has confirmed their email address (approval needs it). */
export const EmailVerificationTag = ({ verified }: { verified: boolean }) =>
  verified ? <Tag color="green">Email verified</Tag> : <Tag color="gold">Email not verified</Tag>;

/** A day on one line ("4 Mar 2025"); the full time is in the machine-readable attribute. */
export const DayCell = ({ iso }: { iso: string | null | undefined }) => {
  const day = formatDate(iso);
  if (!iso || day === '') {
    return <>—</>;
  }
  return (
    <time dateTime={iso} title={formatDateTime(iso)} style={{ whiteSpace: 'nowrap' }}>
      {day}
    </time>
  );
};
