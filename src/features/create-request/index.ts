export { CreateRequestWizard } from './ui/create-request-wizard';
export { validateStep, toRequestBody, EMPTY_WIZARD, STEPS } from './model/wizard';
export type { Step, WizardState } from './model/wizard';
