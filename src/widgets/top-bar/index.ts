export { TopBar } from './ui/top-bar';
export { TopBarView, TOP_BAR_TOOLTIP_DELAY_MS } from './ui/top-bar-view';
export type { TopBarViewProps, VersionFacts } from './ui/top-bar-view';
