import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { problem, requestHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { RequestAttachments } from './request-attachments';

const meta = {
  title: 'widgets/request-detail/RequestAttachments',
  component: RequestAttachments,
  decorators: [withProviders()],
  args: { wcmsId: 1001, requestId: 1, attachments: requestDetailFixture().attachments },
} satisfies Meta<typeof RequestAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });

/** An upload on its way: the file input waits. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(requestMockUrls.UPLOAD, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Attach a file for the patient');
    await userEvent.upload(input, pdf());
    await expect(input).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No attachments.')).toBeInTheDocument();
  },
};

/** The server finds a virus: its message, naming the file, shows. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(requestMockUrls.UPLOAD, () =>
        problem(422, 'A virus was found in letter.pdf. It has not been attached.', { code: 'VIRUS_FOUND' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach a file for the patient'), pdf());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A virus was found in letter.pdf. It has not been attached.',
    );
  },
};

/** A file type spec §5 does not allow is refused before it is sent, naming the file. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Attach a file for the patient');
    // applyAccept off: the browser's picker filter is only a hint; the check must hold for any file
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('setup.exe cannot be attached');
  },
};

/** The file list with its download buttons; an allowed file uploads without an error. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download chest-photo.jpg' })).toBeInTheDocument();
    const input = canvas.getByLabelText('Attach a file for the patient');
    await userEvent.upload(input, pdf());
    await expect(input).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
