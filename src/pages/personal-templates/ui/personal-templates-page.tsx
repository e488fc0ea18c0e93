import { Link } from 'react-router';
import { TemplateManager } from '@/features/template-manage';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';

/** /user-account/personal-templates (spec §2, bare layout): the signed-in staff member's own templates. */
export function PersonalTemplatesPage() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('templates.personal.title')}</h1>
      <p>{t('templates.personal.intro')}</p>
      <p>{t('templates.placeholders')}</p>
      <TemplateManager owner={{ kind: 'personal' }} title={t('templates.personal.title')} />
      <Link className="self-start underline" to={paths.full.messagesList()}>
        {t('templates.backToInbox')}
      </Link>
    </div>
  );
}
