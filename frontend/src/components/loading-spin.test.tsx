import { render, screen } from '@testing-library/react';
import { Spin } from 'antd';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingSpin } from './loading-spin';

const ariaViolationsOf = async (node: ReactElement): Promise<string[]> => {
  const { container } = render(node);
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => violation.id);
};

describe('LoadingSpin', () => {
  it('is a status named by its label', () => {
    render(<LoadingSpin label="Loading services" size="large" />);
    const status = screen.getByRole('status', { name: 'Loading services' });
    expect(status.querySelector('.ant-spin-lg')).not.toBeNull();
    expect(status.classList.contains('ant-flex-justify-center')).toBe(false);
  });

  it('sits in the middle of its line when centered', () => {
    render(<LoadingSpin label="Loading matches" centered />);
    const status = screen.getByRole('status', { name: 'Loading matches' });
    expect(status.classList.contains('ant-flex-justify-center')).toBe(true);
  });

  it('passes axe, where a Spin given only a label does not', async () => {
    expect(await ariaViolationsOf(<LoadingSpin label="Loading services" />)).toEqual([]);
    // The pattern the lint rule forbids, kept here to show why it does.
    // eslint-disable-next-line no-restricted-syntax
    expect(await ariaViolationsOf(<Spin aria-label="Loading services" />)).toContain(
      'aria-prohibited-attr',
    );
  });
});
