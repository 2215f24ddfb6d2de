import type { EventPayload, NotificationKind } from '@mithaq/contracts';

export type EmailKind = EventPayload<'messaging.email.requested'>['kind'];

/** Which preference turns each kind of email off. */
export const preferenceOf: Record<EmailKind, NotificationKind> = {
  'match-request': 'matchRequest',
  'request-accepted': 'requestAccepted',
  'new-message': 'newMessage',
};

export interface EmailText {
  subject: string;
  text: string;
}

const signOff = (siteName: string): string =>
  `\n\nYou can choose which emails you receive on your profile page.\n\n${siteName}`;

/**
 * The plain-text emails. They name who wrote or asked, never what a message says: the content
 * stays on the site.
 */
export const emailText = (kind: EmailKind, siteName: string, otherName: string): EmailText => {
  switch (kind) {
    case 'match-request':
      return {
        subject: `New match request on ${siteName}`,
        text: `Assalamu alaikum,\n\n${otherName} has sent you a match request on ${siteName}. Sign in to see their profile and answer.${signOff(siteName)}`,
      };
    case 'request-accepted':
      return {
        subject: `Your match request was accepted on ${siteName}`,
        text: `Assalamu alaikum,\n\n${otherName} has accepted your match request on ${siteName}. You can now write to each other in Messages.${signOff(siteName)}`,
      };
    case 'new-message':
      return {
        subject: `New message on ${siteName}`,
        text: `Assalamu alaikum,\n\n${otherName} has sent you a message on ${siteName}. Sign in to read it and reply.${signOff(siteName)}`,
      };
  }
};
