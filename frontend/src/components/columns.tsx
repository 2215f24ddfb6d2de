import type { ReactNode } from 'react';
import { useMediaQuery } from '../lib/media-query';
import { useThemeToken } from '../lib/theme-token';

interface ColumnsProps {
  /** How many equal columns below the first breakpoint given. */
  base: number;
  /** From antd's md breakpoint (768 px) up, as many columns, or `lg`'s widths as shares. */
  md?: number;
  lg?: number | readonly number[];
  xl?: number;
  /** The space between columns and between rows, in px. */
  gap: number;
  children: ReactNode;
}

const tracks = (columns: number | readonly number[]): string =>
  (typeof columns === 'number' ? Array<number>(columns).fill(1) : columns)
    .map((share) => `minmax(0, ${share}fr)`)
    .join(' ');

/**
 * Its children side by side in columns that depend on the screen's width, at antd's breakpoints:
 * what a Row of Cols with spans per breakpoint lays out. antd's Row learns the screen's width
 * only after its first render and then draws itself and its columns again at once; this reads it
 * while rendering, so a page opens with its columns drawn once.
 */
export const Columns = ({ base, md, lg, xl, gap, children }: ColumnsProps) => {
  const { token } = useThemeToken();
  const atMd = useMediaQuery(`(min-width: ${token.screenMD}px)`);
  const atLg = useMediaQuery(`(min-width: ${token.screenLG}px)`);
  const atXl = useMediaQuery(`(min-width: ${token.screenXL}px)`);
  const columns =
    (atXl ? xl : undefined) ?? (atLg ? lg : undefined) ?? (atMd ? md : undefined) ?? base;
  return (
    // Each child keeps its own height, as in a Col; one given height 100% fills its row.
    <div
      style={{ display: 'grid', gridTemplateColumns: tracks(columns), alignItems: 'start', gap }}
    >
      {children}
    </div>
  );
};
