import type { ComponentType } from 'react';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';

export const csrfToken: Handler = () => json(200, { csrfToken: 'csrf-abc' });

/** The gateway's JSON error reply. */
export const apiError = (status: number, message: string): Response =>
  json(status, { statusCode: status, message, code: 'ERROR' });

/** Renders one admin tab (or any admin component) with fetch stubbed by `handlers`. */
export const renderAdminComponent = (
  Component: ComponentType,
  handlers: Record<string, Handler>,
) => {
  const fetch = mockFetch({ 'GET /api/csrf-token': csrfToken, ...handlers });
  const view = renderWithProviders([{ path: '/admin', element: <Component /> }], '/admin');
  return { ...fetch, ...view };
};

/** The parsed JSON body of the only call to `key`. */
export const bodyOf = (calls: { body: string }[]): unknown => {
  if (calls.length !== 1) {
    throw new Error(`expected one call, got ${calls.length}`);
  }
  return JSON.parse(calls[0]?.body ?? '') as unknown;
};

/** The only call to `key`, read as the multipart form a browser would send (never JSON). */
export const formOf = async (
  calls: { body: string; headers: Headers }[],
): Promise<{ contentType: string; form: FormData }> => {
  if (calls.length !== 1) {
    throw new Error(`expected one call, got ${calls.length}`);
  }
  const contentType = calls[0]?.headers.get('content-type') ?? '';
  const form = await new Response(calls[0]?.body, {
    headers: { 'content-type': contentType },
  }).formData();
  return { contentType, form };
};
