export { OutboundComposer } from './ui/outbound-composer';
