export { ErrorFallback, ErrorPage, RouteErrorBoundary, SUPPORT_URL } from './ui/error-page';
export { NotFoundPage } from './ui/not-found-page';
export { PlainNotFoundPage } from './ui/not-found-view';
export { isChunkLoadError, shouldReloadFor } from './model/chunk-error';
