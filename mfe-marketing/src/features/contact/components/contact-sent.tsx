import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@site/ui/button';
import { ConfirmationPanel, ConfirmationTitle } from '@site/ui/confirmation-panel';

/** What the visitor sent the message as: the first name he gave and the address replies go to. */
export interface SentMessage {
  name: string;
  email: string;
}

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

const Again = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.mobile} {
    justify-self: stretch;
  }
`;

/**
 * The contact form's place once a message is sent: it stays (a toast fades before it is read)
 * and says, in his words, what happens next. It takes the focus and comes into view as it
 * appears, so a phone shows it under the header, clear of the toast at the window's foot.
 */
export function ContactSent({ sent, onAgain }: { sent: SentMessage; onAgain: () => void }) {
  const own = useRef<HTMLElement>(null);
  useEffect(() => {
    own.current?.scrollIntoView?.({ block: 'start' });
    own.current?.focus({ preventScroll: true });
  }, []);
  const firstName = sent.name.trim().split(/\s+/)[0];
  return (
    <ConfirmationPanel ref={own} tabIndex={-1} role="status" aria-labelledby="contact-sent">
      <ConfirmationTitle id="contact-sent">Message Sent</ConfirmationTitle>
      <p>
        Thank you{firstName ? `, ${firstName}` : ''}. Your message is with me now: I read every one
        myself, and I’ll get back to you within 48 hours at <Address>{sent.email}</Address>.
      </p>
      <p>
        Nothing more to do until then. If it is urgent, write again and say so in the first line.
      </p>
      <Again type="button" $variant="outline" onClick={onAgain}>
        Write Another Message
      </Again>
    </ConfirmationPanel>
  );
}
