export { FeedbackWidget } from './ui/feedback-widget';
export { showFeedbackWidget } from './model/visibility';
