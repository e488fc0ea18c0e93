export { TopBar } from './ui/top-bar';
