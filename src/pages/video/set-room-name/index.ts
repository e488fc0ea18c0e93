export { SetRoomNamePage } from './ui/set-room-name-page';
