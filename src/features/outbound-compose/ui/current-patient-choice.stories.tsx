import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setDesktopInfoForTests } from '@/shared/desktop-host';
import { storage } from '@/shared/lib/storage';
import { withProviders } from '@/shared/mocks';
import { CurrentPatientChoice } from './current-patient-choice';

const GEORGE = {
  ID: 'EMIS-5003',
  Forename: 'George',
  Surname: 'Patel',
  NHS: '999 100 0399',
  DOB: '1962-11-19',
  Sex: 'M',
  MobileTelephone: { Number: '07700 900121' },
  PrimaryEmail: null,
  HomeAddress: null,
  PostCode: 'RV3 1GH',
};

/** Inside the desktop host, with `patient` open in the clinical system (or none); undone after the story. */
function inDesktop(patient: Record<string, unknown> | null) {
  setDesktopInfoForTests({ inVixie: true, vixieVersion: 20, clientVersion: 20, clinicalSystem: 'emisweb' });
  if (patient) storage.set('currentPatient', patient as never);
  else storage.remove('currentPatient');
  return () => {
    setDesktopInfoForTests(null);
    storage.remove('currentPatient');
  };
}

const meta = {
  title: 'features/outbound-compose/CurrentPatientChoice',
  component: CurrentPatientChoice,
  decorators: [withProviders()],
  args: { onChoose: fn() },
} satisfies Meta<typeof CurrentPatientChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a plain browser: the option lives in the desktop app (the choice reads storage, so it never loads). */
export const OutsideDesktop: Story = {
  beforeEach: () => {
    setDesktopInfoForTests(null);
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The current patient is available in the desktop app only'),
    ).toBeInTheDocument();
  },
};

/** In the desktop app with no patient open. */
export const Empty: Story = {
  beforeEach: () => inDesktop(null),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No patient is open in the clinical system.')).toBeInTheDocument();
  },
};

/** The open patient has no mobile number to send to: said, nothing to choose. */
export const Error: Story = {
  beforeEach: () => inDesktop({ ...GEORGE, MobileTelephone: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'George Patel is open in the clinical system, but has no NHS number or mobile number there to send to.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The open patient becomes the recipient, NHS number without its spaces. */
export const Filled: Story = {
  beforeEach: () => inDesktop(GEORGE),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Send to the current patient, George Patel' }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith({
      forename: 'George',
      surname: 'Patel',
      nhsNumber: '9991000399',
      mobile: '07700 900121',
    });
  },
};
