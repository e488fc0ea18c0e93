import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '@/shared/i18n';
import { withProviders } from '@/shared/mocks';
import type { ColumnDef } from '@/shared/ui';
import type { WaitingArea } from '../api/arrivals';
import { EntitySection } from './entity-section';
import { WaitingAreaFormView } from './waiting-area-form';

const AREAS: WaitingArea[] = [
  { id: '1', name: 'Upstairs', instructions: 'Take the lift to floor 1.' },
  { id: '2', name: 'Room 4 corridor', instructions: 'Turn left after reception.' },
];

const columns: ColumnDef<WaitingArea, unknown>[] = [
  { id: 'name', accessorKey: 'name', header: t('console.arrivals.areas.name') },
  { id: 'instructions', accessorKey: 'instructions', header: t('console.arrivals.areas.instructions') },
];

/** The section as the arrivals page uses it for waiting areas: the list, and the form that adds or changes one. */
function WaitingAreasSection({
  rows,
  onRemove,
  save,
}: {
  rows: WaitingArea[];
  onRemove: (area: WaitingArea) => Promise<unknown>;
  save: (values: { name: string }) => Promise<{ name: string }>;
}) {
  return (
    <EntitySection<WaitingArea>
      id="areas"
      heading={t('console.arrivals.areas.heading')}
      caption={t('console.arrivals.areas.caption')}
      empty={t('console.arrivals.areas.empty')}
      addHeading={t('console.arrivals.areas.add')}
      rows={rows}
      columns={columns}
      nameOf={(area) => area.name}
      onRemove={onRemove}
      renderForm={(editing, done) => (
        <WaitingAreaFormView key={editing?.id ?? 'new'} editing={editing} done={done} save={save} />
      )}
    />
  );
}

const meta = {
  title: 'pages/console/arrivals/EntitySection',
  component: WaitingAreasSection,
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
  args: {
    rows: AREAS,
    onRemove: fn(() => Promise.resolve()),
    save: fn((values: { name: string }) => Promise.resolve({ name: values.name })),
  },
} satisfies Meta<typeof WaitingAreasSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing added yet: the list says so, and the form below adds the first one. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No waiting areas yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Add a waiting area', level: 3 })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('');
  },
};

/** Each row names what its buttons change or remove; Change fills the form with that row, Cancel goes back to adding. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Room 4 corridor' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Upstairs' }));
    await expect(canvas.getByRole('heading', { name: 'Change Upstairs', level: 3 })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('Upstairs');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Add a waiting area', level: 3 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Room 4 corridor' }));
    await expect(args.onRemove).toHaveBeenCalledWith(AREAS[1]);
  },
};

/** Saving: the form's button waits while the server answers, and what was typed stays. */
export const Loading: Story = {
  args: { save: fn((_values: { name: string }) => new Promise<{ name: string }>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Waiting area name'), 'Car park');
    await userEvent.type(canvas.getByLabelText('Instructions for patients'), 'Wait in your car.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a waiting area' }));
    await expect(canvas.getByRole('button', { name: 'Add a waiting area' })).toBeDisabled();
    await expect(canvas.getByLabelText('Waiting area name')).toHaveValue('Car park');
  },
};

/** A refused removal says why below the list, and the row stays. */
export const Error: Story = {
  args: {
    onRemove: fn(() =>
      Promise.reject(new globalThis.Error('Upstairs is used by a touchscreen. Remove it there first.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Upstairs' }));
    await expect(
      await canvas.findByText('Upstairs is used by a touchscreen. Remove it there first.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Upstairs' })).toBeInTheDocument();
  },
};
