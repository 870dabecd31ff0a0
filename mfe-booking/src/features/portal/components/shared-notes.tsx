import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { portalEmptyMessages } from '@site/contracts/client-portal';
import styled from 'styled-components';
import { formatDate } from '@site/contracts/slots';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '../../../components/card';
import { CompactCard } from './quiet-actions';
import { LoadingStatus } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { portalNotesQueryOptions, useSetActionItem } from '../api/portal-notes';

const Note = styled.article`
  padding-block: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 0.25rem;
  }

  .body {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;

  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    min-height: 44px;
    padding-block: 0.5rem;
    overflow-wrap: anywhere;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
    margin-top: 0.15rem;
  }
`;

/** The coach's shared session notes and action plans; each action item ticked by the client. */
export function SharedNotes({ zone }: { zone: string }) {
  const id = 'portal-shared-notes';
  const query = useQuery(portalNotesQueryOptions());
  const tick = useSetActionItem();
  // A tick shows at once; it goes back if the API refuses it.
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const toggle = (id: number, done: boolean) => {
    setTicked((current) => ({ ...current, [id]: done }));
    tick.mutate(
      { id, done },
      { onError: () => setTicked((current) => ({ ...current, [id]: !done })) },
    );
  };
  // Nothing yet (or still loading, or not loaded): the title and its one line, not a full card.
  const Frame = query.isSuccess && query.data.length > 0 ? Card : CompactCard;
  return (
    <Frame aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notes and Action Plan</h2>
      {query.isPending ? (
        <LoadingStatus>Loading notes...</LoadingStatus>
      ) : query.isError ? (
        <ErrorMessage role="alert">
          Your notes could not be loaded. Please try again in a moment.
        </ErrorMessage>
      ) : query.data.length === 0 ? (
        <p>{portalEmptyMessages.notes}</p>
      ) : (
        query.data.map((note) => (
          <Note key={note.id} aria-labelledby={`${id}-note-${note.id}`}>
            <h3 id={`${id}-note-${note.id}`}>
              {note.title ?? `Notes of ${formatDate(note.publishedAt, zone)}`}
            </h3>
            <p>Shared on {formatDate(note.publishedAt, zone)}</p>
            <div className="body">{note.body}</div>
            {note.actionItems.length > 0 && (
              <Items aria-label="Action items">
                {note.actionItems.map((item) => (
                  <li key={item.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={ticked[item.id] ?? item.doneAt !== null}
                        onChange={(event) => toggle(item.id, event.target.checked)}
                      />
                      <span>{item.text}</span>
                    </label>
                  </li>
                ))}
              </Items>
            )}
          </Note>
        ))
      )}
      {tick.isError && (
        <ErrorMessage role="alert">
          {apiErrorMessage(tick.error, 'The action item could not be saved. Please try again.')}
        </ErrorMessage>
      )}
    </Frame>
  );
}
