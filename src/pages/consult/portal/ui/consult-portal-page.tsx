import { useEffect, useState } from 'react';
import { GraphQLRequestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import {
  forgetPrefetchedPortal,
  fetchPortal,
  portalRequest,
  type PatientPortal,
  type PortalRequest,
} from '../api/portal';

/**
 * The practice's patient portal page (/consult/portal/{wcmsId}, Carebridge Consult, bare and without sign-in): its
 * categories and services in order, logged-in only ones left out for a guest, and the pharmacy conditions with the
 * configuration's pharmacy booking link.
 */
export function ConsultPortalPage({ wcmsId = '' }: { wcmsId?: string }) {
  // a new practice is a new page, with its own request
  return <ConsultPortal key={wcmsId} wcmsId={wcmsId} />;
}

type Loaded = { request: PortalRequest } & ({ data: PatientPortal } | { error: unknown });

/**
 * The portal's request (the one the patient entry started with the page's code, if any) and what it gave: at once
 * when it had answered before the page rendered (no spinner pass), else once it answers.
 */
function usePortal(wcmsId: string) {
  const [request, setRequest] = useState(() => portalRequest(wcmsId));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => forgetPrefetchedPortal(wcmsId), [wcmsId]);
  const settled = request.settled;
  useEffect(() => {
    if (settled) return;
    let current = true;
    request.promise.then(
      (data) => current && setLoaded({ request, data }),
      (error: unknown) => current && setLoaded({ request, error }),
    );
    return () => {
      current = false;
    };
  }, [request, settled]);
  const result = settled ? { request, ...settled } : loaded?.request === request ? loaded : null;
  return { result, retry: () => setRequest(fetchPortal(wcmsId)) };
}

/** The portal of one practice. */
export function ConsultPortal({ wcmsId }: { wcmsId: string }) {
  const { result, retry } = usePortal(wcmsId);

  if (!result) return <Spinner />;
  if ('error' in result) {
    const notFound =
      result.error instanceof GraphQLRequestError && result.error.errors[0]?.extensions?.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t(notFound ? 'portal.page.notFound' : 'portal.page.loadFailed')}</h1>
        {!notFound && (
          <Button className="self-start" onClick={retry}>
            {t('portal.page.retry')}
          </Button>
        )}
      </div>
    );
  }
  const page = result.data;
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
