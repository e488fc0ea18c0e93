import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ComposerTemplatesQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { templateValues } from '../model/fill';
import { TemplatePicker } from './template-picker';

type Template = ComposerTemplatesQuery['composerTemplates'][number];

const TEMPLATES: Template[] = [
  { id: '1', scope: 'personal', name: 'Results normal', text: 'Dear [patient first name], your results are normal.' },
  { id: '2', scope: 'personal', name: 'Book review', text: 'Please book a review with [staff name].' },
  { id: '3', scope: 'organisation', name: 'Practice closed', text: '[practice name] is closed on Monday.' },
];

const listing = (templates: Template[]) =>
  graphql.query('ComposerTemplates', () => HttpResponse.json({ data: { composerTemplates: templates } }));

/** The picker beside a text box, as a composer mounts it. */
function Composer() {
  const [text, setText] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <TemplatePicker
        wcmsId={1001}
        values={templateValues({
          patientFirstName: 'Eleanor',
          practiceName: 'Riverside Medical Centre',
          staffForename: 'Priya',
          staffSurname: 'Shah',
        })}
        onInsert={(filled) => setText((current) => (current ? `${current}\n\n${filled}` : filled))}
      />
      <label htmlFor="composer-text">Note</label>
      <textarea id="composer-text" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

const meta = {
  title: 'entities/message-template/TemplatePicker',
  component: Composer,
  decorators: [
    withProviders('/full/messages/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Insert template' }));
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ComposerTemplates', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing([]));
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByText('You have no templates yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ComposerTemplates', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Templates could not be loaded: Service unavailable',
    );
  },
};

/** Search by keyboard, move with the arrow keys and insert with Enter: the placeholders are filled. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(TEMPLATES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement);
    const search = await canvas.findByRole('combobox', { name: 'Search templates' });
    await expect(search).toHaveFocus();
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('clos');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByLabelText('Note')).toHaveValue('Please book a review with Priya Shah.');
    // closed, and focus back on the button
    await expect(canvas.getByRole('button', { name: 'Insert template' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    await userEvent.keyboard('results{Enter}');
    await expect(canvas.getByLabelText('Note')).toHaveValue(
      'Please book a review with Priya Shah.\n\nDear Eleanor, your results are normal.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    await userEvent.keyboard('zzz');
    await expect(canvas.getByText('No templates match.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
