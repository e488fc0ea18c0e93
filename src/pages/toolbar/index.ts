export { ToolbarPage } from './ui/toolbar-page';
