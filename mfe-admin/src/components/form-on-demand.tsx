import { formsOnDemand } from '@site/ui/form-on-demand';
import { SmallButton } from './ui';

export type { OnDemand } from '@site/ui/form-on-demand';

/** The back office's forms on demand: opened and cancelled with its small secondary button. */
export const { FormOnDemand, CancelButton } = formsOnDemand(SmallButton);
