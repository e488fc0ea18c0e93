export { FullLayout } from './full-layout';
export { BareLayout } from './bare-layout';
export { PopupLayout } from './popup-layout';
