import type { DocumentMatch } from '@mithaq/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStorageKey } from '../../../entities/billing/payment-storage';
import { aDocumentMatch, aMeeting, MATCH_ID, PARTNER_ID } from '../../../testing/document-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { DocumentUploadPage } from './document-upload-page';

const MATCH_PATH = `/api/matches/${MATCH_ID}`;

const renderMeeting = async (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, aUser({ questionnaireCompleted: true })),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/document-upload/:id', element: <DocumentUploadPage /> },
      { path: '/checkout', element: <LocationProbe label="Checkout probe" /> },
    ],
    `/document-upload/${MATCH_ID}`,
  );
  fireEvent.click(await screen.findByRole('tab', { name: /Meeting Arrangement/ }));
  return { ...fetch, ...view };
};

const approved = (meeting: Partial<DocumentMatch['meetingDetails']> = {}) =>
  aDocumentMatch({
    documentStatus: 'approved',
    partnerDocumentsStatus: 'approved',
    meetingDetails: aMeeting({ open: true, ...meeting }),
  });

describe('the meeting-arrangement tab', { timeout: 60_000 }, () => {
  it('stays closed, with the reason and the £50.00 fee, until both are approved', async () => {
    const { callsTo } = await renderMeeting({
      [`GET ${MATCH_PATH}`]: () => json(200, aDocumentMatch()),
    });
    expect(await screen.findByText('Meeting arrangement is not open yet')).toBeTruthy();
    expect(
      await screen.findByText(
        "The meeting can be arranged once both members' documents are approved",
      ),
    ).toBeTruthy();
    expect(await screen.findByText('£50.00')).toBeTruthy();
    expect(await screen.findByText(/non-refundable/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(callsTo(`POST ${MATCH_PATH}/meeting/payment`)).toHaveLength(0);
  });

  it('stores the payment for the checkout and goes there', async () => {
    const { callsTo } = await renderMeeting({
      [`GET ${MATCH_PATH}`]: () => json(200, approved()),
      [`POST ${MATCH_PATH}/meeting/payment`]: () =>
        json(201, {
          included: false,
          orderId: 'order-9',
          clientSecret: 'pi_9_secret_x',
          amount: 5000,
          description: 'Meeting arrangement fee',
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pay £50.00/ }));
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(callsTo(`POST ${MATCH_PATH}/meeting/payment`)[0].headers.get('X-CSRF-Token')).toBe(
      'csrf-abc',
    );
    expect(localStorage.getItem(PaymentStorageKey.paymentSource)).toBe('meeting');
    expect(JSON.parse(localStorage.getItem(PaymentStorageKey.servicePaymentInfo)!)).toEqual({
      amount: 5000,
      description: 'Meeting arrangement fee',
      clientSecret: 'pi_9_secret_x',
      mode: 'payment',
      orderId: 'order-9',
      matchId: MATCH_ID,
    });
  });

  it("records a gold member's included meeting without a checkout", async () => {
    let match = approved();
    await renderMeeting({
      [`GET ${MATCH_PATH}`]: () => json(200, match),
      [`POST ${MATCH_PATH}/meeting/payment`]: () => {
        match = approved({
          paid: true,
          paymentStatus: 'completed',
          included: true,
          fee: 0,
          paidBy: PARTNER_ID,
        });
        return json(201, {
          included: true,
          orderId: 'order-1',
          amount: 0,
          description: 'Included',
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pay £50.00/ }));
    expect(await screen.findByText('Meeting included')).toBeTruthy();
    expect(
      await screen.findByText('This meeting arrangement is included in a Gold membership.'),
    ).toBeTruthy();
    expect(localStorage.getItem(PaymentStorageKey.paymentSource)).toBeNull();
  });

  it('waits while the server says processing, then asks for dates and an area', async () => {
    let match = approved({ paymentStatus: 'processing' });
    const { callsTo } = await renderMeeting({
      [`GET ${MATCH_PATH}`]: () => json(200, match),
      [`POST ${MATCH_PATH}/meeting/proposal`]: () => {
        match = approved({
          paid: true,
          paymentStatus: 'completed',
          proposal: {
            dates: ['2099-05-01', '2099-05-02'],
            area: 'Leeds city centre',
            proposedBy: PARTNER_ID,
            proposedAt: '2099-04-01T10:00:00.000Z',
          },
        });
        return json(200, match);
      },
    });
    expect(
      await screen.findByText(
        'Your payment is being confirmed. This page updates as soon as it is.',
      ),
    ).toBeTruthy();
    match = approved({ paid: true, paymentStatus: 'completed' });
    // The page polls while the payment is processing.
    expect(await screen.findByText('Meeting fee paid', {}, { timeout: 8000 })).toBeTruthy();
    const form = within(screen.getByRole('region', { name: 'Propose the meeting' }));
    fireEvent.click(form.getByRole('button', { name: 'Send Proposal' }));
    expect(await form.findByText('Please propose at least one date')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Date 1'), { target: { value: '2099-05-01' } });
    fireEvent.change(form.getByLabelText('Date 2'), { target: { value: '2099-05-02' } });
    fireEvent.change(form.getByLabelText('Preferred area'), {
      target: { value: 'Leeds city centre' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Send Proposal' }));
    const proposal = within(await screen.findByRole('region', { name: 'Meeting proposal' }));
    expect(proposal.getByText('1 May 2099, 2 May 2099')).toBeTruthy();
    expect(proposal.getByText('Leeds city centre')).toBeTruthy();
    expect(proposal.getByText('Yusuf')).toBeTruthy();
    expect(JSON.parse(callsTo(`POST ${MATCH_PATH}/meeting/proposal`)[0].body)).toEqual({
      dates: ['2099-05-01', '2099-05-02'],
      area: 'Leeds city centre',
    });
  });

  it('shows the date and venue the team recorded', async () => {
    await renderMeeting({
      [`GET ${MATCH_PATH}`]: () =>
        json(
          200,
          approved({
            paid: true,
            paymentStatus: 'completed',
            proposal: {
              dates: ['2099-05-01'],
              area: 'Leeds',
              proposedBy: PARTNER_ID,
              proposedAt: '2099-04-01T10:00:00.000Z',
            },
            arranged: {
              date: '2099-05-01T14:30:00.000Z',
              venue: 'Leeds Grand Mosque, tea room',
              arrangedAt: '2099-04-02T10:00:00.000Z',
            },
          }),
        ),
    });
    expect(await screen.findByText('Meeting arranged')).toBeTruthy();
    expect(await screen.findByText(/Leeds Grand Mosque, tea room/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Propose the meeting' })).toBeNull();
  });
});
