import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { PersonalTemplatesQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { TemplateManager } from './template-manager';

type Template = PersonalTemplatesQuery['personalTemplates'][number];

const template = (id: string, name: string, text: string): Template => ({
  id,
  scope: 'personal',
  name,
  text,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const TEMPLATES = [
  template('1', 'Results normal', 'Dear [patient first name], your results are normal. [staff name]'),
  template('2', 'Flu clinic', '[practice name] is running a flu clinic on Saturday.'),
];

const listing = (templates: Template[]) =>
  graphql.query('PersonalTemplates', () => HttpResponse.json({ data: { personalTemplates: templates } }));

const meta = {
  title: 'features/template-manage/TemplateManager',
  component: TemplateManager,
  args: { owner: { kind: 'personal' }, title: 'Personal templates' },
  decorators: [
    withProviders('/user-account/personal-templates'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
} satisfies Meta<typeof TemplateManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('PersonalTemplates', async () => {
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
      graphql.query('PersonalTemplates', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** The list with search; a new template is created and listed; one is deleted after confirmation. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    const templates = [...TEMPLATES];
    msw.use(
      graphql.query('PersonalTemplates', () => HttpResponse.json({ data: { personalTemplates: [...templates] } })),
      graphql.mutation('CreatePersonalTemplate', ({ variables }) => {
        const input = variables.input as { name: string; text: string };
        templates.push(template('3', input.name, input.text));
        return HttpResponse.json({ data: { createPersonalTemplate: { id: '3', name: input.name } } });
      }),
      graphql.mutation('DeletePersonalTemplate', ({ variables }) => {
        templates.splice(
          templates.findIndex((x) => x.id === variables.id),
          1,
        );
        return HttpResponse.json({ data: { deletePersonalTemplate: true } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByText('Results normal');
    await userEvent.type(canvas.getByLabelText('Search templates'), 'flu');
    await expect(canvas.queryByText('Results normal')).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Search templates'));
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    const dialog = within(await body.findByRole('dialog', { name: 'New template' }));
    await userEvent.type(dialog.getByLabelText('Template name'), 'Call us');
    await userEvent.type(dialog.getByLabelText('Template text'), 'Please call [[practice name].');
    await userEvent.click(dialog.getByRole('button', { name: 'Create template' }));
    await expect(await canvas.findByText('Call us')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Flu clinic' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Delete Flu clinic' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete template' }));
    await expect(await canvas.findByText('Call us')).toBeInTheDocument();
    await expect(canvas.queryByText('Flu clinic')).toBeNull();
  },
};

/** Client rules (required, known placeholders), the server's field message, and a failed save keeping the text. */
export const SaveFailure: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      listing(TEMPLATES),
      graphql.mutation('UpdatePersonalTemplate', () => {
        calls += 1;
        return HttpResponse.json({
          errors: [
            calls === 1
              ? {
                  message: 'A template with this name already exists.',
                  extensions: {
                    code: 'VALIDATION_FAILED',
                    fields: { name: 'A template with this name already exists.' },
                  },
                }
              : { message: 'Service unavailable' },
          ],
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Results normal' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit template Results normal' }));
    const text = dialog.getByLabelText('Template text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Dear [[patient surname]');
    await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    await expect(
      await dialog.findByText('Use only the placeholders [patient first name], [practice name] and [staff name].'),
    ).toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.type(text, 'All fine, [[staff name]');
    await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    await expect(await dialog.findByText('A template with this name already exists.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save template' }));
    await expect(
      await dialog.findByText('Sorry, the template could not be saved: Service unavailable'),
    ).toBeInTheDocument();
    await expect(text).toHaveValue('All fine, [staff name]');
  },
};
