import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { SiteContent } from '@mithaq/contracts';
import { allowEditorInJsdom } from '../../testing/editor-in-jsdom';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { SiteContentTab } from './site-content-tab';

const privacy: SiteContent = {
  id: 'c1',
  key: 'privacy-policy',
  title: 'Privacy Policy',
  content: `<p>${'We respect your privacy. '.repeat(4)}</p>`,
  lastUpdated: '2025-03-01T10:00:00.000Z',
};

const dialog = () => within(screen.getByRole('dialog'));

beforeAll(allowEditorInJsdom);

describe('site-content tab', () => {
  it('lists key, title, a 50-character preview of the content and the update time', async () => {
    renderAdminComponent(SiteContentTab, { 'GET /api/site-content': () => json(200, [privacy]) });
    const row = (await screen.findByText('privacy-policy')).closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    const cells = within(row);
    expect(cells.getByText('Privacy Policy')).toBeTruthy();
    const preview = 'We respect your privacy. We respect your privacy. ';
    expect(preview).toHaveLength(50);
    expect(cells.getByText(`${preview}...`)).toBeTruthy();
    expect(cells.getByText(/1 Mar 2025/)).toBeTruthy();
  });

  it('edits title and content and says "Content updated"', async () => {
    const { callsTo } = renderAdminComponent(SiteContentTab, {
      'GET /api/site-content': () => json(200, [privacy]),
      'PUT /api/admin/site-content/privacy-policy': () =>
        json(200, { ...privacy, title: 'Our Privacy Policy' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit privacy-policy' }));
    expect(dialog().getByLabelText<HTMLInputElement>('Title').value).toBe('Privacy Policy');
    fireEvent.change(dialog().getByLabelText('Title'), {
      target: { value: 'Our Privacy Policy' },
    });
    // The content is edited in the formatting editor: its paragraph becomes a heading.
    await dialog().findByRole('textbox', { name: 'Content' });
    fireEvent.click(dialog().getByRole('button', { name: 'Heading 2' }));
    await waitFor(() =>
      expect(dialog().getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content updated')).toBeTruthy();
    const put = callsTo('PUT /api/admin/site-content/privacy-policy');
    expect(bodyOf(put)).toEqual({
      title: 'Our Privacy Policy',
      content: `<h2>${'We respect your privacy. '.repeat(4).trim()}</h2>`,
    });
    expect(put[0]?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    // The list is fetched again, so the table and the public pages show the change.
    await waitFor(() => expect(callsTo('GET /api/site-content')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the fallback when an update fails without a message', async () => {
    renderAdminComponent(SiteContentTab, {
      'GET /api/site-content': () => json(200, [privacy]),
      'PUT /api/admin/site-content/privacy-policy': () => new Response('', { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit privacy-policy' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(await screen.findByText('Failed to update site content')).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('needs key and title to add content', async () => {
    const { callsTo } = renderAdminComponent(SiteContentTab, {
      'GET /api/site-content': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add Content/ }));
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await dialog().findByText('Key is required')).toBeTruthy();
    expect(dialog().getByText('Title is required')).toBeTruthy();
    expect(callsTo('POST /api/admin/site-content')).toHaveLength(0);
  });

  it('creates content, or shows the server message under "Creation failed"', async () => {
    let attempt = 0;
    const { callsTo } = renderAdminComponent(SiteContentTab, {
      'GET /api/site-content': () => json(200, []),
      'POST /api/admin/site-content': () =>
        ++attempt === 1
          ? apiError(409, 'Content with this key already exists')
          : json(201, { ...privacy, id: 'c2', key: 'terms-of-service' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add Content/ }));
    fireEvent.change(dialog().getByLabelText('Key'), { target: { value: 'terms-of-service' } });
    fireEvent.change(dialog().getByLabelText('Title'), { target: { value: 'Terms' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Creation failed')).toBeTruthy();
    expect(await screen.findByText('Content with this key already exists')).toBeTruthy();

    fireEvent.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Content updated')).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/admin/site-content')[1]?.body ?? '')).toEqual({
      key: 'terms-of-service',
      title: 'Terms',
      content: '',
    });
  });
});
