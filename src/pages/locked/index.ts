export { LockedPage } from './ui/locked-page';
