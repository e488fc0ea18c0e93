import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';

const meta = {
  title: 'shared/ui/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'success', 'warning', 'destructive', 'outline'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Booked</Badge>
      <Badge variant="secondary">Draft</Badge>
      <Badge variant="success">Arrived</Badge>
      <Badge variant="warning">Running late</Badge>
      <Badge variant="destructive">Did not attend</Badge>
      <Badge variant="outline">Telephone</Badge>
    </div>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#unread">3 unread</a> },
};
