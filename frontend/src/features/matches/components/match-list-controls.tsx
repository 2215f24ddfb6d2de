import type { MatchSort } from '@mithaq/contracts';
import { Pagination, Select, Slider } from 'antd';
import { sortOptions } from '../lib/compatibility';

/*
 * The All Matches tab's controls: the filter, the sort and the pages. They load just after the
 * cards (antd's Select, Slider and Pagination are a sixth of the page's JavaScript), in a slot of
 * their own size, so nothing moves when they arrive.
 */

export const MinCompatibilitySlider = ({
  range,
  value,
  onChange,
  onChangeComplete,
  labelledBy,
}: {
  range: { min: number; max: number; step: number };
  value: number;
  onChange: (value: number) => void;
  onChangeComplete: (value: number) => void;
  labelledBy: string;
}) => (
  <Slider
    min={range.min}
    max={range.max}
    step={range.step}
    value={value}
    onChange={onChange}
    onChangeComplete={onChangeComplete}
    ariaLabelledByForHandle={labelledBy}
    tooltip={{ formatter: (shown) => `${shown ?? 0}%` }}
  />
);

export const SortSelect = ({
  value,
  onChange,
}: {
  value: MatchSort;
  onChange: (value: MatchSort) => void;
}) => (
  <Select<MatchSort>
    aria-label="Sort matches"
    value={value}
    options={sortOptions}
    onChange={onChange}
    style={{ width: '100%' }}
  />
);

export const MatchPagination = ({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) => (
  <Pagination
    current={page}
    pageSize={pageSize}
    total={total}
    showSizeChanger={false}
    onChange={onChange}
  />
);
