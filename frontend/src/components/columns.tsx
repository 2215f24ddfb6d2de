import type { ReactNode } from 'react';
import { useScreenAtLeast } from '../lib/media-query';

interface ColumnsProps {
  /** How many equal columns below the first breakpoint given. */
  base: number;
  /**
   * From antd's md, lg or xl breakpoint up (768, 992, 1200 px), as many equal columns, or (lg)
   * the columns' shares of the width; a breakpoint not given keeps the one below it.
   */
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
  const atMd = useScreenAtLeast('md');
  const atLg = useScreenAtLeast('lg');
  const atXl = useScreenAtLeast('xl');
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
