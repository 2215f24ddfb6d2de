import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalogue, aService } from '../../../../testing/course-fixtures';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { ServicesAdminTab } from './services-admin-tab';

const dialog = () => within(screen.getByRole('dialog'));
const row = async (text: string) => within(rowOf(await screen.findByText(text)));

describe('services tab', { timeout: 60_000 }, () => {
  it('lists the catalogue with package, price, area and status', async () => {
    renderAdminComponent(ServicesAdminTab, {
      'GET /api/admin/services': () =>
        json(200, [...aCatalogue(), aService({ id: 'old', name: 'Henna', isActive: false })]),
    });
    const catering = await row('Catering');
    expect(catering.getByText('Gold Package')).toBeTruthy();
    expect(catering.getByText('£15.99 per person')).toBeTruthy();
    expect(catering.getByText('Teesside only')).toBeTruthy();
    expect((await row('Live Streaming')).getByText('Anywhere')).toBeTruthy();
    expect((await row('Henna')).getByText('Inactive')).toBeTruthy();
  });

  it('sends the new price in pence and the changed switches only', async () => {
    const { callsTo } = renderAdminComponent(ServicesAdminTab, {
      'GET /api/admin/services': () => json(200, aCatalogue()),
      'PATCH /api/admin/services/catering': () => json(200, aService({ id: 'catering' })),
    });
    fireEvent.click((await row('Catering')).getByRole('button', { name: 'Edit Catering' }));
    const price = dialog().getByLabelText<HTMLInputElement>('Price per person (£)');
    expect(price.value).toBe('15.99');
    fireEvent.change(price, { target: { value: '17.5' } });
    fireEvent.click(dialog().getByRole('switch', { name: 'Teesside only' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated')).toBeTruthy();
    expect(bodyOf(callsTo('PATCH /api/admin/services/catering'))).toEqual({
      price: 1750,
      teessideOnly: false,
    });
  });

  it("shows the server's message when the update fails", async () => {
    renderAdminComponent(ServicesAdminTab, {
      'GET /api/admin/services': () => json(200, aCatalogue()),
      'PATCH /api/admin/services/decoration': () => apiError(400, 'Price cannot be negative'),
    });
    fireEvent.click((await row('Decoration')).getByRole('button', { name: 'Edit Decoration' }));
    fireEvent.click(dialog().getByRole('switch', { name: 'Active' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(await screen.findByText('Price cannot be negative')).toBeTruthy();
  });
});
