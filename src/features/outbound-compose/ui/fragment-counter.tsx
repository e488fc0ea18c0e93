import { countFragments } from '@/entities/outbound';
import { t } from '@/shared/i18n';

/** Characters and SMS fragments of a message (GSM-7: 160 in one fragment, spec §5; Unicode: 70). */
export function FragmentCounter({ text, id }: { text: string; id?: string }) {
  const count = countFragments(text);
  return (
    <p id={id} className="text-sm" aria-live="polite" data-testid="fragment-counter">
      {t('outbound.compose.counter', {
        length: count.length,
        fragments: count.fragments,
        encoding: t(count.encoding === 'gsm7' ? 'outbound.compose.counterGsm' : 'outbound.compose.counterUnicode'),
      })}
    </p>
  );
}
