import { TemplateManager } from '@/features/template-manage';
import { t } from '@/shared/i18n';

/** Console area Organisation templates (basic, spec §2): the organisation's templates for every composer. */
export function OrganisationTemplatesPanel({ wcmsId }: { wcmsId: string }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t('console.organisationTemplates.title')}</h2>
      <p className="max-w-prose">{t('templates.organisation.intro')}</p>
      <p className="max-w-prose">{t('templates.placeholders')}</p>
      <TemplateManager owner={{ kind: 'organisation', wcmsId }} title={t('console.organisationTemplates.title')} />
    </div>
  );
}
