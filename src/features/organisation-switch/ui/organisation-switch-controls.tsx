import { useId, useState } from 'react';
import type { Organisation } from '@/entities/organisation';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/shared/ui/dialog';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { useChooseOrganisation } from '../model/choose-organisation';
import { OrganisationChooser } from './organisation-chooser';

// The switch's controls, in their own chunk (organisation-switch.tsx loads it only for someone who can switch):
// a member of one organisation, most staff, never loads the select, the dialog or the search.

/** A super user: the organisation acted for, and a search of every organisation in a dialog. */
export function SuperUserSwitch({ className, to, current }: { className?: string; to?: string; current: string }) {
  const choose = useChooseOrganisation();
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <Dialog open={open} onOpenChange={setOpen}>
        <p className="flex flex-wrap items-center gap-3">
          <span>
            <span className="font-semibold">{t('account.organisation.switchLabel')}: </span>
            {current}
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

/** A member of several organisations: a select of them. */
export function MembershipSelect({
  className,
  to,
  currentId,
  organisations,
}: {
  className?: string;
  to?: string;
  currentId: string | undefined;
  organisations: readonly Organisation[];
}) {
  const choose = useChooseOrganisation();
  const labelId = useId();
  return (
    <div className={className}>
      <Label id={labelId} className="mb-1">
        {t('account.organisation.switchLabel')}
      </Label>
      <Select
        value={currentId}
        onValueChange={(wcmsId) => {
          const organisation = organisations.find((o) => o.wcmsId === wcmsId);
          if (organisation && wcmsId !== currentId) choose(organisation, to);
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
