/** Who writes what in the demo data: a support thread and a conversation between a matched pair. */
export const demoSupport = {
  member: 'demo_amina',
  question:
    'Assalamu alaikum, how can I make sure my wali is involved once I start talking to a match?',
  answer:
    'Wa alaikum assalam Amina. Add your wali’s details on your profile page; once a request is accepted you can share the conversation with him, and our team is here if you need anything.',
};

/**
 * The pair whose match request the demo data treats as accepted, and their first exchange. The
 * second message is the reply, so the exchange is past first contact afterwards.
 */
export const demoPair = {
  first: 'demo_yusuf',
  second: 'demo_amina',
  messages: [
    {
      from: 'demo_yusuf',
      content:
        'Assalamu alaikum Amina, thank you for accepting. I also love walking on the moors. What matters most to you in a marriage?',
    },
    {
      from: 'demo_amina',
      content:
        'Wa alaikum assalam Yusuf. Deen first, then kindness and honesty. I would like my father involved as we get to know each other.',
    },
  ],
} as const;
