import { useQuery } from '@tanstack/react-query';
import { execute, restClient, unwrap } from '@/shared/api';
import { CLIENT_VERSION, ClinicalVersionQuery, VersionsQuery, useRuntimeConfig } from '@/shared/config';
import { t } from '@/shared/i18n';

/** Shows which versions of the client and the APIs are running (the logo tooltip's facts, spec §2). */
export function AboutPage() {
  const config = useRuntimeConfig();
  const megatron = useQuery({
    queryKey: ['versions', 'megatron'],
    queryFn: async () => (await unwrap(restClient.GET('/version')))?._embedded.items[0]?.version ?? null,
  });
  const main = useQuery({
    queryKey: ['versions', 'main'],
    queryFn: async () => (await execute(VersionsQuery, {}, { noAuth: true })).version,
  });
  const clinical = useQuery({
    queryKey: ['versions', 'clinical'],
    queryFn: async () => (await execute(ClinicalVersionQuery, {}, { api: 'clinical', noAuth: true })).version,
  });
  const value = (q: { data?: string | null | undefined; isPending: boolean }) =>
    q.isPending ? t('common.loading') : (q.data ?? '—');
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-3xl font-bold text-[#005eb8]">{t('app.name')}</h1>
      <dl className="mt-6 grid grid-cols-2 gap-2">
        <dt>{t('about.client')}</dt>
        <dd>{CLIENT_VERSION}</dd>
        <dt>{t('about.megatronApi')}</dt>
        <dd>{value(megatron)}</dd>
        <dt>{t('about.productApi')}</dt>
        <dd>{value(main)}</dd>
        <dt>{t('about.clinicalApi')}</dt>
        <dd>{value(clinical)}</dd>
        <dt>{t('about.environment')}</dt>
        <dd>{config.environment}</dd>
      </dl>
    </main>
  );
}
