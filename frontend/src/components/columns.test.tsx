import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Columns } from './columns';

const WIDTH = window.innerWidth;

/** The columns drawn at a window `width` px wide (test-setup answers width queries from it). */
const tracksAt = (width: number, columns: Parameters<typeof Columns>[0]): string[] => {
  window.innerWidth = width;
  let renders = 0;
  const Counted = () => {
    renders += 1;
    return <span>cell</span>;
  };
  const { container, unmount } = render(
    <ConfigProvider>
      <Columns {...columns}>
        <Counted />
      </Columns>
    </ConfigProvider>,
  );
  const grid = container.firstElementChild as HTMLElement;
  const tracks = grid.style.gridTemplateColumns;
  unmount();
  // Drawn once: the width is known on the first render, not learnt after it.
  expect(renders).toBe(1);
  return tracks.split(/ (?=minmax)/);
};

describe('Columns', () => {
  afterEach(() => {
    window.innerWidth = WIDTH;
  });

  it("lays its children out by antd's breakpoints, each falling back to the one below", () => {
    const spans = { base: 1, md: 2, xl: 3, gap: 16, children: null };
    expect(tracksAt(400, spans)).toEqual(['minmax(0, 1fr)']);
    expect(tracksAt(768, spans)).toHaveLength(2);
    // lg is not given: from 992 px the md columns stay until xl.
    expect(tracksAt(1000, spans)).toHaveLength(2);
    expect(tracksAt(1200, spans)).toHaveLength(3);
  });

  it('gives columns shares of the width where asked', () => {
    const body = { base: 1, lg: [2, 1], gap: 24, children: null };
    expect(tracksAt(900, body)).toEqual(['minmax(0, 1fr)']);
    expect(tracksAt(992, body)).toEqual(['minmax(0, 2fr)', 'minmax(0, 1fr)']);
  });

  it('spaces rows and columns alike and keeps each child at its own height', () => {
    window.innerWidth = 800;
    const { container } = render(
      <ConfigProvider>
        <Columns base={2} md={4} gap={16}>
          <span>a</span>
          <span>b</span>
        </Columns>
      </ConfigProvider>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.display).toBe('grid');
    expect(grid.style.gap).toBe('16px');
    expect(grid.style.alignItems).toBe('start');
    expect(grid.children).toHaveLength(2);
  });
});
