import type { TriageSettings } from '../../api/create-request';
import type { WizardErrors, WizardState } from '../../model/wizard';

/** What every step of the wizard is given: the answers so far, the step's errors and a way to change answers. */
export type StepProps = {
  state: WizardState;
  errors: WizardErrors;
  update: (changes: Partial<WizardState>) => void;
  settings: TriageSettings;
};
