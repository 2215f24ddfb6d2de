import { renderHook, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from './api-error';
import { notificationConfig } from './toast';
import { useMutationAction, type ActionOutcome } from './use-mutation-action';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AntApp notification={notificationConfig}>{children}</AntApp>
);

const failure = (error: ApiError) => Promise.resolve({ error });
const refused: ApiError = {
  status: 400,
  text: 'Validation failed',
  message: '400: Validation failed',
  fields: { email: 'Please enter a valid email' },
};

const run = () => renderHook(() => useMutationAction(), { wrapper }).result.current;

describe('useMutationAction', () => {
  it('resolves to the reply and toasts success, worded from the reply', async () => {
    const outcome = await run()(Promise.resolve({ data: { name: 'Bronze' } }), {
      success: { title: 'Saved', description: (plan) => `${plan.name} is saved` },
      failure: { title: 'Save failed', description: 'Failed to save' },
    });
    expect(outcome).toEqual({ ok: true, data: { name: 'Bronze' } });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Bronze is saved')).toBeTruthy();
  });

  it('toasts nothing on success when no success message is given', async () => {
    const outcome = await run()(Promise.resolve({ data: 1 }), {
      failure: { title: 'Save failed', description: 'Failed to save' },
    });
    expect(outcome.ok).toBe(true);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it("shows the server's message on failure and hands its field messages to the form", async () => {
    const outcome: ActionOutcome<unknown> = await run()(failure(refused), {
      failure: { title: 'Save failed', description: 'Failed to save' },
    });
    expect(outcome).toEqual({ ok: false, error: refused });
    expect(await screen.findByText('Save failed')).toBeTruthy();
    expect(await screen.findByText('Validation failed')).toBeTruthy();
  });

  it('falls back to the given text when the reply has none, or words the failure itself', async () => {
    const silent: ApiError = { status: 500, text: ' ', message: '500: ' };
    await run()(failure(silent), {
      failure: { title: 'Save failed', description: 'Failed to save' },
    });
    expect(await screen.findByText('Failed to save')).toBeTruthy();
    await run()(failure(silent), {
      failure: { title: 'Oops', description: (error) => `Status ${error.status}` },
    });
    expect(await screen.findByText('Status 500')).toBeTruthy();
  });
});
