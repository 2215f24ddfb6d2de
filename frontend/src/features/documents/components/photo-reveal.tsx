import type { DocumentMatch } from '@mithaq/contracts';
import { Card, Flex, Image, Switch, Typography } from 'antd';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useRevealPhotosMutation } from '../api/documents-api';

/**
 * The member's choice to reveal their photos to this partner. Photos show only when both members'
 * documents are approved and both chose to reveal; the server decides and sends them only then.
 */
export const PhotoReveal = ({ match }: { match: DocumentMatch }) => {
  const [reveal, { isLoading }] = useRevealPhotosMutation();
  const run = useMutationAction();
  const { name, reveal: state, partnerPhotos } = match;
  const label = `Reveal my photos to ${name}`;

  const change = (checked: boolean) =>
    void run(reveal({ matchId: match.id, reveal: checked }), {
      success: {
        title: checked ? 'Photos revealed' : 'Photos hidden',
        description: checked
          ? `${name} will see your photos once you have both been approved and they reveal theirs.`
          : `${name} will not see your photos.`,
      },
      failure: { title: 'Update failed', description: 'Could not change who sees your photos' },
    });

  return (
    <Card title="Photos" role="region" aria-label="Photos">
      <Flex vertical gap="middle">
        <Flex gap="small" align="center">
          <Switch checked={state.mine} loading={isLoading} aria-label={label} onChange={change} />
          <Typography.Text>{label}</Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Photos are shown only when both members' documents are approved and both of you have
          chosen to reveal them. Your ID document and proof of address are never shown to {name}.
        </Typography.Paragraph>
        <Typography.Text>
          {state.partner
            ? `${name} has chosen to reveal their photos to you.`
            : `${name} has not chosen to reveal their photos yet.`}
        </Typography.Text>
        {partnerPhotos.length > 0 && (
          <Flex wrap gap="middle" role="list" aria-label={`Photos of ${name}`}>
            {partnerPhotos.map((photo) => (
              <Flex key={photo.documentId} vertical gap={4} align="center" role="listitem">
                <Image
                  src={photo.url}
                  alt={`${photo.label} of ${name}`}
                  width={160}
                  height={160}
                  style={{ objectFit: 'cover', borderRadius: 8 }}
                />
                <Typography.Text type="secondary">{photo.label}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
};
