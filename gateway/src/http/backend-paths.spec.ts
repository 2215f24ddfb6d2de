import { isBackendPath } from '../spa/spa';
import { isUploadRequest } from './request-pipeline';

describe('paths derived from the route declarations', () => {
  it('takes a larger body only on the image upload routes', () => {
    expect(isUploadRequest('POST', '/api/admin/site-images')).toBe(true);
    expect(isUploadRequest('POST', '/api/admin/upload-image')).toBe(true);
    expect(isUploadRequest('DELETE', '/api/admin/site-images/abc')).toBe(false);
    expect(isUploadRequest('GET', '/api/admin/site-images')).toBe(false);
    expect(isUploadRequest('POST', '/api/contact')).toBe(false);
    expect(isUploadRequest('POST', '/api/admin/site-settings')).toBe(false);
  });

  it('leaves the API, uploads, health and metrics to the gateway and the rest to the SPA', () => {
    const backend = ['/api', '/api/user', '/api/nothing/here', '/health', '/metrics'];
    expect(backend.concat('/uploads/0a1b.png').filter((path) => !isBackendPath(path))).toEqual([]);
    const spa = ['/', '/auth', '/dashboard/matches', '/apis', '/healthy', '/admin/users'];
    expect(spa.filter(isBackendPath)).toEqual([]);
  });
});
