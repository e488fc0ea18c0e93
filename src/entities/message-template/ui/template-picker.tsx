import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button, Input, Spinner, cn } from '@/shared/ui';
import { templateQueries } from '../api/template-queries';
import { fillTemplate, type TemplateValues } from '../model/fill';

/**
 * A keyboard-searchable list of the caller's personal and the organisation's templates (spec §2) for a composer:
 * type to filter, arrow keys to move, Enter to insert, Escape to close. The inserted text has its placeholders
 * filled from `values`; the composer decides where it goes (`onInsert`).
 */
export function TemplatePicker({
  wcmsId,
  values,
  onInsert,
  disabled = false,
}: {
  wcmsId: number;
  values: TemplateValues;
  onInsert: (text: string, name: string) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const templates = useQuery({ ...templateQueries.composer(wcmsId), enabled: open });
  const id = useId();
  const listId = `${id}-list`;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = templates.data ?? [];
    return needle
      ? all.filter((x) => x.name.toLowerCase().includes(needle) || x.text.toLowerCase().includes(needle))
      : all;
  }, [templates.data, search]);
  const current = Math.min(active, Math.max(matches.length - 1, 0));

  function close() {
    setOpen(false);
    setSearch('');
    setActive(0);
    toggleRef.current?.focus();
  }

  function insert(index: number) {
    const chosen = matches[index];
    if (!chosen) return;
    onInsert(fillTemplate(chosen.text, values), chosen.name);
    close();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(current + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      insert(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="template-picker">
      <Button
        ref={toggleRef}
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('templates.picker.open')}
      </Button>
      {open && (
        <div id={`${id}-panel`} className="flex flex-col gap-2 rounded-md border-2 border-border p-3">
          <label htmlFor={`${id}-search`} className="font-semibold">
            {t('templates.picker.search')}
          </label>
          <Input
            id={`${id}-search`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={matches.length > 0}
            aria-controls={listId}
            aria-activedescendant={matches[current] ? `${id}-option-${matches[current].id}` : undefined}
            autoComplete="off"
            // the panel opens on the user's click: moving them into its search box is expected
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {templates.isPending && <Spinner />}
          {templates.isError && (
            <Alert severity="error">
              <AlertDescription>
                {t('templates.picker.loadFailed', { message: errorMessage(templates.error) })}
              </AlertDescription>
            </Alert>
          )}
          {templates.isSuccess && (
            <>
              <div id={listId} role="listbox" aria-label={t('templates.picker.list')} className="flex flex-col gap-1">
                {matches.map((template, index) => (
                  // the keyboard works through the search box (aria-activedescendant, APG combobox pattern)
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={template.id}
                    id={`${id}-option-${template.id}`}
                    role="option"
                    aria-selected={index === current}
                    className={cn(
                      'cursor-pointer rounded-md border-2 px-3 py-2',
                      index === current ? 'border-primary bg-accent' : 'border-transparent',
                    )}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insert(index)}
                  >
                    <span className="font-semibold">{template.name}</span>{' '}
                    <span className="text-sm">
                      ({t(template.scope === 'personal' ? 'templates.scope.personal' : 'templates.scope.organisation')})
                    </span>
                    <span className="block truncate text-sm">{fillTemplate(template.text, values)}</span>
                  </div>
                ))}
              </div>
              {matches.length === 0 && (
                <p role="status">
                  {templates.data.length === 0 ? t('templates.picker.none') : t('templates.picker.empty')}
                </p>
              )}
              <Link
                className="self-start text-sm underline"
                to={paths.personalTemplates()}
                target="_blank"
                rel="noopener"
              >
                {t('templates.picker.manage')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
