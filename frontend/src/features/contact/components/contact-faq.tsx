import { Collapse, Typography } from 'antd';

const faqs: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I start the matchmaking process?',
    answer:
      'Create an account, complete your profile and the matching questionnaire, then wait for our team to approve your profile. Once approved and on a membership plan, you will see your compatible matches.',
  },
  {
    question: 'What is the difference between the Bronze, Silver and Gold tiers?',
    answer:
      'Bronze is a monthly subscription with unlimited matches and basic compatibility details. Silver is a one-time purchase for the exchange of information with one agreed match. Gold is a one-time purchase in which we arrange one meeting between the agreed parties.',
  },
  {
    question: 'How is my personal data kept private?',
    answer:
      'Your details are only shown to approved members and our team, contact details are never shared without agreement, and we do not sell your data. Our Privacy Policy explains what we keep and why.',
  },
  {
    question: 'How is a wali verified?',
    answer:
      "A wali's contact details are given at registration and our team confirms them before any meeting or exchange of information takes place, so the wali is involved from the first step.",
  },
  {
    question: 'Can you help arrange the nikah?',
    answer:
      'Yes. Our nikah services include the ceremony with an imam, catering, photography and videography, decoration and live streaming. Most of these are available in the Teesside area.',
  },
  {
    question: 'How do I cancel my Bronze membership?',
    answer:
      'Open My Subscription from the user menu and choose Cancel Subscription. Your membership stays active until the end of the current billing period and is not renewed afterwards.',
  },
];

export const ContactFaq = () => (
  <Collapse
    accordion
    items={faqs.map((faq) => ({
      key: faq.question,
      label: faq.question,
      children: <Typography.Paragraph style={{ margin: 0 }}>{faq.answer}</Typography.Paragraph>,
    }))}
  />
);
