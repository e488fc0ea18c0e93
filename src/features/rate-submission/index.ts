export { RateSubmission } from './ui/rate-submission';
