export { NoAccessPage } from './ui/no-access-page';
export type { NoAccessPageProps } from './ui/no-access-page';
