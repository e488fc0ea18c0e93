export { VideoConsultationsPage } from './ui/video-consultations-page';
