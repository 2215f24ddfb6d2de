import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page before the site name, or shows the site name alone', () => {
    expect(pageTitle('Your Matches', 'Mithaq')).toBe('Your Matches — Mithaq');
    expect(pageTitle(undefined, 'Nikah Hub')).toBe('Nikah Hub');
  });
});

describe('routeTitle', () => {
  const routes = [
    {
      handle: { title: 'Outer' },
      children: [
        { path: '/', handle: {} },
        { path: '/matches', handle: { title: 'Your Matches' } },
        { path: '*', handle: { title: 'Page Not Found' } },
      ],
    },
  ];

  it("takes the deepest matching route's title, falling back to an outer one", () => {
    expect(routeTitle(routes, '/matches')).toBe('Your Matches');
    expect(routeTitle(routes, '/')).toBe('Outer');
    expect(routeTitle(routes, '/no/such/page')).toBe('Page Not Found');
  });

  it('has no title where no route matches', () => {
    expect(routeTitle([{ path: '/matches', handle: { title: 'Your Matches' } }], '/')).toBe(
      undefined,
    );
  });
});
