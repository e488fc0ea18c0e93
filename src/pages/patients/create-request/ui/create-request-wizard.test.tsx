import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { installAuthBridge } from '@/shared/auth';
import { server } from '@/shared/mocks/node';
import { TestProviders } from '@/shared/mocks';
import { patientFixture, smithFamily, triageSettingsFixture } from '@/shared/mocks/fixtures/patients';
import { CreateRequestWizard } from './create-request-wizard';

beforeAll(installAuthBridge);
// long journeys on a busy machine: give each wait a little longer than the default second
configure({ asyncUtilTimeout: 4000 });

const SETTINGS = '*/api/total-triage/wcms_id/:wcms';
const SUGGEST = '*/api/total-triage/wcms_id/:wcms/care-navigation';
const CREATE = '*/api/messages/wcms_id/:wcms';
const eleanor = patientFixture();
const leo = smithFamily[1]!;

type Captured = { body?: Record<string, unknown> };

function setup({
  settings = triageSettingsFixture,
  suggestion = { rule: 'Chest pain is urgent', pool_id: 3, pool_name: 'Clinicians', priority: 'urgent' } as unknown,
  create = (body: Record<string, unknown>) =>
    HttpResponse.json(
      {
        id: 61,
        pool_id: body.ignore_care_navigation ? 1 : 3,
        priority: body.ignore_care_navigation ? body.priority : 'urgent',
        care_navigation_rule: body.ignore_care_navigation ? null : 'Chest pain is urgent',
      },
      { status: 201 },
    ),
}: {
  settings?: unknown;
  suggestion?: unknown;
  create?: (body: Record<string, unknown>) => Response;
} = {}) {
  const captured: Captured = {};
  server.use(
    http.get(SETTINGS, () => HttpResponse.json(settings as Record<string, unknown>)),
    http.post(SUGGEST, () => HttpResponse.json({ suggestion })),
    http.post(CREATE, async ({ request }) => {
      captured.body = (await request.json()) as Record<string, unknown>;
      return create(captured.body);
    }),
    graphql.query('SearchPatient', ({ variables }) => {
      const params = variables.searchParameters as { surname?: string };
      const patients = params.surname?.toLowerCase().startsWith('smith') ? smithFamily : [eleanor];
      return HttpResponse.json({ data: { searchPatient: patients } });
    }),
  );
  render(
    <TestProviders>
      <CreateRequestWizard wcmsId={1001} />
    </TestProviders>,
  );
  return { user: userEvent.setup(), captured };
}

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Continue' }));
const stepHeading = (name: string) => screen.findByRole('heading', { name: new RegExp(`Step \\d of 7: ${name}`) });

async function findAndSelect(user: ReturnType<typeof userEvent.setup>, surname: string, name: string) {
  await user.type(screen.getByLabelText('Last name'), surname);
  await user.type(screen.getByLabelText('First name'), name.split(' ')[1]!);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(await screen.findByRole('button', { name: `Select ${name}` }));
}

/** Telephone and patient steps done, Eleanor Whitfield selected. */
async function throughPatient(user: ReturnType<typeof userEvent.setup>) {
  await stepHeading('Telephone');
  await user.type(screen.getByLabelText('Telephone number the patient called from'), '07700 900100');
  await next(user);
  await stepHeading('Find patient');
  await findAndSelect(user, 'Whitfield', 'Mrs Eleanor Whitfield');
  await next(user);
}

