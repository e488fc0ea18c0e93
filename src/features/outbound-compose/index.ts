export { OutboundComposer } from './ui/outbound-composer';
export type { OutboundComposerProps } from './ui/outbound-composer';
export { FragmentCounter } from './ui/fragment-counter';
export { composeSchema, EMPTY_COMPOSE } from './model/compose-schema';
export type { ComposeValues, ChosenPatient } from './model/compose-schema';
