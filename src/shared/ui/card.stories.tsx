import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'shared/ui/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Next appointment</CardTitle>
        <CardDescription>Tuesday 4 March, 10:20</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Asthma review with Nurse Siobhan Byrne, room 3.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Check in</Button>
        <Button size="sm" variant="outline">
          Reschedule
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Next appointment' })).toBeVisible();
  },
};

export const WithAction: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h3>Messages</h3>
        </CardTitle>
        <CardDescription>From patients, last 7 days</CardDescription>
        <CardAction>
          <Badge>3 unread</Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p>Nothing marked urgent.</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Messages' })).toBeVisible();
  },
};

/** The loading state: skeleton lines where the text will be, announced once as a status. */
export const Loading: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md" aria-busy="true">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-32" />
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </CardContent>
      <VisuallyHidden role="status">Loading next appointment</VisuallyHidden>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading next appointment');
  },
};
