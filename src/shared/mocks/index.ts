export { handlers } from './handlers';
export { configFixture } from './fixtures/config';
