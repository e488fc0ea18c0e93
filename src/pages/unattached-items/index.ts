export { UnattachedItemsPage } from './ui/unattached-items-page';
