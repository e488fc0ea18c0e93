import { useId, useState } from 'react';
import { useCurrentOrganisation, useOrganisations } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { useChooseOrganisation } from '../model/choose-organisation';
import { OrganisationChooser } from './organisation-chooser';

/**
 * Switches the organisation the user acts for (spec §6 "multi-organisation members can switch"): a select
 * of their organisations, or for a super user a search of every organisation in a dialog. Switching resets
 * the cached data and opens the inbox (or `to`, e.g. the console page being used). Shows just the name when there is
 * nothing to switch to.
 */
export function OrganisationSwitch({ className, to }: { className?: string; to?: string }) {
  const viewer = useViewer();
  const current = useCurrentOrganisation();
  const choose = useChooseOrganisation();
  const memberships = useOrganisations('');
  const labelId = useId();
  const [open, setOpen] = useState(false);

  if (viewer.isSuperUser) {
    return (
      <div className={className}>
        <Dialog open={open} onOpenChange={setOpen}>
          <p className="flex flex-wrap items-center gap-3">
            <span>
              <span className="font-semibold">{t('account.organisation.switchLabel')}: </span>
              {current?.name ?? '—'}
            </span>
            <DialogTrigger asChild>
              <Button variant="secondary" size="sm">
                {t('account.organisation.change')}
              </Button>
            </DialogTrigger>
          </p>
          <DialogContent className="max-h-[90dvh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>{t('account.organisation.change')}</DialogTitle>
              <DialogDescription>{t('account.organisation.superIntro')}</DialogDescription>
            </DialogHeader>
            <OrganisationChooser
              headingLevel={3}
              onChoose={(organisation) => {
                setOpen(false);
                choose(organisation, to);
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
    );
  }

  const organisations = memberships.data ?? [];
  if (organisations.length < 2) {
    return (
      <p className={className}>
        <span className="font-semibold">{t('account.organisation.switchLabel')}: </span>
        {current?.name ?? organisations[0]?.name ?? '—'}
      </p>
    );
  }
  return (
    <div className={className}>
      <Label id={labelId} className="mb-1">
        {t('account.organisation.switchLabel')}
      </Label>
      <Select
        value={current?.wcmsId}
        onValueChange={(wcmsId) => {
          const organisation = organisations.find((o) => o.wcmsId === wcmsId);
          if (organisation && wcmsId !== current?.wcmsId) choose(organisation, to);
        }}
      >
        <SelectTrigger aria-labelledby={labelId} className="min-w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {organisations.map((organisation) => (
            <SelectItem key={organisation.wcmsId} value={organisation.wcmsId}>
              {organisation.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
