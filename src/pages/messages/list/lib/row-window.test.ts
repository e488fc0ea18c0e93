import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('rowWindow', () => {
  it('renders the rows in view and the overscan on each side, never outside the list', () => {
    expect(rowWindow({ top: 0, rows: 12, count: 200, overscan: 6 })).toEqual({ first: 0, last: 18 });
    expect(rowWindow({ top: 50, rows: 12, count: 200, overscan: 6 })).toEqual({ first: 44, last: 68 });
    expect(rowWindow({ top: 195, rows: 12, count: 200, overscan: 6 })).toEqual({ first: 189, last: 199 });
  });

  it('a short list renders every row; an empty one none', () => {
    expect(rowWindow({ top: 0, rows: 12, count: 5, overscan: 6 })).toEqual({ first: 0, last: 4 });
    expect(rowWindow({ top: 0, rows: 12, count: 0, overscan: 6 })).toEqual({ first: 0, last: -1 });
  });

  it('a list that shrank below the scrolled position still renders its last rows', () => {
    expect(rowWindow({ top: 150, rows: 12, count: 20, overscan: 6 })).toEqual({ first: 19, last: 19 });
  });
});
