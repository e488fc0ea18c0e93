import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { DefaultAttachStaffPanel } from './default-attach-staff-panel';

const STAFF = [
  {
    forename: 'Priya',
    surname: 'Shah',
    clinicalStaffId: 'EMIS-STF-1',
    clinicalStaffGuid: 'G-1',
    appointmentStaffId: null,
    canAttach: true,
  },
  {
    forename: 'James',
    surname: 'Whitmore',
    clinicalStaffId: 'EMIS-STF-2',
    clinicalStaffGuid: 'G-2',
    appointmentStaffId: null,
    canAttach: true,
  },
];
type Saved = { id: string; staffId: string; staffGuid: string; name: string; clinicalSystem: string } | null;

function handlers(initial: Saved, options: { failSave?: string } = {}) {
  let saved = initial;
  return [
    http.get('*/api/clinical-staff/wcms_id/:wcmsId', () =>
      HttpResponse.json({ _embedded: { clinical_staff: STAFF }, default_attach_staff: null }),
    ),
    graphql.query('ConsoleDefaultAttachStaff', () => HttpResponse.json({ data: { defaultAttachStaff: saved } })),
    graphql.mutation('ConsoleUpdateDefaultAttachStaff', ({ variables }) => {
      if (options.failSave) return HttpResponse.json({ errors: [{ message: options.failSave }] });
      const input = variables.input as { staffId: string; staffGuid: string; name: string; clinicalSystem: string };
      saved = { id: '1', ...input };
      return HttpResponse.json({ data: { updateDefaultAttachStaff: saved } });
    }),
  ];
}

const meta = {
  title: 'pages/console/integration/clinical-integration/DefaultAttachStaffPanel',
  component: DefaultAttachStaffPanel,
  decorators: [withProviders('/full/management-console/clinical-integration', { dataRouter: true })],
  args: { wcmsId: '1001', clinicalSystem: 'emisweb' },
} satisfies Meta<typeof DefaultAttachStaffPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleDefaultAttachStaff', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
      http.get('*/api/clinical-staff/wcms_id/:wcmsId', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** None chosen yet: the spec's 'No default staff found', and Save without a choice says what is missing. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(null));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No default staff found')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Attach records under' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    // the first matching handler answers: the failing query comes before the others
    msw.use(
      graphql.query('ConsoleDefaultAttachStaff', () =>
        HttpResponse.json({ errors: [{ message: 'Default attach staff could not be loaded' }] }),
      ),
      ...handlers(null),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Default attach staff could not be loaded',
    );
  },
};

/** Filled: the current default is named; choosing another and saving names them instead. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...handlers({ id: '1', staffId: 'EMIS-STF-1', staffGuid: 'G-1', name: 'Priya Shah', clinicalSystem: 'emisweb' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Records are attached under Priya Shah.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Attach records under' }));
    await userEvent.click(await body.findByRole('option', { name: 'James Whitmore' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set default attach staff' }));
    await expect(await canvas.findByText('Records are attached under James Whitmore.')).toBeInTheDocument();
  },
};

/** A failed save keeps the choice and says why. */
export const SaveFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(null, { failSave: 'Enter the staff GUID' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Attach records under' }));
    await userEvent.click(await body.findByRole('option', { name: 'James Whitmore' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Set default attach staff' }));
    await expect(await canvas.findByText(/Default attach staff not saved: Enter the staff GUID/)).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Attach records under' })).toHaveTextContent('James Whitmore'),
    );
  },
};
