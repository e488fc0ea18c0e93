export { TemplateManager } from './ui/template-manager';
