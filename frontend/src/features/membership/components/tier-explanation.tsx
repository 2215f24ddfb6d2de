import { Card, Col, Row, Typography } from 'antd';

const tiers = [
  {
    name: 'Bronze',
    text: 'A monthly subscription. See every one of your matches with their basic compatibility details, send match requests and talk with a match once a request is accepted. Cancel any time: you keep access until the end of the month you paid for.',
  },
  {
    name: 'Silver',
    text: 'A one-time purchase with no renewals. Everything in Bronze, plus the exchange of information with 1 agreed match: once you both agree, you can share your chosen contact details with each other.',
  },
  {
    name: 'Gold',
    text: 'A one-time purchase with no renewals. Everything in Silver, plus the arrangement of 1 meeting between the agreed parties, with the meeting-arrangement fee included.',
  },
];

/** The explanatory section under the cards. */
export const TierExplanation = () => (
  <section aria-labelledby="tiers-explained">
    <Typography.Title level={2} id="tiers-explained">
      How the memberships work
    </Typography.Title>
    <Typography.Paragraph type="secondary">
      Free members see their best 3 matches and can receive and answer match requests. A paid
      membership unlocks more, and only a higher tier than your current one can be chosen.
    </Typography.Paragraph>
    <Row gutter={[16, 16]}>
      {tiers.map((tier) => (
        <Col xs={24} md={8} key={tier.name}>
          <Card size="small" title={tier.name}>
            <Typography.Paragraph style={{ margin: 0 }}>{tier.text}</Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  </section>
);
