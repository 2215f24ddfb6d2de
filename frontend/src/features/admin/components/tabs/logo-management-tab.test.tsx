import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../../../testing/fetch-mock';
import type { SiteSetting } from '@mithaq/contracts';
import { MAX_IMAGE_BYTES } from '../../lib/image-file';
import { apiError, bodyOf, formOf, renderAdminComponent } from '../../testing/render-admin';
import { LogoManagementTab } from './logo-management-tab';

const setting = (key: string, value: string): SiteSetting => ({
  id: `id-${key}`,
  key,
  value,
  lastUpdated: '2025-03-01T10:00:00.000Z',
  updatedBy: null,
});
const settings =
  (...items: SiteSetting[]): Handler =>
  () =>
    json(200, items);

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngFile = () => new File([PNG_BYTES], 'logo.png', { type: 'image/png' });

const dialog = () => within(screen.getByRole('dialog'));
const card = (title: string) => {
  const element = screen
    .getByText(title, { selector: '.ant-card-head-title' })
    .closest('.ant-card');
  if (!(element instanceof HTMLElement)) {
    throw new Error(`no card ${title}`);
  }
  return within(element);
};
const choose = (file: File) => {
  const input = screen.getByRole('dialog').querySelector('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  fireEvent.change(input, { target: { files: [file] } });
};
const openUpload = async (label: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Upload ${label}` }));
  await screen.findByRole('dialog');
};

describe('logo-management tab', () => {
  it('shows the built-in logos and the recommended sizes', async () => {
    renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(setting('footer-logo', 'text-logo')),
    });
    await waitFor(() => expect(card('Header Logo').getByText('Default logo')).toBeTruthy());
    expect(card('Header Logo').getByText('Recommended size: 200x60 pixels')).toBeTruthy();
    expect(card('Footer Logo').getByText('Default logo')).toBeTruthy();
    expect(card('Footer Logo').getByText('Recommended size: 150x45 pixels')).toBeTruthy();
    expect(
      card('Header Logo').getByRole('button', { name: 'Reset Header Logo to default' }),
    ).toHaveProperty('disabled', true);
  });

  it('shows an uploaded logo as an image, and "Logo Error" when it does not load', async () => {
    renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(setting('header-logo', '/uploads/abc.png')),
    });
    const image = await screen.findByAltText('Current header logo');
    expect(image.getAttribute('src')).toBe('/uploads/abc.png');
    fireEvent.error(image);
    expect(await screen.findByText('Logo Error')).toBeTruthy();
  });

  it('asks for an image when none is chosen', async () => {
    const { callsTo } = renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(),
    });
    await openUpload('Header Logo');
    expect(dialog().getByText(/Recommended size: 200x60 pixels/)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No image selected')).toBeTruthy();
    expect(await screen.findByText('Please select an image to upload')).toBeTruthy();
    expect(callsTo('POST /api/admin/upload-image')).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    renderAdminComponent(LogoManagementTab, { 'GET /api/site-settings': settings() });
    await openUpload('Header Logo');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeTruthy();
    expect(
      await screen.findByText('Please select an image file (JPEG, PNG, GIF, etc.)'),
    ).toBeTruthy();
    expect(screen.queryByAltText('Header Logo preview')).toBeNull();
  });

  it('refuses an image over 5MB', async () => {
    renderAdminComponent(LogoManagementTab, { 'GET /api/site-settings': settings() });
    await openUpload('Footer Logo');
    choose(new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('File too large')).toBeTruthy();
    expect(await screen.findByText('Image size should be less than 5MB')).toBeTruthy();
  });

  it('previews the chosen image and uploads the file as multipart form data for its setting', async () => {
    let uploaded = false;
    const { callsTo } = renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': () =>
        json(200, uploaded ? [setting('header-logo', '/uploads/new.png')] : []),
      'POST /api/admin/upload-image': () => {
        uploaded = true;
        return json(201, {
          message: 'Image uploaded',
          url: '/uploads/new.png',
          setting: setting('header-logo', '/uploads/new.png'),
        });
      },
    });
    await openUpload('Header Logo');
    choose(pngFile());
    const preview = await screen.findByAltText('Header Logo preview');
    expect(preview.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Image uploaded')).toBeTruthy();
    const { contentType, form } = await formOf(callsTo('POST /api/admin/upload-image'));
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect([...form.keys()].sort()).toEqual(['file', 'settingKey']);
    expect(form.get('settingKey')).toBe('header-logo');
    // The file itself, as a file part: no data URL, no declared type in a field of its own.
    const file = form.get('file');
    expect(typeof file).not.toBe('string');
    expect((file as File).type).toBe('image/png');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The settings are read again, so the header (and this card) show the new logo.
    const current = await screen.findByAltText('Current header logo');
    expect(current.getAttribute('src')).toBe('/uploads/new.png');
  });

  it('shows "Upload failed" with the server message or the fallback', async () => {
    let attempt = 0;
    renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(),
      'POST /api/admin/upload-image': () =>
        ++attempt === 1
          ? apiError(400, 'Invalid file type: Please select an image file (JPEG, PNG, GIF, etc.)')
          : new Response('', { status: 500 }),
    });
    await openUpload('Header Logo');
    choose(pngFile());
    await screen.findByAltText('Header Logo preview');
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(
      await screen.findByText(
        'Invalid file type: Please select an image file (JPEG, PNG, GIF, etc.)',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('resets a logo to the default with "text-logo"', async () => {
    const { callsTo } = renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(setting('footer-logo', '/uploads/f.png')),
      'PUT /api/admin/site-settings/footer-logo': () =>
        json(200, setting('footer-logo', 'text-logo')),
    });
    await screen.findByAltText('Current footer logo');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Footer Logo to default' }));
    expect(await screen.findByText('Logo reset')).toBeTruthy();
    expect(bodyOf(callsTo('PUT /api/admin/site-settings/footer-logo'))).toEqual({
      value: 'text-logo',
    });
  });

  it('shows "Reset failed" with "Failed to reset logo" when the reset fails', async () => {
    renderAdminComponent(LogoManagementTab, {
      'GET /api/site-settings': settings(setting('header-logo', '/uploads/h.png')),
      'PUT /api/admin/site-settings/header-logo': () => new Response('', { status: 500 }),
    });
    await screen.findByAltText('Current header logo');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Header Logo to default' }));
    expect(await screen.findByText('Reset failed')).toBeTruthy();
    expect(await screen.findByText('Failed to reset logo')).toBeTruthy();
  });
});
