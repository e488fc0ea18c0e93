export { dismiss, notify, useTransientNotifications } from './notify';
