import { emailText, preferenceOf } from './notification-emails';

describe('notification emails', () => {
  it.each([
    ['match-request', 'New match request on Mithaq', 'sent you a match request'],
    [
      'request-accepted',
      'Your match request was accepted on Mithaq',
      'accepted your match request',
    ],
    ['new-message', 'New message on Mithaq', 'sent you a message'],
  ] as const)('words a %s email with the site name and who it is about', (kind, subject, line) => {
    const email = emailText(kind, 'Mithaq', '@yusuf');
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(`@yusuf has ${line}`);
    expect(email.text).toContain('profile page');
  });

  it('maps each kind to the preference that turns it off', () => {
    expect(preferenceOf).toEqual({
      'match-request': 'matchRequest',
      'request-accepted': 'requestAccepted',
      'new-message': 'newMessage',
    });
  });
});
