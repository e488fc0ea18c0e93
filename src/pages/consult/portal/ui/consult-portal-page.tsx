import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { GraphQLRequestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Button, Spinner } from '@/shared/ui';
import { patientPortalQueries } from '../api/portal';

/**
 * The practice's patient portal page (/consult/portal/{wcmsId}, Carebridge Consult, bare and without sign-in): its
 * categories and services in order, logged-in only ones left out for a guest, and the pharmacy conditions with the
 * configuration's pharmacy booking link.
 */
export function ConsultPortalPage() {
  const { wcmsId = '' } = useParams();
  return <ConsultPortal wcmsId={wcmsId} />;
}

/** The portal of one practice. */
export function ConsultPortal({ wcmsId }: { wcmsId: string }) {
  const portal = useQuery(patientPortalQueries.page(wcmsId));

  if (portal.isPending) return <Spinner />;
  if (portal.isError) {
    const notFound =
      portal.error instanceof GraphQLRequestError && portal.error.errors[0]?.extensions?.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t(notFound ? 'portal.page.notFound' : 'portal.page.loadFailed')}</h1>
        {!notFound && (
          <Button className="self-start" onClick={() => void portal.refetch()}>
            {t('portal.page.retry')}
          </Button>
        )}
      </div>
    );
  }
  const page = portal.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{page.practiceName}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{page.practiceName}</h1>
        <p>{t('portal.page.intro')}</p>
      </header>
      {page.categories.length === 0 && <p>{t('portal.page.empty')}</p>}
      {page.categories.map((category) => (
        <section key={category.id} aria-labelledby={`portal-category-${category.id}`} className="flex flex-col gap-3">
          <h2 id={`portal-category-${category.id}`} className="text-xl font-semibold">
            {category.title}
          </h2>
          <ul className="flex flex-col gap-3">
            {category.services.map((service) => (
              <li key={service.id} className="rounded-md border-2 border-border bg-background p-4">
                <h3 className="text-lg font-semibold">
                  {service.link ? (
                    <a className="underline" href={service.link} rel="noopener noreferrer">
                      {service.title}
                    </a>
                  ) : (
                    service.title
                  )}
                </h3>
                {service.subtext && <p>{service.subtext}</p>}
                <p className="mt-2 whitespace-pre-wrap text-sm">{service.infoText}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {page.hiddenForGuests > 0 && <p>{t('portal.page.hidden', { count: page.hiddenForGuests })}</p>}
      {page.pharmacyConditions.length > 0 && (
        <section aria-labelledby="portal-pharmacy" className="flex flex-col gap-2">
          <h2 id="portal-pharmacy" className="text-xl font-semibold">
            {t('portal.page.pharmacyTitle')}
          </h2>
          <p>{t('portal.page.pharmacyIntro')}</p>
          <ul className="list-disc ps-6">
            {page.pharmacyConditions.map((condition) => (
              <li key={condition}>{t(`portal.condition.${condition}`)}</li>
            ))}
          </ul>
          {page.pharmacyBookingUrl && (
            <a className="self-start font-semibold underline" href={page.pharmacyBookingUrl} rel="noopener noreferrer">
              {t('portal.page.pharmacyBook')}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
