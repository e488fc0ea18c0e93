import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { OrganisationTemplatesQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { OrganisationTemplatesPanel } from './organisation-templates-page';

type Template = OrganisationTemplatesQuery['organisationTemplates'][number];

const closed: Template = {
  id: '7',
  scope: 'organisation',
  name: 'Practice closed',
  text: '[practice name] is closed on the bank holiday.',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const listing = (templates: Template[]) =>
  graphql.query('OrganisationTemplates', () => HttpResponse.json({ data: { organisationTemplates: templates } }));

const meta = {
  title: 'pages/console/organisation/organisation-templates/OrganisationTemplatesPanel',
  component: OrganisationTemplatesPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/organisation-templates')],
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
} satisfies Meta<typeof OrganisationTemplatesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTemplates', async () => {
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
    msw.use(listing([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No templates yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTemplates', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** The organisation's templates; editing one saves it for the organisation being configured. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    const templates = [closed];
    msw.use(
      graphql.query('OrganisationTemplates', () =>
        HttpResponse.json({ data: { organisationTemplates: [...templates] } }),
      ),
      graphql.mutation('UpdateOrganisationTemplate', ({ variables }) => {
        const input = variables.input as { name: string; text: string };
        templates[0] = { ...closed, ...input };
        return HttpResponse.json({
          data: { updateOrganisationTemplate: { id: closed.id, name: input.name } },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Organisation templates' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Practice closed' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.clear(dialog.getByLabelText('Template name'));
    await userEvent.type(dialog.getByLabelText('Template name'), 'Closed Monday');
    await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    await expect(await canvas.findByText('Closed Monday')).toBeInTheDocument();
  },
};
