import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ReportQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { ReportsPage } from './reports-page';

type Report = ReportQuery['report'];

const frame = {
  from: '2026-03-02',
  to: '2026-03-08',
  previousFrom: '2026-02-23',
  previousTo: '2026-03-01',
  comments: [],
};

const OVERVIEW: Report = {
  ...frame,
  tab: 'online_consultations',
  figures: [
    { key: 'requests', unit: 'count', value: 212, previous: 198 },
    { key: 'outOfHoursShare', unit: 'percent', value: 31.6, previous: 28 },
    { key: 'completionMedianHours', unit: 'hours', value: 7.5, previous: null },
  ],
  tables: [
    {
      key: 'byType',
      kind: 'category',
      unit: 'count',
      rows: [
        { label: 'admin', value: 120, previous: 101 },
        { label: 'medical', value: 92, previous: 97 },
      ],
    },
    {
      key: 'byDay',
      kind: 'day',
      unit: 'count',
      rows: [
        { label: '2026-03-02', value: 50, previous: 41 },
        { label: '2026-03-03', value: 38, previous: 44 },
      ],
    },
  ],
};

const EMPTY: Report = {
  ...frame,
  tab: 'online_consultations',
  figures: [{ key: 'requests', unit: 'count', value: 0, previous: 0 }],
  tables: [{ key: 'byType', kind: 'category', unit: 'count', rows: [{ label: 'admin', value: 0, previous: 0 }] }],
};

const FFT: Report = {
  ...frame,
  tab: 'fft',
  figures: [
    { key: 'answers', unit: 'count', value: 2, previous: 0 },
    { key: 'positiveShare', unit: 'percent', value: 50, previous: null },
  ],
  tables: [
    {
      key: 'byAnswer',
      kind: 'category',
      unit: 'count',
      rows: [
        { label: 'very_good', value: 1, previous: 0 },
        { label: 'dont_know', value: 1, previous: 0 },
      ],
    },
  ],
  comments: [{ at: '2026-03-05T12:00:00.000Z', category: 'very_good', text: 'Lovely staff' }],
};

const answer = (report: Report) => graphql.query('Report', () => HttpResponse.json({ data: { report } }));

const meta = {
  title: 'pages/console/insights/reports/ReportsPage',
  component: ReportsPage,
  decorators: [
    withProviders('/full/management-console/reports?tab=online_consultations&from=2026-03-02&to=2026-03-08'),
  ],
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Report', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer(EMPTY));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing was recorded in this period.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('Report', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Eight tabs; figures with the previous period; each chart's data table and summary. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer(OVERVIEW));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(8);
    const table = await canvas.findByRole('table', { name: 'Requests by type: Data table' });
    const admin = within(table).getByRole('row', { name: /Admin/ });
    await expect(admin).toHaveTextContent('120');
    await expect(admin).toHaveTextContent('101');
    await expect(
      canvas.getByText('Requests by type: 212 in this period against 198 in the previous one. Largest: Admin (120).'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Previous period: no data')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** The FFT tab: answers by category and the comments, searchable. */
export const FftWithComments: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Report', ({ variables }) =>
        HttpResponse.json({
          data: {
            report:
              variables.tab === 'fft'
                ? { ...FFT, comments: variables.search === 'rude' ? [] : FFT.comments }
                : OVERVIEW,
          },
        }),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'FFT' }));
    await expect(await canvas.findByText('Lovely staff')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Search comments'), 'rude');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No comments in this period.')).toBeInTheDocument();
  },
};

/** Appointment arrivals: check-ins by method and punctuality from the arrivals table, with the wait to the call. */
export const Arrivals: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answer({
        ...frame,
        tab: 'appointment_arrivals',
        figures: [
          { key: 'checkIns', unit: 'count', value: 42, previous: 37 },
          { key: 'onTimeShare', unit: 'percent', value: 81, previous: 76.2 },
          { key: 'waitMedianMinutes', unit: 'minutes', value: 9.5, previous: 11 },
        ],
        tables: [
          {
            key: 'arrivalsByMethod',
            kind: 'category',
            unit: 'count',
            rows: [
              { label: 'kiosk', value: 30, previous: 25 },
              { label: 'mobile', value: 8, previous: 6 },
              { label: 'reception', value: 4, previous: 6 },
            ],
          },
        ],
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Appointment arrivals' }));
    const table = await canvas.findByRole('table', { name: 'Check-ins by method: Data table' });
    await expect(within(table).getByRole('row', { name: /Check-in kiosk/ })).toHaveTextContent('30');
    await expect(canvas.getByText('9.5 min')).toBeInTheDocument();
  },
};

/** An end before the start is refused on the form; the range stays as typed. */
export const RangeValidation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer(OVERVIEW));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the one date entry pattern (issue 23 item 21): day, month and year boxes in a group named 'To'
    const to = within(await canvas.findByRole('group', { name: 'To' }));
    for (const box of ['Day', 'Month', 'Year']) await userEvent.clear(to.getByLabelText(box));
    await userEvent.type(to.getByLabelText('Day'), '1/3/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Show report' }));
    await expect(await canvas.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    // what was typed stays
    await expect(to.getByLabelText('Day')).toHaveValue('1');
    await expect(to.getByLabelText('Year')).toHaveValue('2026');
  },
};
