import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'shared/ui/Tabs',
  component: Tabs,
  args: { defaultValue: 'appointments', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Patient record">
        <TabsTrigger value="appointments">Appointments</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
        <TabsTrigger value="documents" disabled>
          Documents
        </TabsTrigger>
        <TabsTrigger value="notes">Notes</TabsTrigger>
      </TabsList>
      <TabsContent value="appointments">Next: Tuesday 4 March, 10:20, asthma review.</TabsContent>
      <TabsContent value="messages">2 messages from the patient this week.</TabsContent>
      <TabsContent value="documents">No documents.</TabsContent>
      <TabsContent value="notes">No notes yet.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const appointments = canvas.getByRole('tab', { name: 'Appointments' });
    const messages = canvas.getByRole('tab', { name: 'Messages' });
    await expect(appointments).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/asthma review/);

    await userEvent.click(messages);
    await expect(messages).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Messages' })).toHaveTextContent('2 messages');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('messages');

    // arrow keys move along the tabs, skipping the disabled one, and select as they go
    await userEvent.keyboard('{ArrowRight}');
    const notes = canvas.getByRole('tab', { name: 'Notes' });
    await expect(notes).toHaveFocus();
    await expect(notes).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('No notes yet.');

    // Tab leaves the tab list for the panel
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'messages' } };
