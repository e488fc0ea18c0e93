import { useMemo } from 'react';
import { t } from '@/shared/i18n';
import type { WaitingArea } from '../api/arrivals';
import { waitingAreaSchema, type WaitingAreaForm } from '../model/schemas';
import { FormActions, TextField, useEntityForm } from './entity-section';

const EMPTY_AREA: WaitingAreaForm = { name: '', instructions: '' };

export function WaitingAreaFormView({
  editing,
  done,
  save,
}: {
  editing: WaitingArea | null;
  done: () => void;
  save: (v: WaitingAreaForm) => Promise<{ name: string }>;
}) {
  const values = useMemo(
    () => (editing ? { name: editing.name, instructions: editing.instructions } : EMPTY_AREA),
    [editing],
  );
  const { form, submit } = useEntityForm(waitingAreaSchema, values, save, done, EMPTY_AREA);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.arrivals.areas.heading')}
    >
      <TextField form={form} name="name" label="console.arrivals.areas.name" />
      <TextField form={form} name="instructions" label="console.arrivals.areas.instructions" multiline />
      <FormActions form={form} editing={editing !== null} onCancel={done} addLabel={t('console.arrivals.areas.add')} />
    </form>
  );
}
