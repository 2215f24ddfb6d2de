import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingBanner } from '../features/home/components/landing-banner';
import { LandingHero } from '../features/home/components/landing-hero';
import { json, mockFetch } from '../testing/fetch-mock';
import { renderWithProviders } from '../testing/render-app';
import { firstScreenHtml } from './first-screen';

/** The landing document's first screen, parsed apart from the page under test. */
const firstScreen = (): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = firstScreenHtml();
  return holder;
};

const words = (element: Element | null): string => (element?.textContent ?? '').trim();

describe("the landing document's first screen", () => {
  const renderTop = async () => {
    mockFetch({
      'GET /api/user': () => json(401, { statusCode: 401, message: 'Not signed in' }),
      'GET /api/site-images': () => json(200, []),
    });
    renderWithProviders(
      [
        {
          path: '/',
          element: (
            <>
              <LandingBanner />
              <LandingHero />
            </>
          ),
        },
      ],
      '/',
    );
    return screen.findByRole('heading', { level: 1 });
  };

  it('says what the landing page says, word for word', async () => {
    const heading = await renderTop();
    const drawn = firstScreen();
    expect(words(drawn.querySelector('h1'))).toBe(words(heading));
    expect(words(drawn.querySelector('h1 + div'))).toBe(words(heading.nextElementSibling));
    const announcement = screen.getByRole('region', { name: 'Announcements' });
    expect(words(within(drawn).getByRole('region', { name: 'Announcements' }))).toBe(
      words(announcement),
    );
    const buttons = within(drawn)
      .getAllByRole('link')
      .filter((link) => link.className.includes('button'))
      .map(words);
    expect(buttons).toEqual(['Begin Your Journey', 'How It Works']);
    expect(screen.getByRole('button', { name: 'Begin Your Journey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How It Works' })).toBeTruthy();
  });

  it('links where the announcement links', async () => {
    await renderTop();
    const hrefs = (root: HTMLElement) =>
      within(within(root).getByRole('region', { name: 'Announcements' }))
        .getAllByRole('link')
        .map((link) => [words(link), link.getAttribute('href')]);
    expect(hrefs(firstScreen())).toEqual(hrefs(document.body));
  });
});
