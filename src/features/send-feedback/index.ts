export { FeedbackWidget } from './ui/feedback-widget';