describe('CreateRequestWizard', () => {
  it('creates a medical request that care navigation routes, with every step checked on the way', async () => {
    const { user, captured } = setup();
    // telephone: required, then valid
    await stepHeading('Telephone');
    await next(user);
    expect(await screen.findByText('Enter a telephone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telephone number the patient called from'), '0770');
    await next(user);
    expect(
      await screen.findByText('Enter a valid UK telephone number, like 07700 900123 or 01632 960123'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Telephone number the patient called from'));
    await user.type(screen.getByLabelText('Telephone number the patient called from'), '07700 900100');
    await next(user);

    // find patient: required
    await stepHeading('Find patient');
    await next(user);
    expect(await screen.findByText('Find and select the patient')).toBeInTheDocument();
    await findAndSelect(user, 'Whitfield', 'Mrs Eleanor Whitfield');
    expect(screen.getByTestId('wizard-patient')).toHaveTextContent('Mrs Eleanor Whitfield, NHS number 999 100 0003');
    await next(user);

    // enquiry type
    await stepHeading('Enquiry type');
    await next(user);
    expect(await screen.findByText('Choose the enquiry type')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A medical problem' }));
    await next(user);

    // medical problem required
    await stepHeading('Details');
    await next(user);
    expect(await screen.findByText('Choose the medical problem')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Medical problem'), 'Chest pain');
    await user.type(screen.getByLabelText('Further information (optional)'), 'Tight chest when walking uphill.');
    await next(user);

    // the patient asks for themselves
    await stepHeading('Enquirer');
    await next(user);

    // the required question must be answered, the optional one may be left
    await stepHeading('Questions');
    expect(screen.getByLabelText('When is the best time to call you back? (optional)')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('Answer this question')).toBeInTheDocument();
    await user.type(screen.getByLabelText('How long have you had this problem?'), 'Two weeks');
    await next(user);

    // priority required; the care navigation suggestion shows
    await stepHeading('Priority');
    const care = screen.getByTestId('care-navigation');
    expect(
      await within(care).findByText(
        'Rule “Chest pain is urgent” sends this request to Clinicians with priority Urgent.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('Choose a priority')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Routine' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));

    expect(
      await screen.findByRole('heading', { name: 'Request created and sent to Clinicians by care navigation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', '/full/request/61/full');
    expect(captured.body).toEqual({
      telephone: '07700 900100',
      patient_nhs_number: '9991000003',
      enquiry_type: 'medical',
      medical_problem: 'Chest pain',
      further_info: 'Tight chest when walking uphill.',
      custom_answers: [{ question: 'How long have you had this problem?', answer: 'Two weeks' }],
      priority: 'routine',
    });
  });

  it('lets the user ignore the care navigation suggestion', async () => {
    const { user, captured } = setup();
    await throughPatient(user);
    await user.click(screen.getByRole('radio', { name: 'An admin query' }));
    await next(user);
    await user.selectOptions(screen.getByLabelText('Admin query'), 'Repeat prescription');
    await next(user);
    await next(user);
    await stepHeading('Questions');
    await next(user);
    await stepHeading('Priority');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Ignore the suggestion and use my choice of priority' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Same day' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByRole('heading', { name: 'Request created in Incoming requests' })).toBeInTheDocument();
    expect(captured.body).toMatchObject({
      enquiry_type: 'admin',
      admin_query: 'Repeat prescription',
      priority: 'same_day',
      ignore_care_navigation: true,
    });
  });

  it('offers the practice’s preferences for the request type and sends the one chosen', async () => {
    const { user, captured } = setup({
      settings: {
        ...triageSettingsFixture,
        preferences: [
          { text: 'Call back in the morning', request_type: 'both' },
          { text: 'Video call only', request_type: 'medical' },
        ],
      },
    });
    await throughPatient(user);
    await user.click(screen.getByRole('radio', { name: 'An admin query' }));
    await next(user);
    await user.selectOptions(screen.getByLabelText('Admin query'), 'Repeat prescription');
    const preference = screen.getByLabelText('Patient preference (optional)');
    // a medical-only preference is not offered for an admin query
    expect(within(preference).queryByRole('option', { name: 'Video call only' })).toBeNull();
    await user.selectOptions(preference, 'Call back in the morning');
    await next(user);
    await next(user);
    await stepHeading('Questions');
    await next(user);
    await stepHeading('Priority');
    await user.click(screen.getByRole('radio', { name: 'Same day' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await screen.findByRole('heading', { name: /Request created/ });
    expect(captured.body).toMatchObject({ admin_query: 'Repeat prescription', preference: 'Call back in the morning' });
  });

  it('requires the enquirer’s names and relationship, and a valid telephone for them', async () => {
    const { user, captured } = setup({
      suggestion: null,
      create: () =>
        HttpResponse.json({ id: 62, pool_id: 1, priority: 'routine', care_navigation_rule: null }, { status: 201 }),
    });
    await throughPatient(user);
    await user.click(screen.getByRole('radio', { name: 'An admin query' }));
    await next(user);
    await user.selectOptions(screen.getByLabelText('Admin query'), 'Fit note');
    await next(user);
    await stepHeading('Enquirer');
    await user.click(screen.getByRole('radio', { name: 'Someone else on the patient’s behalf' }));
    await user.type(screen.getByLabelText('Enquirer’s telephone (optional)'), '12345');
    await next(user);
    expect((await screen.findAllByText("Enter the enquirer's first name")).length).toBe(2);
    expect(screen.getAllByText("Enter the enquirer's last name").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Choose the enquirer's relationship to the patient").length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enter a valid UK telephone number for the enquirer').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Enquirer’s first name'), 'David');
    await user.type(screen.getByLabelText('Enquirer’s last name'), 'Whitfield');
    await user.selectOptions(screen.getByLabelText('Relationship to the patient'), 'Carer');
    await user.clear(screen.getByLabelText('Enquirer’s telephone (optional)'));
    await user.type(screen.getByLabelText('Enquirer’s telephone (optional)'), '07700 900456');
    await next(user);
    await stepHeading('Questions');
    await next(user);
    await stepHeading('Priority');
    expect(
      await screen.findByText('No care navigation rule applies: the request goes to Incoming requests.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Routine' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await screen.findByRole('heading', { name: 'Request created in Incoming requests' });
    expect(captured.body!.enquirer).toEqual({
      first_name: 'David',
      last_name: 'Whitfield',
      relationship: 'carer',
      telephone: '07700 900456',
    });
  });

  it('refuses a patient under the organisation’s minimum age', async () => {
    const { user } = setup();
    await stepHeading('Telephone');
    await user.type(screen.getByLabelText('Telephone number the patient called from'), '01632 960101');
    await next(user);
    await findAndSelect(user, 'Smith', 'Master Leo Smith');
    expect(await screen.findByText('Requests cannot be made for patients under 5 years old')).toBeInTheDocument();
    await next(user);
    await stepHeading('Find patient');
    expect(leo.dateOfBirth).toBe('2024-05-02');
  });

  it('takes the user back to the step a server refusal names, keeping what was typed', async () => {
    const { user } = setup({
      suggestion: null,
      create: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: 'Enter a valid UK telephone number, like 07700 900123 or 01632 960123',
            fields: { telephone: 'Enter a valid UK telephone number, like 07700 900123 or 01632 960123' },
          },
          { status: 400 },
        ),
    });
    await throughPatient(user);
    await user.click(screen.getByRole('radio', { name: 'An admin query' }));
    await next(user);
    await user.selectOptions(screen.getByLabelText('Admin query'), 'Test results');
    await next(user);
    await next(user);
    await next(user);
    await stepHeading('Priority');
    await user.click(screen.getByRole('radio', { name: 'Urgent' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await stepHeading('Telephone');
    expect(
      screen.getByText('Enter a valid UK telephone number, like 07700 900123 or 01632 960123'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Telephone number the patient called from')).toHaveValue('07700 900100');
  });

  it('shows the server’s words for a patient the clinical system no longer holds', async () => {
    const { user } = setup({
      suggestion: null,
      create: () =>
        HttpResponse.json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'PATIENT_NOT_FOUND',
            message: 'Patient not found in clinical system',
          },
          { status: 422 },
        ),
    });
    await throughPatient(user);
    await user.click(screen.getByRole('radio', { name: 'An admin query' }));
    await next(user);
    await user.selectOptions(screen.getByLabelText('Admin query'), 'Test results');
    await next(user);
    await next(user);
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Routine' }));
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    await stepHeading('Find patient');
    expect(screen.getByText('Patient not found in clinical system')).toBeInTheDocument();
  });

  it('says so when total triage is off, and when the settings cannot be loaded', async () => {
    setup({ settings: { ...triageSettingsFixture, enabled: false } });
    expect(await screen.findByText('Total triage is not enabled for this organisation')).toBeInTheDocument();
  });

  it('offers a retry when the settings fail to load', async () => {
    server.use(
      http.get(SETTINGS, () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'Broken' }, { status: 500 })),
    );
    render(
      <TestProviders>
        <CreateRequestWizard wcmsId={1001} />
      </TestProviders>,
    );
    expect(await screen.findByText('The request settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
