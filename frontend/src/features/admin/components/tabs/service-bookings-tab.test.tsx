import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aServiceBooking } from '../../../../testing/course-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { renderAdminComponent } from '../../testing/render-admin';
import { ServiceBookingsTab } from './service-bookings-tab';

describe('service-bookings tab', () => {
  it("lists paid orders with the member's contact, the event and the services", async () => {
    renderAdminComponent(ServiceBookingsTab, {
      'GET /api/admin/service-bookings': () => json(200, [aServiceBooking()]),
    });
    const order = within(rowOf(await screen.findByText('Yusuf Ali')));
    expect(order.getByRole('link', { name: 'yusuf@example.com' }).getAttribute('href')).toBe(
      'mailto:yusuf@example.com',
    );
    expect(order.getByRole('link', { name: '07700 900123' }).getAttribute('href')).toBe(
      'tel:07700900123',
    );
    expect(order.getByText('June 20, 2099')).toBeTruthy();
    expect(order.getByText('TS1 2BF')).toBeTruthy();
    expect(order.getByText('Nikah Ceremony')).toBeTruthy();
    expect(order.getByText('Catering × 50')).toBeTruthy();
    expect(order.getByText('£1,149.49')).toBeTruthy();
    expect(order.getByText('paid')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderAdminComponent(ServiceBookingsTab, {
      'GET /api/admin/service-bookings': () => json(200, []),
    });
    expect(await screen.findByText('No services have been booked yet.')).toBeTruthy();
  });
});
