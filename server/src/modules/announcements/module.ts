import { defineModule } from '../server-module.js';
import { announcementResolvers } from './service.js';

/** What the announcements module adds to the server (registry.ts). */
export const announcementsModule = defineModule({
  name: 'announcements',
  mainResolvers: () => announcementResolvers,
});
