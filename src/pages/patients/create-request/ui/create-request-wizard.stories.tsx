import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { patientFixture, triageSettingsFixture, withProviders } from '@/shared/mocks';
import { EMPTY_WIZARD, type WizardState } from '../model/wizard';
import { CreateRequestWizard } from './create-request-wizard';

const SETTINGS = '*/api/total-triage/wcms_id/:wcms';
const SUGGEST = '*/api/total-triage/wcms_id/:wcms/care-navigation';
const CREATE = '*/api/messages/wcms_id/:wcms';

const filled: WizardState = {
  ...EMPTY_WIZARD,
  telephone: '07700 900100',
  patient: patientFixture(),
  enquiryType: 'medical',
  medicalProblem: 'Chest pain',
  furtherInfo: 'Tight chest when walking uphill.',
  answers: { 1: 'Two weeks' },
};

const meta = {
  title: 'pages/patients/create-request/CreateRequestWizard',
  component: CreateRequestWizard,
  decorators: [withProviders()],
  args: { wcmsId: 1001 },
} satisfies Meta<typeof CreateRequestWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the organisation's settings load. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(SETTINGS, async () => {
        await delay('infinite');
        return HttpResponse.json(triageSettingsFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('wizard-loading')).toBeInTheDocument();
  },
};

/** The settings could not be loaded: a retry is offered. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(SETTINGS, () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'Down' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The request settings could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Total triage is off for the organisation: nothing to fill in. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(SETTINGS, () => HttpResponse.json({ ...triageSettingsFixture, enabled: false })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Total triage is not enabled for this organisation'),
    ).toBeInTheDocument();
  },
};

/** Step 1: the telephone number is required and must be a UK number. */
export const TelephoneStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Telephone number the patient called from'), '0770');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Enter a valid UK telephone number, like 07700 900123 or 01632 960123'),
    ).toBeInTheDocument();
  },
};

/** Step 2: find the patient with two details and select them. */
export const PatientStep: Story = {
  args: { initialState: { ...EMPTY_WIZARD, telephone: '07700 900100' }, initialStep: 'patient' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Last name'), 'Whitfield');
    await userEvent.type(canvas.getByLabelText('NHS number'), '9991000003');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Select Mrs Eleanor Whitfield' }));
    await expect(canvas.getByTestId('wizard-patient')).toHaveTextContent('999 100 0003');
  },
};

/** Step 3: a medical problem or an admin query. */
export const EnquiryStep: Story = {
  args: { initialState: { ...filled, enquiryType: '' }, initialStep: 'enquiry' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Choose the enquiry type')).toBeInTheDocument();
  },
};

/** Step 4: the medical problem from the organisation's list, and further information. */
export const DetailsStep: Story = {
  args: { initialState: { ...filled, medicalProblem: '' }, initialStep: 'details' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect((await canvas.findAllByText('Choose the medical problem')).length).toBeGreaterThan(0);
  },
};

/** Step 5: someone else asking needs a first name, last name and relationship. */
export const EnquirerStep: Story = {
  args: { initialState: { ...filled, byEnquirer: true }, initialStep: 'enquirer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect((await canvas.findAllByText("Enter the enquirer's first name")).length).toBeGreaterThan(0);
  },
};

/** Step 6: the organisation's questions; required unless optional. */
export const QuestionsStep: Story = {
  args: { initialState: { ...filled, answers: {} }, initialStep: 'questions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByLabelText('When is the best time to call you back? (optional)'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Answer this question')).toBeInTheDocument();
  },
};

/** Step 7: the priority, with the care navigation suggestion, then the request is created. */
export const Filled: Story = {
  args: { initialState: filled, initialStep: 'priority' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(SUGGEST, () =>
        HttpResponse.json({
          suggestion: { rule: 'Chest pain is urgent', pool_id: 3, pool_name: 'Clinicians', priority: 'urgent' },
        }),
      ),
      http.post(CREATE, () =>
        HttpResponse.json(
          { id: 61, pool_id: 3, priority: 'urgent', care_navigation_rule: 'Chest pain is urgent' },
          { status: 201 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Rule “Chest pain is urgent” sends this request to Clinicians with priority Urgent.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Routine' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create request' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Request created and sent to Clinicians by care navigation' }),
    ).toBeInTheDocument();
  },
};
