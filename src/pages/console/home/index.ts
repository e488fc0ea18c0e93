export { ConsoleHome } from './ui/console-home';
