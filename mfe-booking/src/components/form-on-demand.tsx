import styled from 'styled-components';
import { formsOnDemand } from '@site/ui/form-on-demand';
import { SecondaryButton } from './secondary-button';

export type { OnDemand } from '@site/ui/form-on-demand';

/**
 * The portal's forms on demand: opened and cancelled with its navy-on-white button, each form
 * right under the line before it (no space below: the card's own padding ends it).
 */
export const { FormOnDemand, CancelButton } = formsOnDemand(SecondaryButton, {
  marginBlock: '0.75rem 0',
});

/** The row of a form's gold button and its Cancel. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
`;
