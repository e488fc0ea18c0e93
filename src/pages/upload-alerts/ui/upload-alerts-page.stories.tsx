import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { parseAlerts } from '../lib/parse-alerts';
import type { AlertsWorkerFactory } from '../lib/parse-in-worker';
import { UploadAlertsPage } from './upload-alerts-page';

/** A stand-in for the web worker (jsdom has none): the same parser, answered asynchronously. */
const inlineWorker =
  (pause = 0): AlertsWorkerFactory =>
  () => {
    const worker = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null,
      terminate: () => {},
      postMessage: ({ file, today }: { file: Blob; today: string }) => {
        void file.text().then(async (text) => {
          if (pause) await delay(pause);
          worker.onmessage?.({ data: { type: 'done', result: parseAlerts(text, today) } } as MessageEvent);
        });
      },
    };
    return worker as unknown as Worker;
  };

const HEADER = 'organisation,title,message,severity,expires';
const GOOD = `${HEADER}\n1001,Clinical system outage,Unavailable 18:00 to 20:00,warning,\n1002,Safety alert,Check the new guidance,urgent,`;
const BAD = `${HEADER}\n1001,Clinical system outage,Unavailable 18:00 to 20:00,loud,\nabc,,Check the new guidance,urgent,2020-01-01`;
const csv = (text: string) => new File([text], 'alerts.csv', { type: 'text/csv' });

const meta = {
  title: 'pages/upload-alerts/UploadAlertsPage',
  component: UploadAlertsPage,
  decorators: [withProviders('/full/upload-alerts')],
  args: { workerFactory: inlineWorker() },
} satisfies Meta<typeof UploadAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing chosen yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Upload alerts' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Alerts CSV file')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Upload \d+ alerts/ })).toBeNull();
  },
};

/** Loading: the worker is still checking the file. */
export const Loading: Story = {
  args: { workerFactory: inlineWorker(60_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Alerts CSV file'), csv(GOOD));
    await expect(await canvas.findByText('Checking the file…')).toBeInTheDocument();
  },
};

/** Error: bad rows are reported row by row and nothing can be uploaded. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Alerts CSV file'), csv(BAD));
    await expect(await canvas.findByText('0 of 2 rows are ready to upload.')).toBeInTheDocument();
    await expect(canvas.getByText('The severity must be information, warning or urgent')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a title')).toBeInTheDocument();
    await expect(canvas.getByText('The expiry date cannot be in the past')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload 2 alerts' })).toBeDisabled();
  },
};

/** Filled: a good file, uploaded; an organisation the server does not know is reported on its row. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let first = true;
    msw.use(
      graphql.mutation('UploadAlerts', () => {
        if (first) {
          first = false;
          return HttpResponse.json({
            errors: [
              {
                message: 'No organisation has this id',
                extensions: {
                  code: 'VALIDATION_FAILED',
                  fields: { 'rows.2.organisation': 'No organisation has this id' },
                },
              },
            ],
          });
        }
        return HttpResponse.json({ data: { uploadAlerts: { uploadId: 'u1', count: 2, organisations: 2 } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Alerts CSV file'), csv(GOOD));
    await expect(await canvas.findByText('2 of 2 rows are ready to upload.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 alerts' }));
    await expect(await canvas.findByText('1 of 2 rows are ready to upload.')).toBeInTheDocument();
    await expect(
      within(canvas.getByTestId('alert-row-2')).getByText('No organisation has this id'),
    ).toBeInTheDocument();
    // the file is chosen again (fixed): this time it is saved
    await userEvent.upload(canvas.getByLabelText('Alerts CSV file'), csv(GOOD));
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 2 alerts' }));
    await waitFor(() => expect(canvas.getByText('2 alerts uploaded for 2 organisations')).toBeInTheDocument());
  },
};
