export { templateQueries } from './api/template-queries';
export { appendTemplate, fillTemplate, firstNameOf, templateValues } from './model/fill';
export type { TemplateValues } from './model/fill';
export { TemplatePicker } from './ui/template-picker';
