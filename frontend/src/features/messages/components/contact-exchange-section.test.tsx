import type { ContactExchangeState } from '@mithaq/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aContactExchange, msgUuid } from '../../../testing/messaging-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactExchangeSection } from './contact-exchange-section';

const CONVERSATION = msgUuid(800);
const base = `/api/messages/conversations/${CONVERSATION}`;

const renderSection = (
  exchange: ContactExchangeState,
  handlers: Record<string, Handler> = {},
  closed = false,
) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  renderWithProviders(
    [
      {
        path: '/messages',
        element: (
          <ContactExchangeSection
            conversationId={CONVERSATION}
            partnerName="@yusuf_r"
            exchange={exchange}
            closed={closed}
          />
        ),
      },
    ],
    '/messages',
  );
  return fetch;
};

describe('exchange contact details', { timeout: 60_000 }, () => {
  it('offers members without the entitlement Silver, with a link to the memberships', () => {
    renderSection(aContactExchange());
    expect(screen.getByText(/Silver includes exchanging contact details/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See memberships' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.queryByRole('button', { name: 'Exchange contact details' })).toBeNull();
  });

  it('opens the exchange after a confirm that says it uses the one exchange', async () => {
    const { callsTo } = renderSection(aContactExchange({ entitled: true, canOpen: true }), {
      [`POST ${base}/contact-exchange`]: () =>
        json(200, aContactExchange({ entitled: true, open: true, openedBy: 'me' })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exchange contact details' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/includes one exchange of contact details/)).toBeTruthy();
    expect(confirm.getByText(/you cannot open another with a different match/)).toBeTruthy();
    expect(callsTo(`POST ${base}/contact-exchange`)).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Use my exchange' }));
    expect(await screen.findByText('Exchange opened')).toBeTruthy();
    expect(callsTo(`POST ${base}/contact-exchange`)).toHaveLength(1);
  });

  it('says when the member used their exchange with another match', () => {
    renderSection(aContactExchange({ entitled: true, allowanceUsed: true }));
    expect(screen.getByText(/already used your exchange/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exchange contact details' })).toBeNull();
  });

  it('reveals my details after a confirm, and shows what the partner revealed', async () => {
    const { callsTo } = renderSection(
      aContactExchange({
        open: true,
        openedBy: 'partner',
        openedAt: '2026-11-20T10:00:00.000Z',
        hasCard: true,
        partnerRevealed: true,
        partnerCard: {
          phone: '+44 7700 900123',
          email: 'yusuf@example.com',
          other: null,
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
      { [`POST ${base}/contact-reveal`]: () => json(200, aContactExchange({ open: true })) },
    );
    expect(await screen.findByText('+44 7700 900123')).toBeTruthy();
    expect(await screen.findByText('yusuf@example.com')).toBeTruthy();
    expect(await screen.findByText(/@yusuf_r opened this exchange/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal my contact details' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Reveal my details' }));
    expect(await screen.findByText('Contact details revealed')).toBeTruthy();
    expect(callsTo(`POST ${base}/contact-reveal`)).toHaveLength(1);
  });

  it('asks for a card on the profile before revealing, and hides the partner card until shared', () => {
    renderSection(aContactExchange({ open: true, openedBy: 'me' }));
    expect(screen.getByText('Add your contact details on your profile first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByText(/has not revealed their contact details yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal my contact details' })).toBeNull();
  });
});
