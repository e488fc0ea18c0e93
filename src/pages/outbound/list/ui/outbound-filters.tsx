import { useState, type FormEvent } from 'react';
import { OUTBOUND_STATES, stateLabel, type OutboundChannel, type OutboundState } from '@/entities/outbound';
import { t } from '@/shared/i18n';
import { Button, Field, FieldControl, FieldDescription, FieldLabel, Input } from '@/shared/ui';
import { textControlClassName } from '@/shared/ui/input';
import type { OutboundParams } from '../model/list-params';

const selectClass = `${textControlClassName} min-h-10`;

/** Delivery state, channel and recipient search; changes go to the URL. */
export function OutboundFilters({
  params,
  onChange,
}: {
  params: OutboundParams;
  onChange: (next: Partial<OutboundParams>) => void;
}) {
  const [term, setTerm] = useState(params.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: term.trim() || undefined, page: 1 });
  };
  return (
    <form
      role="search"
      aria-label={t('outbound.filters.label')}
      onSubmit={submit}
      className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <Field>
        <FieldLabel>{t('outbound.filters.state')}</FieldLabel>
        <FieldControl>
          <select
            className={selectClass}
            value={params.state ?? ''}
            onChange={(e) => onChange({ state: (e.target.value || undefined) as OutboundState | undefined, page: 1 })}
          >
            <option value="">{t('outbound.filters.any')}</option>
            {OUTBOUND_STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabel(s)}
              </option>
            ))}
          </select>
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>{t('outbound.filters.channel')}</FieldLabel>
        <FieldControl>
          <select
            className={selectClass}
            value={params.channel ?? ''}
            onChange={(e) =>
              onChange({ channel: (e.target.value || undefined) as OutboundChannel | undefined, page: 1 })
            }
          >
            <option value="">{t('outbound.filters.any')}</option>
            <option value="sms">{t('outbound.channel.sms')}</option>
            <option value="nhs_app">{t('outbound.channel.nhsApp')}</option>
          </select>
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>{t('outbound.filters.search')}</FieldLabel>
        <FieldControl>
          <Input type="search" value={term} onChange={(e) => setTerm(e.target.value)} maxLength={100} />
        </FieldControl>
        <FieldDescription>{t('outbound.filters.searchHint')}</FieldDescription>
      </Field>
      <Button type="submit" variant="secondary" className="mb-7">
        {t('outbound.filters.apply')}
      </Button>
    </form>
  );
}
