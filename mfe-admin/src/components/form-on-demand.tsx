import { formsOnDemand } from '@site/ui/form-on-demand';
import { Button } from '@site/ui/button';
import { PairedButton, SmallButton } from './ui';

export type { OnDemand } from '@site/ui/form-on-demand';

/** The back office's forms on demand: opened with its small secondary button. */
export const { FormOnDemand } = formsOnDemand(SmallButton);

/** A form's Cancel, beside its gold button and as tall. */
export const { CancelButton } = formsOnDemand(PairedButton);

/**
 * A screen's one primary action when it opens a form (a client's Book a Session): opened with
 * the gold button, its form then in its place as every form on demand.
 */
export const { FormOnDemand: PrimaryFormOnDemand } = formsOnDemand(Button);
