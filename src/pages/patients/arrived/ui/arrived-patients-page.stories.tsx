import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ArrivedPatientsQuery } from '@/shared/api';
import { setDesktopInfoForTests, type DesktopHostObject } from '@/shared/desktop-host';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { ArrivedPatientsPage } from './arrived-patients-page';

type Row = ArrivedPatientsQuery['arrivedPatients'][number];
const ELEANOR: Row = {
  id: '1',
  appointmentId: '501',
  appointmentStart: '2030-01-09T10:20:00.000Z',
  patientName: 'Mrs Eleanor Whitfield',
  method: 'kiosk',
  arrivedAt: '2030-01-09T10:02:00.000Z',
  calledAt: null,
  waitingArea: 'Room 4 corridor',
  readings: null,
  responses: [],
};

const meta = {
  title: 'pages/patients/arrived/ArrivedPatientsPage',
  component: ArrivedPatientsPage,
  decorators: [withProviders('/full/patients/arrived')],
} satisfies Meta<typeof ArrivedPatientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.clinician, riverside);

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ArrivedPatients', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('ArrivedPatients', () => HttpResponse.json({ data: { arrivedPatients: [] } })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('None of your patients has arrived yet today.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ArrivedPatients', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** An arrived patient; Call marks them called. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    const rows = [{ ...ELEANOR }];
    msw.use(
      graphql.query('ArrivedPatients', () => HttpResponse.json({ data: { arrivedPatients: rows } })),
      graphql.mutation('CallArrivedPatient', () => {
        rows[0]!.calledAt = '2030-01-09T10:12:00.000Z';
        return HttpResponse.json({ data: { callArrivedPatient: { id: '1', calledAt: rows[0]!.calledAt } } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Call Mrs Eleanor Whitfield' }));
    await expect(await canvas.findByRole('button', { name: 'Call Mrs Eleanor Whitfield again' })).toBeInTheDocument();
    await expect(canvas.getByText(/Called at/)).toBeInTheDocument();
  },
};

/** The kiosk's readings beside the patient, and the questionnaire's answers flagged for review. */
export const WithReadingsAndResponses: Story = {
  beforeEach: ({ msw }) => {
    const row: Row = {
      ...ELEANOR,
      readings: { systolic: 128, diastolic: 82, weight: 81.4, height: null },
      responses: [{ question: 'Have you had a fever this week?', answer: 'yes' }],
    };
    msw.use(graphql.query('ArrivedPatients', () => HttpResponse.json({ data: { arrivedPatients: [row] } })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Mrs Eleanor Whitfield/ });
    await expect(within(row).getByText('BP 128/82 mmHg, Weight 81.4 kg')).toBeInTheDocument();
    await expect(within(row).getByText('Responses to review')).toBeInTheDocument();
    await expect(within(row).getByText('Have you had a fever this week?')).toBeInTheDocument();
  },
};

/**
 * Inside the desktop host: the list is the host's GetStaffArrivedAppointments, matched to the server's arrivals by
 * appointment so Call works; one checked in at reception in the clinical system (no arrival here) has no Call.
 */
export const FromDesktopHost: Story = {
  beforeEach: ({ msw }) => {
    const rows = [{ ...ELEANOR, readings: { systolic: 128, diastolic: 82, weight: null, height: null } }];
    msw.use(
      graphql.query('ArrivedPatients', () => HttpResponse.json({ data: { arrivedPatients: rows } })),
      graphql.mutation('CallArrivedPatient', () => {
        rows[0]!.calledAt = '2030-01-09T10:12:00.000Z';
        return HttpResponse.json({ data: { callArrivedPatient: { id: '1', calledAt: rows[0]!.calledAt } } });
      }),
    );
    const patient = (forename: string, surname: string) => ({
      ID: 'p',
      Forename: forename,
      Surname: surname,
      NHS: null,
      DOB: null,
      Sex: null,
      MobileTelephone: null,
      PrimaryEmail: null,
      HomeAddress: null,
      PostCode: null,
    });
    const appointment = (id: string, startTime: string, forename: string, surname: string) => ({
      id,
      startTime,
      duration: 10,
      type: 'GP appointment',
      session: 'Morning surgery',
      sessionHolders: [],
      status: 'Arrived',
      arrivalTime: startTime,
      consultingStaffId: 'EMIS-STF-1',
      consultingStaff: 'Dr Priya Shah',
      isTelephoneAppointment: false,
      isVideoAppointment: false,
      preventSelfCheckIn: false,
      patient: patient(forename, surname),
    });
    const host: DesktopHostObject = {
      currentStaff: () => ({
        forename: 'Priya',
        surname: 'Shah',
        clinicalStaffId: 'EMIS-STF-1',
        clinicalStaffGuid: 'g',
        appointmentStaffId: null,
        canAttach: true,
      }),
      GetStaffArrivedAppointments: () => [
        appointment('501', ELEANOR.appointmentStart, 'Eleanor', 'Whitfield'),
        appointment('502', '2030-01-09T10:40:00.000Z', 'Amara', 'Okoye'),
      ],
    };
    (window as unknown as { vixie?: DesktopHostObject }).vixie = host;
    setDesktopInfoForTests({ inVixie: true, vixieVersion: 20, clientVersion: 20, clinicalSystem: 'emisweb' });
    const signOut = signIn();
    return () => {
      setDesktopInfoForTests(null);
      delete (window as unknown as { vixie?: DesktopHostObject }).vixie;
      signOut();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amara = await canvas.findByRole('row', { name: /Amara Okoye/ });
    await expect(within(amara).queryByRole('button')).not.toBeInTheDocument();
    const eleanor = canvas.getByRole('row', { name: /Mrs Eleanor Whitfield/ });
    await expect(within(eleanor).getByText('BP 128/82 mmHg')).toBeInTheDocument();
    await userEvent.click(within(eleanor).getByRole('button', { name: 'Call Mrs Eleanor Whitfield' }));
    await expect(await canvas.findByRole('button', { name: 'Call Mrs Eleanor Whitfield again' })).toBeInTheDocument();
  },
};
