export { logout, useLogout } from './model/logout';
