import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { SiteImage } from '@mithaq/contracts';
import { apiError, formOf, renderAdminComponent } from '../../testing/render-admin';
import { ImageManagementTab } from './image-management-tab';

const image = (id: string, category: SiteImage['category'], title: string): SiteImage => ({
  id,
  category,
  filename: `${id}.png`,
  title,
  alt: `${title} alt`,
  url: `/uploads/${id}.png`,
  contentType: 'image/png',
  size: 2048,
  createdAt: '2025-03-01T10:00:00.000Z',
});
const hero = image('h1', 'service-hero', 'Wedding hall');

const dialog = () => within(screen.getByRole('dialog'));

/** The category each GET /api/site-images asked for (mockFetch records paths only). */
const requestedCategories = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/site-images')
    .map((url) => url.searchParams.get('category'));

describe('image-management tab', () => {
  it('lists the images of a category with thumbnails from their url', async () => {
    const { fetchMock } = renderAdminComponent(ImageManagementTab, {
      'GET /api/site-images': () => json(200, [hero]),
    });
    const thumbnail = await screen.findByAltText('Wedding hall alt');
    expect(thumbnail.getAttribute('src')).toBe('/uploads/h1.png');
    expect(await screen.findByText('Wedding hall')).toBeTruthy();
    expect(await screen.findByText('2 KB')).toBeTruthy();
    expect(requestedCategories(fetchMock)).toEqual(['service-hero']);

    fireEvent.click(screen.getByText('Testimonial'));
    await waitFor(() =>
      expect(requestedCategories(fetchMock)).toEqual(['service-hero', 'testimonial']),
    );
  });

  it('uploads an image with category, title and alt text', async () => {
    const { callsTo } = renderAdminComponent(ImageManagementTab, {
      'GET /api/site-images': () => json(200, []),
      'POST /api/admin/site-images': () => json(201, hero),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Upload Image/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await dialog().findByText('Title is required')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Title'), { target: { value: 'Wedding hall' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No image selected')).toBeTruthy();
    expect(callsTo('POST /api/admin/site-images')).toHaveLength(0);

    const input = screen.getByRole('dialog').querySelector('input[type="file"]');
    if (!input) {
      throw new Error('no file input');
    }
    // A GIF's signature is plain ASCII, so its bytes can be compared as the text sent.
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a-pixels'], 'hall.gif', { type: 'image/gif' })] },
    });
    await screen.findByAltText('Image preview');
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Image uploaded')).toBeTruthy();
    const { contentType, form } = await formOf(callsTo('POST /api/admin/site-images'));
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      category: 'service-hero',
      title: 'Wedding hall',
      alt: 'Wedding hall',
    });
    const file = form.get('file');
    expect(typeof file).not.toBe('string');
    expect([(file as File).type, await (file as File).text()]).toEqual([
      'image/gif',
      'GIF89a-pixels',
    ]);
  }, 60_000);

  it('deletes an image only after confirmation', async () => {
    const { callsTo } = renderAdminComponent(ImageManagementTab, {
      'GET /api/site-images': () => json(200, [hero]),
      'DELETE /api/admin/site-images/h1': () => json(200, { deleted: true, id: 'h1' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Wedding hall' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete "Wedding hall"? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('DELETE /api/admin/site-images/h1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Wedding hall' }));
    fireEvent.click(await dialog().findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted')).toBeTruthy();
    expect(callsTo('DELETE /api/admin/site-images/h1')).toHaveLength(1);
  });

  it('shows "Delete Failed" with the server message', async () => {
    renderAdminComponent(ImageManagementTab, {
      'GET /api/site-images': () => json(200, [hero]),
      'DELETE /api/admin/site-images/h1': () => apiError(404, 'Image not found'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Wedding hall' }));
    fireEvent.click(await dialog().findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(await screen.findByText('Image not found')).toBeTruthy();
  });
});
