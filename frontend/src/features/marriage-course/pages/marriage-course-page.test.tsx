import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking, aSession, SESSION_ID } from '../../../testing/course-fixtures';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { MarriageCoursePage } from './marriage-course-page';

const OTHER_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const member = () => json(200, aUser({ questionnaireCompleted: true }));
const morning = aSession();
const afternoon = aSession({
  id: OTHER_ID,
  date: '2099-04-02',
  time: '13:00',
  end_time: '16:00',
  sessionType: 'afternoon',
  location: 'Stockton Community Centre',
  price: 3999,
  spotsRemaining: 1,
});

const renderCourse = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/course-sessions/available': () => json(200, [morning, afternoon]),
    'GET /api/course-bookings/user': () => json(200, []),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/marriage-course', element: <MarriageCoursePage /> },
      { path: '/auth', element: <LocationProbe label="Auth probe" /> },
      { path: '/checkout', element: <LocationProbe label="Checkout probe" /> },
    ],
    '/marriage-course',
  );
  return { ...fetch, ...view };
};

const option = async (name: RegExp) => screen.findByRole('radio', { name });
const actionButton = () =>
  screen.getByRole('button', {
    name: /(Please Log In|Course Already Completed|Please Select a Session|Book Session|Booking\.\.\.)$/,
  });

