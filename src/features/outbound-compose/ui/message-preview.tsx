import { fillForRecipient } from '@contracts/rules/templates';
import { t } from '@/shared/i18n';

const SHOW = 3;

export type MessagePreviewProps = {
  body: string;
  recipients: { forename: string; surname: string }[];
  practiceName: string | null;
  staffName: string | null;
};

/**
 * What the first recipients will receive: the message with its placeholders filled for each of them, by the same
 * rule the server sends with (schema/rules/templates.ts). Shown only when the message holds a placeholder.
 */
export function MessagePreview({ body, recipients, practiceName, staffName }: MessagePreviewProps) {
  const text = body.trim();
  if (!text || recipients.length === 0) return null;
  const filled = recipients.slice(0, SHOW).map((r) => ({
    name: `${r.forename} ${r.surname}`,
    text: fillForRecipient(text, { ...r, practiceName, staffName }),
  }));
  if (filled.every((f) => f.text === text)) return null;
  return (
    <section aria-labelledby="outbound-preview-heading" className="flex flex-col gap-2 rounded-md border p-3">
      <h3 id="outbound-preview-heading" className="font-semibold">
        {t('outbound.preview.heading')}
      </h3>
      <ul className="flex flex-col gap-2">
        {filled.map((f, i) => (
          <li key={i} data-testid="outbound-preview">
            <span className="block text-sm font-semibold">{t('outbound.preview.to', { name: f.name })}</span>
            <span className="block whitespace-pre-wrap">{f.text}</span>
          </li>
        ))}
      </ul>
      {recipients.length > SHOW && (
        <p className="text-sm">
          {t('outbound.preview.more', { count: (recipients.length - SHOW).toLocaleString('en-GB') })}
        </p>
      )}
    </section>
  );
}
