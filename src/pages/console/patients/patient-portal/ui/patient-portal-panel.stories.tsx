import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { PortalSettingsQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { PatientPortalPanel } from './patient-portal-panel';

type Settings = PortalSettingsQuery['portalSettings'];

const SETTINGS: Settings = {
  wcmsId: '1001',
  categories: [
    {
      id: '1',
      title: 'Medicines',
      services: [
        {
          id: '11',
          type: 'service',
          title: 'Repeat prescriptions',
          subtext: 'Order your usual medicines',
          link: 'https://riverside.example.nhs.uk/repeats',
          loggedInOnly: false,
          infoText: 'Allow two working days.',
        },
        {
          id: '12',
          type: 'questionnaire',
          title: 'Medicine review',
          subtext: '',
          link: null,
          loggedInOnly: true,
          infoText: 'A short questionnaire.',
        },
      ],
    },
    { id: '2', title: 'Appointments', services: [] },
  ],
  pharmacyConditions: ['uti'],
};

const listing = (settings: Settings) =>
  graphql.query('PortalSettings', () => HttpResponse.json({ data: { portalSettings: settings } }));

const meta = {
  title: 'pages/console/patients/patient-portal/PatientPortalPanel',
  component: PatientPortalPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/patient-portal')],
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
} satisfies Meta<typeof PatientPortalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('PortalSettings', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing({ wcmsId: '1001', categories: [], pharmacyConditions: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No categories yet. Add one to start the portal.')).toBeInTheDocument();
    // spec §5 wording, before anything is sent
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(await canvas.findByText('Enter category')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save pharmacy conditions' }));
    await expect(await canvas.findByText('Choose at least one pharmacy condition.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('PortalSettings', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Categories and services in order; moving one by keyboard; adding a service checks the link's protocol. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let current = SETTINGS;
    msw.use(
      graphql.query('PortalSettings', () => HttpResponse.json({ data: { portalSettings: current } })),
      graphql.mutation('MovePortalCategory', () => {
        current = { ...current, categories: [...current.categories].reverse() };
        return HttpResponse.json({ data: { movePortalCategory: current } });
      }),
      graphql.mutation('CreatePortalService', ({ variables }) => {
        const input = variables.input as Settings['categories'][number]['services'][number];
        current = {
          ...current,
          categories: current.categories.map((c) =>
            c.id === variables.categoryId ? { ...c, services: [...c.services, { ...input, id: '99' }] } : c,
          ),
        };
        return HttpResponse.json({ data: { createPortalService: current } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Repeat prescriptions')).toBeInTheDocument();
    await expect(canvas.getByText('Logged in only')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Urinary tract infection (UTI)' })).toBeChecked();
    const up = canvas.getByRole('button', { name: 'Move Appointments up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Appointments', 'Medicines']);
  },
};

/** Adding a service checks the link's protocol and the information text (spec §5), then lists it. */
export const AddService: Story = {
  beforeEach: Filled.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add service to Appointments' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Title'), 'Book');
    await userEvent.type(dialog.getByLabelText('Link'), 'a.nhs.uk');
    await userEvent.click(dialog.getByRole('button', { name: 'Save service' }));
    await expect(await dialog.findByText('Enter a valid link, starting with http:// or https://')).toBeInTheDocument();
    await expect(dialog.getByText('Enter the service information.')).toBeInTheDocument();
    await userEvent.clear(dialog.getByLabelText('Link'));
    await userEvent.type(dialog.getByLabelText('Link'), 'https://a.nhs.uk');
    await userEvent.type(dialog.getByLabelText('Service information'), 'Go');
    await userEvent.click(dialog.getByRole('button', { name: 'Save service' }));
    await expect(await canvas.findByText('Book')).toBeInTheDocument();
  },
};
