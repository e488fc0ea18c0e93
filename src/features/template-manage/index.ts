export { TemplateManager } from './ui/template-manager';
export type { TemplateOwner } from './api/templates';
