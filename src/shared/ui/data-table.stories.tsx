import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { DataTable, tableClasses, type ColumnDef } from './data-table';

type Person = { id: string; name: string; email: string; groups: number };

/** `count` staff members with predictable names (Person 0001 …) and emails. */
function people(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return { id: n, name: `Person ${n}`, email: `person.${n}@riverside.nhs.uk`, groups: (i * 7) % 5 };
  });
}

const columns: ColumnDef<Person, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'email', accessorKey: 'email', header: 'Email' },
  { id: 'groups', accessorKey: 'groups', header: 'Groups', enableGlobalFilter: false },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: () => <button type="button">Edit</button> },
];

function Table({ rows }: { rows: Person[] }) {
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      caption="Staff"
      urlKey="staff"
      filterLabel="Filter staff"
      pageSize={10}
      emptyMessage="No staff members yet."
    />
  );
}

const meta = {
  title: 'shared/ui/DataTable',
  component: Table,
  args: { rows: people(24) },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sort by a column (its header is a button; the header cell says how it is sorted), filter, and page. */
export const Filled: Story = {
  decorators: [withProviders('/console/staff')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Staff' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Person 0024');
    // actions are not sortable: no button in their header
    await expect(within(canvas.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Filter staff'), '0003');
    await expect(canvas.getByText('Showing 1 of 24')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** Nothing to list. */
export const Empty: Story = {
  decorators: [withProviders('/console/staff')],
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff members yet.')).toBeInTheDocument();
  },
};

/** A filter matching nothing says so, in place of the rows. */
export const NoMatch: Story = {
  decorators: [withProviders('/console/staff?staffQ=nobody')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Filter staff')).toHaveValue('nobody');
    await expect(canvas.getByText('Showing 0 of 24')).toBeInTheDocument();
  },
};

/** 2,000 rows: one page of them in the DOM; the sort and page come from the URL (a reload keeps them). */
export const TwoThousand: Story = {
  args: { rows: people(2000) },
  decorators: [withProviders('/console/staff?staffSort=-name&staffPage=2')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Staff' })).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(rows[1]).toHaveTextContent('Person 1990');
    await expect(canvas.getByText('Page 2 of 200')).toBeInTheDocument();
  },
};

/**
 * The one table style: a hand-written table (row headers, inputs in cells, a chart's data) takes its classes from
 * `tableClasses`, as DataTable does, so the frame, header, cell padding, row rules and font size match.
 */
export const SharedStyle: Story = {
  decorators: [withProviders('/console/staff')],
  args: { rows: people(3) },
  render: (args) => (
    <div className="space-y-6">
      <Table {...args} />
      <div className={tableClasses.frame}>
        <table className={tableClasses.table}>
          <caption className={tableClasses.caption}>Opening hours</caption>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.headerCell}>
                Day
              </th>
              <th scope="col" className={tableClasses.headerCell}>
                Start
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className={tableClasses.row}>
              <th scope="row" className={tableClasses.rowHeader}>
                Monday
              </th>
              <td className={tableClasses.cell}>08:00</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const staff = canvas.getByRole('table', { name: 'Staff' });
    const hours = canvas.getByRole('table', { name: 'Opening hours' });
    await expect(hours.className).toBe(staff.className);
    await expect(hours.parentElement?.className).toBe(staff.parentElement?.className);
    await expect(hours.querySelector('caption')?.className).toBe(staff.querySelector('caption')?.className);
    await expect(hours.querySelector('thead')?.className).toBe(staff.querySelector('thead')?.className);
    // a sortable header holds a button, an unsortable one its text: the header cell itself is styled the same
    await expect(within(hours).getByRole('columnheader', { name: 'Day' }).className).toBe(
      within(staff).getByRole('columnheader', { name: 'Name' }).className,
    );
    const staffRow = within(staff).getAllByRole('row')[1];
    const hoursRow = within(hours).getAllByRole('row')[1];
    await expect(hoursRow?.className).toBe(staffRow?.className);
    await expect(within(hours).getByRole('cell', { name: '08:00' }).className).toBe(
      within(staff).getByRole('cell', { name: 'Person 0001' }).className,
    );
    // the row header keeps its header association, in the body's padding and weight
    await expect(within(hours).getByRole('rowheader', { name: 'Monday' })).toHaveClass('px-3', 'py-2', 'font-normal');
  },
};
