import { adminType } from '../../../components/type';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ownerSettingsKeys,
  ownerSettingsSchema,
  type OwnerSettingKey,
  type OwnerSettingsDocument,
} from '@site/contracts/endpoints/admin-site';
import { paths } from '@site/contracts/routes';
import { Disclosure } from '@site/ui/disclosure';
import { Link } from '@site/ui/router';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { adminLayout } from '../../../components/layout';
import { LeaveGuard } from '../../../components/leave-guard';
import { differs, SaveRow } from '../../../components/save-row';
import { FormAlert, FormField, FormGrid, Input, Muted } from '../../../components/ui';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import {
  settingFields as labels,
  type SettingFieldType as FieldType,
} from '../../../lib/setting-fields';
import { useSaveSiteSettings } from '../api/site-settings';

/** The form's parts, each a group of fields with its own heading. */
const groups: { legend: string; note?: string; keys: readonly OwnerSettingKey[] }[] = [
  {
    legend: 'On every page',
    keys: ['coachName', 'assessmentUrl', 'linkedinUrl', 'xUrl', 'youtubeUrl'],
  },
  { legend: 'In emails', keys: ['meetingUrl', 'postalAddress', 'contactEmail'] },
  { legend: 'Specials', keys: ['specialsEndOn'] },
];

/*
 * The booking hours and horizon kept with the settings are no longer edited here: Schedules is
 * the one place the owner sets his hours (until he first saves it, it shows and offers these,
 * and says so). The form sends them back as it read them, so a save here changes none of them.
 */

const inputModes: Partial<Record<FieldType, 'url' | 'email' | 'numeric'>> = {
  url: 'url',
  email: 'email',
  number: 'numeric',
};

const Group = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  /* A group under another is set off by a rule above it. */
  & + &,
  &[data-ruled] {
    margin-top: 1rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* Each group's title is a sub-heading of the card: small capitals in the text face, well
     below the card's own title at every width. */
  legend {
    float: left;
    width: 100%;
    margin-bottom: 0.25rem;
    padding: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: 700;
    font-size: ${adminType.label};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/*
 * The groups of fields: one under another, side by side where the card is wide, the two columns
 * sharing the card's whole width. A field's measure stops at 40 rem, where its hint still reads
 * as a line or two.
 */
const Groups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 40rem);

  ${adminLayout.formGroupsSideBySide} {
    grid-template-columns: repeat(2, minmax(0, 40rem));
    column-gap: 2.5rem;
    align-items: start;

    > ${Group} + ${Group} {
      margin-top: 0;
      padding-top: 0;
      border-top: 0;
    }
  }
`;

/* The host's names for the settings, for whoever runs the server: one disclosure at the card's
   end, closed, in the hints' size, so the owner reads his settings and the host finds its
   variables in one place (not a note under each field). */
const HostSettings = styled(Disclosure)`
  && {
    margin-top: 1.5rem;
    font-size: ${({ theme }) => theme.type.small};
  }
  && > summary {
    justify-content: flex-start;
    gap: 0.5rem;
    padding: 0.25rem 0;
  }
  && > summary svg {
    width: 1.5rem;
    height: 1.5rem;
    padding: 0.3125rem;
  }
  && > div {
    padding-bottom: 0.5rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  code {
    font-size: inherit;
    overflow-wrap: anywhere;
  }
`;

/** The settings the server can hold a value for (its variable's name), in the form's order. */
const hostSettings = groups.flatMap((group) => group.keys).filter((key) => labels[key].hostSetting);

/** Each setting's field, in the form's order. */
const ids = Object.fromEntries(
  ownerSettingsKeys.map((key) => [key, `site-setting-${key}`]),
) as Record<OwnerSettingKey, string>;

/**
 * The settings the site shows on every page and in every email, saved at once (no rebuild). A
 * field left empty takes the value the server was configured with, if any.
 */
export function SiteSettingsForm({ saved }: { saved: OwnerSettingsDocument }) {
  const [values, setValues] = useState(saved);
  // What is saved, as the form holds it: the form has something to save only when it differs.
  const [base, setBase] = useState(saved);
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();
  const save = useSaveSiteSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const settings = fields.check(ownerSettingsSchema, values);
    if (!settings) return;
    save.mutate(settings, {
      onSuccess: (stored) => {
        setValues(stored);
        setBase(stored);
        toast({
          title: 'Settings saved',
          description: 'Every page and email uses them from now on.',
          variant: 'success',
        });
      },
      onError: (error) => {
        fields.refuse(apiFieldErrors(error));
        fail(apiErrorMessage(error, 'The settings were not saved. Please try again.'));
      },
    });
  };

  return (
    <FormGrid $width="none" noValidate onSubmit={submit}>
      <FormAlert failure={failure} alertRef={alertRef} />
      <Groups>
        {groups.map((group) => (
          <Group key={group.legend}>
            <legend>{group.legend}</legend>
            {group.note && <Muted>{group.note}</Muted>}
            {group.keys.map((key) => (
              <div key={key}>
                <FormField
                  id={ids[key]}
                  label={labels[key].label}
                  hint={labels[key].hint}
                  error={fields.errors[key]}
                >
                  {(props) => (
                    <Input
                      {...props}
                      name={key}
                      type={
                        labels[key].type === 'url' ||
                        labels[key].type === 'email' ||
                        labels[key].type === 'date'
                          ? labels[key].type
                          : 'text'
                      }
                      inputMode={inputModes[labels[key].type]}
                      value={values[key]}
                      onChange={(event) =>
                        setValues((current) => ({ ...current, [key]: event.target.value }))
                      }
                    />
                  )}
                </FormField>
              </div>
            ))}
          </Group>
        ))}
      </Groups>
      <Group data-ruled>
        <legend>Bookings</legend>
        <Muted>
          Your hours for paid sessions and free calls, and how far ahead visitors can book, are set
          in one place: <Link to={paths.adminSchedules}>Schedules</Link>.
        </Muted>
      </Group>
      <HostSettings summary="Technical notes for your web host">
        <p>A field left empty takes the value set on the server:</p>
        <ul>
          {hostSettings.map((key) => (
            <li key={key}>
              {labels[key].label}: <code>{labels[key].hostSetting}</code>
            </li>
          ))}
        </ul>
      </HostSettings>
      <SaveRow label="Save Settings" unsaved={differs(values, base)} pending={save.isPending} />
      <LeaveGuard dirty={differs(values, base)} what="the site settings" />
    </FormGrid>
  );
}
