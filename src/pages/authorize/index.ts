export { AuthorizePage } from './ui/authorize-page';
export { AuthorizeView } from './ui/authorize-view';
