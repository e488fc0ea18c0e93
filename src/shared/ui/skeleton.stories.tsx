import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'shared/ui/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // decorative: hidden from the accessibility tree
    await expect(canvasElement.querySelector('[data-slot=skeleton]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A patient list while it loads: rows shaped like the real ones, and one spoken status. */
export const ListLoading: Story = {
  render: () => (
    <section aria-labelledby="patients-heading" aria-busy="true" className="flex max-w-lg flex-col gap-3">
      <h2 id="patients-heading" className="text-lg font-semibold">
        Today&apos;s patients
      </h2>
      <Spinner label="Loading today's patients" />
      <ul className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Loading today's patients");
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="h-10 w-32" />
      <Skeleton className="h-24 w-48" />
    </div>
  ),
};
