import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestPageFixture } from '@/shared/mocks/fixtures/requests';
import type * as RequestEntity from '@/entities/request';
import type { RequestListItem } from '@/entities/request';
import { DEFAULT_COLUMNS } from '../model/columns';
import { RequestTable } from './request-table';

// each row draws its priority once through priorityLabel: counting its calls counts the rows React rendered
const rendered = vi.hoisted(() => ({ rows: 0 }));
vi.mock('@/entities/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestEntity>();
  return {
    ...original,
    priorityLabel: (...args: Parameters<typeof original.priorityLabel>) => {
      rendered.rows += 1;
      return original.priorityLabel(...args);
    },
  };
});

const items: RequestListItem[] = requestPageFixture(200)._embedded.messages;
const NOW = new Date('2026-03-02T10:00:00Z');

function Table({ selectedId, columns = DEFAULT_COLUMNS }: { selectedId?: number; columns?: readonly string[] }) {
  return (
    <RequestTable
      items={items}
      columns={[...columns] as typeof DEFAULT_COLUMNS}
      order="date_desc"
      selectedId={selectedId}
      // a new function on every render, as the inbox page passes it
      hrefFor={(item) => `/full/messages/list/0/${item.id}`}
      onSort={() => undefined}
      now={NOW}
    />
  );
}

function renderTable(selectedId?: number) {
  let setSelected: (id: number | undefined) => void = () => undefined;
  let setColumns: (columns: readonly string[]) => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '*',
      Component: function Harness() {
        const [selected, select] = useStateProxy(selectedId);
        const [columns, choose] = useStateProxy<readonly string[]>(DEFAULT_COLUMNS);
        setSelected = select;
        setColumns = choose;
        return <Table selectedId={selected} columns={columns} />;
      },
    },
  ]);
  render(<RouterProvider router={router} />);
  return { select: (id?: number) => setSelected(id), choose: (columns: readonly string[]) => setColumns(columns) };
}

// a tiny useState wrapper that lets the test set state from outside React, inside act()
function useStateProxy<T>(initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  return [value, (next: T) => act(() => setValue(() => next))];
}

describe('RequestTable: choosing a request', () => {
  beforeEach(() => {
    rendered.rows = 0;
  });

  it('renders again only the row that was selected and the one that now is, not every visible row', async () => {
    const table = renderTable(items[0]!.id);
    const visible = (await screen.findAllByTestId('request-row')).length;
    expect(visible).toBeGreaterThan(10);
    expect(rendered.rows).toBe(visible);

    rendered.rows = 0;
    table.select(items[3]!.id);
    expect(screen.getAllByTestId('request-row').filter((row) => row.getAttribute('aria-selected'))).toHaveLength(1);
    expect(document.querySelector('[aria-selected="true"]')).toHaveAttribute('data-request-id', String(items[3]!.id));
    expect(rendered.rows).toBe(2);

    // the same columns in a new array (as the page builds them) are no change either
    rendered.rows = 0;
    table.choose([...DEFAULT_COLUMNS]);
    expect(rendered.rows).toBe(0);
  });

  it('renders every visible row again when the columns change', async () => {
    const table = renderTable();
    const visible = (await screen.findAllByTestId('request-row')).length;
    rendered.rows = 0;
    table.choose(DEFAULT_COLUMNS.filter((id) => id !== 'type'));
    expect(rendered.rows).toBe(visible);
  });
});
