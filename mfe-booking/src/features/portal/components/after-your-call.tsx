import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { useSiteSettings } from '@site/ui/site-settings';
import { Card } from '../../../components/card';
import { SecondaryButtonLink } from '../../../components/secondary-button';

/** The heading the portal's section links point to. */
export const afterYourCallTitleId = 'portal-after-call-title';

const Frame = styled(Card)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;

  h2,
  p {
    margin: 0;
  }
`;

/**
 * For a visitor who has only booked the free call: in place of a package's empty notes, materials
 * and receipts, what follows the call and the way to a package. Its button is gold unless the
 * Next card (the call itself) has the page's gold action.
 */
export function AfterYourCall({ primary }: { primary: boolean }) {
  const { coachName } = useSiteSettings();
  const coach = coachName || 'your coach';
  const Action = primary ? ButtonLink : SecondaryButtonLink;
  return (
    <Frame aria-labelledby={afterYourCallTitleId}>
      <h2 id={afterYourCallTitleId}>After Your Call</h2>
      <p>
        If you and {coach} choose to work together, your package lives here: its sessions, the notes
        and action plans from them, materials, messages and receipts.
      </p>
      <Action to={paths.consulting}>See the Packages</Action>
    </Frame>
  );
}
