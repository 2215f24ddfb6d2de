import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, text, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactPage } from './contact-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const token: Handler = () => json(200, { csrfToken: 'csrf-abc' });
const accepted: Handler = () =>
  json(201, {
    success: true,
    message: 'Thank you for contacting us. We will get back to you shortly.',
  });

const renderContact = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/csrf-token': token,
    ...handlers,
  });
  const view = renderWithProviders([{ path: '/contact', element: <ContactPage /> }], '/contact');
  return { ...fetch, ...view };
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

const fill = async (values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) => {
  await screen.findByLabelText('Name');
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
};

const valid = {
  Name: 'Aisha Khan',
  Email: 'aisha@example.com',
  Subject: 'Question about Silver',
  Message: 'Does Silver include a meeting with the wali present?',
};

const send = () =>
  fireEvent.click(screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }));

describe('/contact', () => {
  it('shows the highlights, the three tabs and the contact details with fallbacks', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(await screen.findByText('Wali Involvement')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Contact Us' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'FAQ' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'About Us' })).toBeTruthy();
    expect(await screen.findByText('Mithaq Introductions Team')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'hello@mithaq.co.uk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '01632 960 418' }).getAttribute('href')).toBe(
      'tel:01632960418',
    );
    expect(
      await screen.findByText('Suite 4, Centre Square, Middlesbrough, TS1 2BF, United Kingdom'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Monday to Friday, 9:30am to 5:30pm; Saturday, 10:00am to 1:00pm'),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'https://www.mithaq.co.uk' })).toBeTruthy();
  });

  it('takes the contact details from the site settings', async () => {
    renderContact({
      'GET /api/site-settings': () =>
        json(200, [
          { key: 'contact-name', value: 'Sister Maryam' },
          { key: 'contact-email', value: 'hello@nikahhub.test' },
          { key: 'contact-phone', value: '01642 123456' },
          { key: 'contact-address', value: '1 High Street, Stockton' },
          { key: 'contact-hours', value: 'Weekdays 10-4' },
          { key: 'contact-website', value: 'nikahhub.test' },
        ]),
    });
    expect(await screen.findByText('Sister Maryam')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@nikahhub.test' }).getAttribute('href')).toBe(
      'mailto:hello@nikahhub.test',
    );
    expect(screen.getByRole('link', { name: '01642 123456' }).getAttribute('href')).toBe(
      'tel:01642123456',
    );
    expect(await screen.findByText('1 High Street, Stockton')).toBeTruthy();
    expect(await screen.findByText('Weekdays 10-4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nikahhub.test' }).getAttribute('href')).toBe(
      'https://nikahhub.test',
    );
  });

  it('shows the validation messages for every field and sends nothing', async () => {
    const { callsTo } = renderContact();
    await fill({ Name: 'A', Email: 'not-an-email', Subject: 'Hey', Message: 'Too short' });
    send();
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(await screen.findByText('Subject must be at least 5 characters.')).toBeTruthy();
    expect(await screen.findByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(callsTo('POST /api/contact')).toHaveLength(0);
  });

  it('counts characters without the surrounding spaces', async () => {
    renderContact();
    await fill({ ...valid, Name: '  A  ' });
    send();
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeTruthy();
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const { callsTo } = renderContact({ 'POST /api/contact': accepted });
    await fill(valid);
    send();
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(
      await screen.findByText('Thank you for contacting us. We will get back to you shortly.'),
    ).toBeTruthy();
    const [call] = callsTo('POST /api/contact');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      subject: 'Question about Silver',
      message: 'Does Silver include a meeting with the wali present?',
    });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(field('Message').value).toBe('');
  });

  it('reads "Sending..." while the call runs', async () => {
    renderContact({ 'POST /api/contact': () => pending() });
    await fill(valid);
    send();
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy());
  });

  it('shows "Error" with the server message and keeps what was typed', async () => {
    renderContact({
      'POST /api/contact': () =>
        json(429, {
          statusCode: 429,
          message: 'Too many messages from your network. Please wait 60 minutes and try again.',
          code: 'RATE_LIMITED',
        }),
    });
    await fill(valid);
    send();
    expect(
      await screen.findByText(
        'Too many messages from your network. Please wait 60 minutes and try again.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(field('Subject').value).toBe('Question about Silver');
  });

  it('puts server field messages under their fields', async () => {
    renderContact({
      'POST /api/contact': () =>
        json(400, {
          statusCode: 400,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { email: 'Please enter a valid email address.' },
        }),
    });
    await fill(valid);
    send();
    const emailItem = field('Email').closest<HTMLElement>('.ant-form-item');
    expect(
      await within(emailItem ?? document.body).findByText('Please enter a valid email address.'),
    ).toBeTruthy();
  });

  const fallback = 'There was a problem sending your message. Please try again later.';

  it("falls back to the default text when the reply is not the server's error", async () => {
    renderContact({ 'POST /api/contact': () => text(502, '<html>Bad Gateway</html>') });
    await fill(valid);
    send();
    expect(await screen.findByText(fallback)).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
  });

  it('falls back to the default text on a network failure', async () => {
    renderContact({ 'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fill(valid);
    send();
    expect(await screen.findByText(fallback)).toBeTruthy();
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('answers the FAQ topics and tells about the service', async () => {
    renderContact();
    fireEvent.click(await screen.findByRole('tab', { name: 'FAQ' }));
    for (const question of [
      'How do I start the matchmaking process?',
      'What is the difference between the Bronze, Silver and Gold tiers?',
      'How is my personal data kept private?',
      'How is a wali verified?',
      'Can you help arrange the nikah?',
      'How do I cancel my Bronze membership?',
    ]) {
      expect(await screen.findByText(question)).toBeTruthy();
    }
    fireEvent.click(screen.getByText('How do I cancel my Bronze membership?'));
    expect(await screen.findByText(/Open My Subscription/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'About Mithaq' })).toBeTruthy();
  });
});
