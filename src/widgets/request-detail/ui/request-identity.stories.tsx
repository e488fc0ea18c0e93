import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { RequestIdentityPanel } from './request-identity';

const unverified = requestDetailFixture({ identity: 'matched', clinical_patient_id: 'P-1001-0003' });
const ACTION = '*/api/my/messages/wcms_id/:wcms/:id';

const meta = {
  title: 'widgets/request-detail/RequestIdentityPanel',
  component: RequestIdentityPanel,
  decorators: [withProviders()],
  args: { wcmsId: 1001, request: unverified },
} satisfies Meta<typeof RequestIdentityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vouching by 'Other' needs text (spec §5); with it, the request comes back verified. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(ACTION, async ({ request }) => {
        const body = (await request.json()) as { action: string; how?: string; other_text?: string };
        if (body.action !== 'vouch' || body.how !== 'other' || body.other_text !== 'Met her at the surgery') {
          return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'unexpected' }, { status: 400 });
        }
        return HttpResponse.json({ ...unverified, identity: 'matched_and_verified' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByTestId('identity-state')).toHaveTextContent('Matched');
    await userEvent.click(canvas.getByRole('button', { name: 'Vouch for this patient' }));
    await userEvent.click(await body.findByRole('radio', { name: 'Other' }));
    await userEvent.click(body.getByRole('button', { name: 'Vouch' }));
    await expect(await body.findByText('Please specify how you vouched for this patient')).toBeInTheDocument();
    await userEvent.type(body.getByLabelText('How you vouched'), 'Met her at the surgery');
    await userEvent.click(body.getByRole('button', { name: 'Vouch' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Already verified, not linked and without an NHS number to link by: nothing to do. */
export const Empty: Story = {
  args: {
    request: requestDetailFixture({
      identity: 'verified',
      clinical_patient_id: null,
      patient: { ...requestDetailFixture().patient, nhs_number: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('identity-state')).toHaveTextContent('Verified');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The server refuses: its words show and the choice stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(ACTION, () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'ALREADY_VERIFIED',
            message: "This patient's identity has already been verified.",
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Vouch for this patient' }));
    await userEvent.click(await body.findByRole('radio', { name: 'I telephoned the patient' }));
    await userEvent.click(body.getByRole('button', { name: 'Vouch' }));
    await expect(await body.findByText("This patient's identity has already been verified.")).toBeInTheDocument();
    await expect(body.getByRole('radio', { name: 'I telephoned the patient' })).toBeChecked();
  },
};

/** While the unlink is saved its button is disabled. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(ACTION, async () => {
        await delay('infinite');
        return HttpResponse.json(unverified);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink patient' }));
    await userEvent.click(await body.findByRole('button', { name: 'Unlink' }));
    await expect(body.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  },
};

/** Unmatched: find the patient in the clinical system (prefilled with the request's details) and link the record. */
export const LinkPatient: Story = {
  args: { request: requestDetailFixture({ identity: 'unmatched', clinical_patient_id: null }) },
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(ACTION, async ({ request }) => {
        const body = (await request.json()) as { action: string; clinical_patient_id?: string };
        if (body.action !== 'link_patient' || body.clinical_patient_id !== 'EMIS-5000') {
          return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'unexpected' }, { status: 400 });
        }
        return HttpResponse.json(requestDetailFixture({ identity: 'matched', clinical_patient_id: 'EMIS-5000' }));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByTestId('identity-state')).toHaveTextContent('Unmatched');
    await userEvent.click(canvas.getByRole('button', { name: 'Find and link patient' }));
    await expect(await body.findByLabelText('NHS number')).toHaveValue('9991000003');
    await expect(body.getByLabelText('Last name')).toHaveValue('Whitfield');
    await userEvent.click(body.getByRole('button', { name: 'Search' }));
    await userEvent.click(await body.findByRole('button', { name: 'Link Mrs Eleanor Whitfield' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
