import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WrappingTabs } from './wrapping-tabs';

const Harness = () => {
  const [active, setActive] = useState('a');
  return (
    <WrappingTabs
      label="Sections"
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'a', label: 'Alpha', children: <p>alpha panel</p> },
        { key: 'b', label: 'Beta', children: <p>beta panel</p> },
        { key: 'c', label: 'Gamma', children: <p>gamma panel</p> },
      ]}
    />
  );
};

describe('WrappingTabs', () => {
  it('holds only tabs in its tab list and mounts the open panel only', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect([...list.children].every((child) => child.getAttribute('role') === 'tab')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('alpha panel');
    expect(screen.queryByText('beta panel')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('beta panel');
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gamma' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('alpha panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('gamma panel');
  });
});
