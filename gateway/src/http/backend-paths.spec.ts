import { isBackendPath } from '../spa/spa';
import { isMultipartRequest } from './request-pipeline';

describe('paths derived from the route declarations', () => {
  it('streams the file uploads (documents, site images, logos) past the JSON parser', () => {
    expect(isMultipartRequest('POST', '/api/admin/site-images')).toBe(true);
    expect(isMultipartRequest('POST', '/api/admin/upload-image')).toBe(true);
    expect(isMultipartRequest('POST', '/api/documents/face_photo')).toBe(true);
    expect(isMultipartRequest('DELETE', '/api/admin/site-images/abc')).toBe(false);
    expect(isMultipartRequest('GET', '/api/admin/site-images')).toBe(false);
    expect(isMultipartRequest('POST', '/api/contact')).toBe(false);
    expect(isMultipartRequest('POST', '/api/admin/site-settings')).toBe(false);
  });

  it('leaves the API, uploads, health and metrics to the gateway and the rest to the SPA', () => {
    const backend = ['/api', '/api/user', '/api/nothing/here', '/health', '/metrics'];
    expect(backend.concat('/uploads/0a1b.png').filter((path) => !isBackendPath(path))).toEqual([]);
    const spa = ['/', '/auth', '/dashboard/matches', '/apis', '/healthy', '/admin/users'];
    expect(spa.filter(isBackendPath)).toEqual([]);
  });
});
