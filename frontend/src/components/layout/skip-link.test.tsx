import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('shows itself on focus and moves the focus to the main content', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/somewhere">A link</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Content
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.style.left).toBe('-10000px');
    fireEvent.focus(link);
    expect(link.style.left).not.toBe('-10000px');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
