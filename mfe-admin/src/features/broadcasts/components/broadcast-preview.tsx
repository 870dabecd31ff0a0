import { useState } from 'react';
import { useScreenQuery } from '@site/ui/screen-query';
import styled, { css } from 'styled-components';
import { useNearView } from '../../../components/near-view';
import { ErrorState, Loading } from '../../../components/states';
import { Segmented } from '../../../components/segmented';
import { Section } from '../../../components/ui';
import { broadcastPreviewQueryOptions } from '../api/preview-broadcast';
import type { BroadcastPreview } from '../api/types';

const frameBox = css`
  display: block;
  width: 100%;
  height: 36rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

const Frame = styled.iframe`
  ${frameBox}
`;

/** The frame's place, as large, until the owner scrolls near it. */
const FrameSpace = styled.div`
  ${frameBox}
`;

/**
 * The message as HTML, in a frame that runs nothing. The frame is made when the owner comes near
 * it: the browser parses and lays out a frame's document the moment the frame exists, a long
 * task on a phone while the page comes alive, and on a broadcast's page the preview stands
 * below the whole form, often never scrolled to.
 */
function HtmlFrame({ html }: { html: string }) {
  const { near, spaceRef } = useNearView<HTMLDivElement>();
  return near ? (
    <Frame title="The email as HTML" sandbox="" srcDoc={html} />
  ) : (
    <FrameSpace ref={spaceRef} />
  );
}

const Text = styled.pre`
  max-height: 36rem;
  margin: 0;
  padding: 1rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};
  font: 0.9rem/1.5 ${({ theme }) => theme.fonts.mono};
`;

const Switch = styled.div`
  margin-bottom: 0.75rem;
`;

const Warning = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.ivory};
  font-weight: 600;
`;

/**
 * A rendered message: what it lacks before it can be sent, its subject, and the message as HTML
 * (in a frame that runs nothing) or plain text.
 */
export function PreviewBody({
  preview,
  notes = [],
}: {
  preview: BroadcastPreview;
  /** What the composer still lacks before sending, beside the API's warning. */
  notes?: readonly string[];
}) {
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <>
      {notes.map((note) => (
        <Warning key={note} role="note">
          {note}
        </Warning>
      ))}
      {preview.warning && <Warning role="note">{preview.warning}</Warning>}
      <p>
        <strong>Subject:</strong> {preview.subject}
      </p>
      <Switch>
        <Segmented
          label="Preview as"
          options={[
            { value: 'html', label: 'HTML' },
            { value: 'text', label: 'Plain Text' },
          ]}
          selected={view}
          onSelect={setView}
        />
      </Switch>
      {view === 'html' ? (
        <HtmlFrame html={preview.html} />
      ) : (
        <Text aria-label="The email as plain text" tabIndex={0}>
          {preview.text}
        </Text>
      )}
    </>
  );
}

/** The message as a subscriber receives it, as HTML (in a frame that runs nothing) or plain text. */
export function BroadcastPreview({ id, updatedAt }: { id: number; updatedAt: string }) {
  const preview = useScreenQuery(broadcastPreviewQueryOptions(id, updatedAt));
  return (
    <Section aria-labelledby="broadcast-preview">
      <h2 id="broadcast-preview">Preview</h2>
      {preview.isPending ? (
        <Loading label="Loading the preview…" height="36rem" />
      ) : preview.isError ? (
        <ErrorState
          title="The preview could not be made."
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <PreviewBody preview={preview.data} />
      )}
    </Section>
  );
}
