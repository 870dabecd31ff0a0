import { useState, type FormEvent, type ReactNode } from 'react';
import { clientActionMessages } from '@site/contracts/client-actions';
import { portalTimezoneSchema } from '@site/contracts/schemas/client-actions';
import { initialTimezone, timesShownIn, type TimezoneName } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { useFormKit } from '@site/ui/form-kit';
import { Confirmation } from '../../../components/alert';
import { CompactCard } from './quiet-actions';
import { FormAlert } from '../../../components/form-field';
import {
  CancelButton,
  FormActions,
  FormOnDemand,
  type OnDemand,
} from '../../../components/form-on-demand';
import { apiRefusal } from '../../../lib/api-error-message';
import { useSetPortalTimezone } from '../api/portal-privacy';

/** The zone picker the page gives (every IANA zone, searchable). */
export type ZonePicker = (props: {
  id: string;
  value: string;
  onChange: (zone: TimezoneName) => void;
  error?: string | null;
}) => ReactNode;

const failed = 'Your time zone could not be saved. Please try again in a moment.';
const id = 'portal-timezone';

/** The id of the time zone card's heading (where the portal's other cards send a client to change it). */
export const portalTimezoneTitleId = `${id}-title`;
const ids = { timezone: `${id}-select` } as const;

/**
 * The card's line: the zone the portal's times are in, named ("Eastern · New York"), and, until
 * he saves one, that it is his browser's.
 */
export function zoneInUse(saved: string | null, browserZone: string | null): string {
  const line = timesShownIn(initialTimezone({ remembered: saved, browser: browserZone }));
  return saved || !browserZone ? `${line}.` : `${line}, your browser’s zone, until you save one.`;
}

/**
 * The zone every time of the portal is shown in: the one he saved, else his browser's, preselected
 * until he saves one. Saved, it is remembered with his portal (any browser he signs in from). The
 * picker stays behind "Change Time Zone" until asked for.
 */
export function PortalTimezone({
  saved,
  browserZone,
  picker,
}: {
  saved: string | null;
  browserZone: string | null;
  picker: ZonePicker;
}) {
  const save = useSetPortalTimezone();
  const [zone, setZone] = useState<string>(() =>
    initialTimezone({ remembered: saved, browser: browserZone }),
  );
  const form = useFormKit(ids);
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent, panel: OnDemand) => {
    event.preventDefault();
    setDone(false);
    form.start();
    const request = form.fields.check(portalTimezoneSchema, { timezone: zone });
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        setDone(true);
        panel.close({ returnFocus: false });
      },
      onError: (cause) => form.refuseWith(apiRefusal(cause, failed)),
    });
  };

  return (
    <CompactCard aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your Time Zone</h2>
      <p>{zoneInUse(saved, browserZone)}</p>
      {done && <Confirmation>{clientActionMessages.timezoneSaved}</Confirmation>}
      <FormOnDemand opener="Change Time Zone">
        {(panel) => (
          <form onSubmit={(event) => onSubmit(event, panel)} noValidate aria-label="Your time zone">
            {picker({
              id: ids.timezone,
              value: zone,
              onChange: setZone,
              error: form.fields.errors.timezone,
            })}
            <FormAlert failure={form.failure} alertRef={form.alertRef} />
            <FormActions>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Time Zone'}
              </Button>
              <CancelButton form={panel} disabled={save.isPending} />
            </FormActions>
          </form>
        )}
      </FormOnDemand>
    </CompactCard>
  );
}
