import { defineModule } from '../server-module.js';
import { registerMultipart } from './multipart.js';
import { messageRoutes } from './routes.js';

/** What the messages module adds to the server (registry.ts). */
export const messagesModule = defineModule({
  name: 'messages',
  rest: () => messageRoutes,
  register: registerMultipart,
});
