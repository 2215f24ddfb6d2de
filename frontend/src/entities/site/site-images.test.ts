import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../testing/fetch-mock';
import { siteImagesApi } from './site-images';
import { createAppStore } from '../../lib/store';

describe('site images', () => {
  it('asks for one category and keeps usable records, addressed under /uploads', async () => {
    const { calls } = mockFetch({
      'GET /api/site-images': () =>
        json(200, [
          { id: 'a', category: 'testimonial', title: 'A', alt: 'Alt A', url: '/uploads/a.png' },
          { id: 'b', category: 'testimonial', title: 'B', alt: 'Alt B', filename: 'b.jpg' },
          { id: 'c', category: 'testimonial' },
          'junk',
        ]),
    });
    const result = await createAppStore().dispatch(
      siteImagesApi.endpoints.getSiteImages.initiate('testimonial'),
    );
    expect(result.data).toEqual([
      { id: 'a', category: 'testimonial', title: 'A', alt: 'Alt A', url: '/uploads/a.png' },
      { id: 'b', category: 'testimonial', title: 'B', alt: 'Alt B', url: '/uploads/b.jpg' },
    ]);
    const request = vi.mocked(fetch).mock.calls[0]?.[0];
    expect(request instanceof Request ? new URL(request.url).search : '').toBe(
      '?category=testimonial',
    );
    expect(calls).toHaveLength(1);
  });

  it('only logs a failure and answers no images', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/site-images': () => json(500, { statusCode: 500, message: 'Boom', code: 'X' }),
    });
    const result = await createAppStore().dispatch(
      siteImagesApi.endpoints.getSiteImages.initiate('service-hero'),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
