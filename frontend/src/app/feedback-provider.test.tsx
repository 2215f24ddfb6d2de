import { fireEvent, render, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { useToast } from '../lib/toast';
import { FeedbackProvider } from './feedback-provider';

const Raiser = () => {
  const toast = useToast();
  const { modal } = App.useApp();
  return (
    <>
      <Button onClick={() => toast.success('Saved', 'All done')}>Toast</Button>
      <Button onClick={() => void modal.confirm({ title: 'Delete this?', okText: 'Delete' })}>
        Confirm
      </Button>
    </>
  );
};

const renderProvider = () =>
  render(
    <FeedbackProvider message={{ maxCount: 1 }} notification={{ maxCount: 1, duration: 5 }}>
      <Raiser />
    </FeedbackProvider>,
  );

describe('FeedbackProvider', () => {
  it('shows a toast raised before its code has loaded, once it has', async () => {
    renderProvider();
    // The very first render: the notification code is still on its way.
    fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('All done')).toBeTruthy();
  });

  it("gives App.useApp() callers antd's confirmation dialog", async () => {
    renderProvider();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Delete this?').length).toBeGreaterThan(0);
  });

  it("wraps the app in antd's App root, which sets the text colour and font", () => {
    const { container } = renderProvider();
    const root = container.querySelector('.ant-app') as HTMLElement;
    expect(root.style.fontFamily).not.toBe('');
    expect(root.style.color).not.toBe('');
  });
});
