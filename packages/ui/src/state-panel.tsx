import type { ReactNode } from 'react';
import { PageHeader, ShortPage } from './page-header';
import { lineArtMarks } from './testimonial-mark';

/**
 * A page that is one message (an invalid link, a booking not found, one paid already…): the
 * site's page header centred in the screen with its line-art emblem, the message under the
 * title and the visitor's next step as its buttons.
 */
export function StatePanel({
  title,
  children,
  actions,
}: {
  title: string;
  /** The message: one or more paragraphs. */
  children: ReactNode;
  /** The next step: buttons. */
  actions: ReactNode;
}) {
  return (
    <ShortPage>
      <PageHeader
        centred
        narrow
        art={lineArtMarks.pathToStar}
        title={title}
        lead={children}
        actions={actions}
      />
    </ShortPage>
  );
}
