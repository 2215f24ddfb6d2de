import { Card, Descriptions, Typography } from 'antd';
import { CONTACT_FALLBACKS } from '../../../config/site';
import { isSafeUrl } from '../../../lib/html-sanitizer';
import {
  settingKeys,
  settingOr,
  siteNameFrom,
  useSiteSettings,
} from '../../../entities/site/site-settings';

/** Used while the contact-* settings are missing. */
export const contactFallbacks = CONTACT_FALLBACKS;

const websiteHref = (website: string): string | undefined => {
  const href = /^[a-z][a-z0-9+.-]*:/i.test(website) ? website : `https://${website}`;
  return isSafeUrl(href, new Set(['http:', 'https:'])) ? href : undefined;
};

export const ContactDetails = () => {
  const settings = useSiteSettings();
  const name = settingOr(
    settings,
    settingKeys.contactName,
    `${siteNameFrom(settings)} Introductions Team`,
  );
  const email = settingOr(settings, settingKeys.contactEmail, contactFallbacks.email);
  const phone = settingOr(settings, settingKeys.contactPhone, contactFallbacks.phone);
  const address = settingOr(settings, settingKeys.contactAddress, contactFallbacks.address);
  const hours = settingOr(settings, settingKeys.contactHours, contactFallbacks.hours);
  const website = settingOr(settings, settingKeys.contactWebsite, contactFallbacks.website);
  const href = websiteHref(website);

  return (
    <Card title="Contact Details" style={{ height: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: name },
          {
            key: 'email',
            label: 'Email',
            children: <Typography.Link href={`mailto:${email}`}>{email}</Typography.Link>,
          },
          {
            key: 'phone',
            label: 'Phone',
            children: (
              <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </Typography.Link>
            ),
          },
          { key: 'address', label: 'Address', children: address },
          { key: 'hours', label: 'Hours', children: hours },
          {
            key: 'website',
            label: 'Website',
            children: href ? (
              <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
                {website}
              </Typography.Link>
            ) : (
              website
            ),
          },
        ]}
      />
    </Card>
  );
};