describe('/marriage-course', { timeout: 60_000 }, () => {
  it('shows the hero, overview, agenda, features and the sessions to a visitor', async () => {
    renderCourse();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Marriage Preparation Course' }),
    ).toBeTruthy();
    expect(await screen.findByText('Half-Day Course')).toBeTruthy();
    expect(await screen.findByText('9:00am-12:00pm')).toBeTruthy();
    expect(await screen.findByText('1:00pm-4:00pm')).toBeTruthy();
    expect(await screen.findAllByText('Includes refreshments and course materials')).toHaveLength(
      2,
    );
    expect(await screen.findByText('Introduction')).toBeTruthy();
    expect(await screen.findByText('Session 1: Foundations of Marriage')).toBeTruthy();
    expect(await screen.findByText('Session 2: Rights and Responsibilities')).toBeTruthy();
    expect(
      await screen.findByText('Session 3: Communication and Conflict Resolution'),
    ).toBeTruthy();
    expect(await screen.findByText('Refreshment Break')).toBeTruthy();
    expect(await screen.findByText('Q&A and Closing')).toBeTruthy();
    expect(await screen.findAllByText('45 minutes')).toHaveLength(3);
    expect(await screen.findAllByText('30 minutes')).toHaveLength(2);
    expect(await screen.findByText('15 minutes')).toBeTruthy();
    expect(await screen.findByText('Total: about 3 hours')).toBeTruthy();
    for (const feature of [
      'Taught by an Imam',
      'Course Materials',
      'Completion Certificate',
      'Profile Badge',
    ]) {
      expect(await screen.findByText(feature)).toBeTruthy();
    }

    const first = within(await option(/March 15, 2099/));
    expect(first.getByText('9:00am - 12:00pm')).toBeTruthy();
    expect(first.getByText(/Middlesbrough Central Mosque/)).toBeTruthy();
    expect(first.getByText('£50.00')).toBeTruthy();
    expect(first.getByText('12 spots remaining')).toBeTruthy();
    const second = within(await option(/April 2, 2099/));
    expect(second.getByText('1:00pm - 4:00pm')).toBeTruthy();
    expect(second.getByText('£39.99')).toBeTruthy();
    expect(second.getByText('1 spot remaining')).toBeTruthy();
  });

  it('asks a visitor to log in: the button, the toast and /auth', async () => {
    const { callsTo } = renderCourse();
    await option(/March 15, 2099/);
    await waitFor(() => expect(actionButton().textContent).toBe('Please Log In'));
    fireEvent.click(actionButton());
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(await screen.findByText('Please log in to book a course session.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Auth probe' })).toBeTruthy();
    expect(callsTo('POST /api/course-bookings')).toHaveLength(0);
    expect(callsTo('GET /api/course-bookings/user')).toHaveLength(0);
  });

  it('shows the loading text, then the empty text', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderCourse({
      'GET /api/course-sessions/available': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Loading available sessions...')).toBeTruthy();
    answer(json(200, []));
    expect(
      await screen.findByText(
        'No course sessions are currently available. Please check back later',
      ),
    ).toBeTruthy();
  });

  it("writes a date it cannot read as 'Invalid date'", async () => {
    renderCourse({
      'GET /api/course-sessions/available': () => json(200, [aSession({ date: 'soon' })]),
    });
    expect(await option(/Invalid date/)).toBeTruthy();
  });

  it('marks booked sessions green with Booked and does not let them be selected', async () => {
    renderCourse({
      'GET /api/user': member,
      'GET /api/course-bookings/user': () =>
        json(200, [
          aBooking({ paymentStatus: 'pending' }),
          aBooking({ id: 'b2', sessionId: OTHER_ID, paymentStatus: 'expired' }),
        ]),
    });
    const booked = await option(/March 15, 2099, 9:00am - 12:00pm, booked/);
    expect(await within(booked).findByText('Booked')).toBeTruthy();
    expect(booked.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(actionButton().textContent).toBe('Please Select a Session'));
    expect((actionButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(booked);
    expect(booked.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText('Fee Breakdown')).toBeNull();
    // An expired hold frees the session again.
    const free = await option(/April 2, 2099/);
    expect(within(free).queryByText('Booked')).toBeNull();
  });

  it('keeps a booked session that has since filled up in the list', async () => {
    const full = aSession({ id: OTHER_ID, date: '2099-05-01', spotsRemaining: 0, isFull: true });
    renderCourse({
      'GET /api/user': member,
      'GET /api/course-sessions/available': () => json(200, [morning]),
      'GET /api/course-bookings/user': () =>
        json(200, [aBooking({ id: 'b2', sessionId: OTHER_ID, session: full })]),
    });
    expect(await option(/May 1, 2099, 9:00am - 12:00pm, booked/)).toBeTruthy();
    expect(await option(/March 15, 2099/)).toBeTruthy();
  });

  it('says Course Already Completed, disabled, to a member who completed it', async () => {
    renderCourse({
      'GET /api/user': () =>
        json(200, aUser({ questionnaireCompleted: true, hasCompletedMarriageCourse: true })),
    });
    await option(/March 15, 2099/);
    await waitFor(() => expect(actionButton().textContent).toBe('Course Already Completed'));
    fireEvent.click(await option(/March 15, 2099/));
    expect(actionButton().textContent).toBe('Course Already Completed');
    expect((actionButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('books a selected session and goes to the checkout with the payment stored', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { callsTo } = renderCourse({
      'GET /api/user': member,
      'POST /api/course-bookings': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await option(/April 2, 2099/));
    await screen.findByText('Fee Breakdown');
    const fees = screen;
    expect(fees.getByText('Course fee')).toBeTruthy();
    expect(fees.getByText('Materials & refreshments')).toBeTruthy();
    expect(fees.getByText('Completion certificate')).toBeTruthy();
    expect(fees.getAllByText('Included')).toHaveLength(2);
    expect(fees.getByText('Total')).toBeTruthy();
    expect(actionButton().textContent).toBe('Book Session');
    const sessionReads = callsTo('GET /api/course-sessions/available').length;

    fireEvent.click(actionButton());
    await waitFor(() => expect(actionButton().textContent).toBe('Booking...'));
    answer(
      json(201, {
        booking: aBooking({ sessionId: OTHER_ID, paymentStatus: 'pending' }),
        orderId: 'order-9',
        clientSecret: 'pi_9_secret_z',
        amount: 3999,
        description: 'Marriage course: April 2, 2099 (afternoon)',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/course-bookings')[0]?.body ?? '')).toEqual({
      sessionId: OTHER_ID,
      paymentAmount: 3999,
      attendees: 1,
    });
    expect(localStorage.getItem('payment_source')).toBe('course');
    expect(JSON.parse(localStorage.getItem('service_payment_info') ?? '')).toEqual({
      amount: 3999,
      description: 'Marriage course: April 2, 2099 (afternoon)',
      clientSecret: 'pi_9_secret_z',
      mode: 'payment',
      orderId: 'order-9',
    });
    // The booking refreshes the sessions.
    await waitFor(() =>
      expect(callsTo('GET /api/course-sessions/available').length).toBeGreaterThan(sessionReads),
    );
  });

  it("shows 'Booking Failed' with the server's message and keeps the member on the page", async () => {
    renderCourse({
      'GET /api/user': member,
      'POST /api/course-bookings': () =>
        json(409, {
          statusCode: 409,
          message: 'This course session is fully booked',
          code: 'CONFLICT',
        }),
    });
    fireEvent.click(await option(/March 15, 2099/));
    fireEvent.click(actionButton());
    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(await screen.findByText('This course session is fully booked')).toBeTruthy();
    expect(localStorage.getItem('service_payment_info')).toBeNull();
    // The selection stays for another try.
    await waitFor(() => expect(actionButton().textContent).toBe('Book Session'));
  });

  it('shows why the sessions could not be loaded', async () => {
    renderCourse({
      'GET /api/course-sessions/available': () =>
        json(503, { statusCode: 503, message: 'Service unavailable', code: 'UNAVAILABLE' }),
    });
    expect(await screen.findByText('Could not load course sessions')).toBeTruthy();
    expect(screen.queryByText('Loading available sessions...')).toBeNull();
  });

  it('does not read bookings until signed in', async () => {
    const { callsTo } = renderCourse({ 'GET /api/user': () => pending() });
    await option(/March 15, 2099/);
    expect(callsTo('GET /api/course-bookings/user')).toHaveLength(0);
    expect(SESSION_ID).toBe(morning.id);
  });
});
