export { StartVideoPage } from './ui/start-video-page';
