import { Alert, Skeleton, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/html-sanitizer';
import { useGetSiteContentQuery } from '../../../entities/site/site-content';
import { withoutLeadingTitle } from './without-leading-title';

export const CONTENT_BEING_UPDATED = 'This content is being updated. Please check back soon.';

interface LegalContentPageProps {
  /** The site-content key: privacy-policy or terms-of-service. */
  contentKey: string;
  /** Heading used when the entry has no title, and for the placeholder. */
  fallbackTitle: string;
}

/** Server-held HTML found by its key, sanitized again here. */
export const LegalContentPage = ({ contentKey, fallbackTitle }: LegalContentPageProps) => {
  const { token } = theme.useToken();
  const { data: entries, isLoading } = useGetSiteContentQuery();
  const entry = entries?.find((item) => item.key === contentKey);
  const title = entry?.title.trim() || fallbackTitle;
  const html = useMemo(
    () => (entry ? withoutLeadingTitle(sanitizeHtml(entry.content), title) : ''),
    [entry, title],
  );

  if (isLoading) {
    return (
      <article>
        <Typography.Title level={1}>{fallbackTitle}</Typography.Title>
        <Skeleton active paragraph={{ rows: 8 }} />
      </article>
    );
  }
  if (!entry || html.trim() === '') {
    return (
      <article>
        <Typography.Title level={1}>{fallbackTitle}</Typography.Title>
        <Alert type="info" showIcon title={CONTENT_BEING_UPDATED} />
      </article>
    );
  }
  return (
    <article>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography>
        <div
          data-testid="legal-content"
          style={{ lineHeight: token.lineHeightLG }}
          // Sanitized twice: by the server on save and by sanitizeHtml above.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Typography>
    </article>
  );
};
