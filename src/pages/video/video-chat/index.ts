export { VideoChatPage } from './ui/video-chat-page';
