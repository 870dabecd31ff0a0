import { useState } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '@site/contracts/client-materials';
import type { Material } from '@site/contracts/endpoints/client-materials';
import { formatShortDate } from '@site/contracts/slots';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { DownloadLink, SecondaryButton } from '../../../components/secondary-button';
import { portalFileUrl } from '../api/portal-materials';

/** What an item is, by what it holds: its icon, its type's word and its one action. */
type ItemType = 'document' | 'link' | 'video' | 'audio';

export function itemType(item: Material): ItemType {
  if (item.kind === 'link') return 'link';
  const type = item.contentType ?? '';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'document';
}

/** The file's kind as people say it: its extension in capitals ("PDF", "MP4"), else "File". */
function fileKind(item: Material): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(item.fileName ?? '')?.[1];
  return extension ? extension.toUpperCase() : 'File';
}

const paths: Record<ItemType, string> = {
  document: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  video: 'M3 6h12v12H3zM15 10l6-3v10l-6-3',
  audio: 'M9 18V6l10-2v12M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM19 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z',
};

/** The item's type, drawn in the site's gold on a soft disc (decoration: the meta line says it). */
const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.goldDark};
  background: ${({ theme }) => theme.colors.ivory};

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** The library's width decides its rows' layout (a half-width card, a full one), not the screen's. */
const library = 'portal-library';

/** Wide enough for the action beside the words (the title then keeps most of the row). */
const wideLibrary = `@container ${library} (min-width: 30rem)`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  container: ${library} / inline-size;
`;

/**
 * A recording's two actions, Play and Download, side by side (one under the other only where the
 * row cannot hold both).
 */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * One item: icon · title over its muted meta, and its action (a recording's two) under them; in a
 * library at least 480 px wide, beside them at the row's end. A player opens under it.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 0.5rem 0.875rem;
  padding-block: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: 0;
  }

  > a,
  > button,
  > ${Actions} {
    grid-column: 2;
    justify-self: start;
  }

  ${wideLibrary} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    row-gap: 0.25rem;

    > a,
    > button,
    > ${Actions} {
      grid-column: auto;
    }
  }
`;

const Words = styled.div`
  min-width: 0;

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: break-word;
  }
`;

/**
 * The item's facts, small and muted, each kept whole ("PDF", "2 KB", "Added Nov 27, 2026"), a dot
 * between two on the same line. The dot is drawn before each fact, in a fixed width, and the row
 * of facts starts that width to the left of its box, which clips it: the fact that opens a line
 * has its dot out of sight, so no line starts or ends with a dot, however the facts wrap.
 */
const separator = '1.25em';
const Meta = styled.p`
  margin: 0.1rem 0 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.muted};

  > span {
    display: flex;
    flex-wrap: wrap;
    margin-inline-start: -${separator};
  }

  > span > span {
    white-space: nowrap;
  }

  > span > span::before {
    content: '·' / '';
    display: inline-block;
    width: ${separator};
    text-align: center;
  }
`;

const Player = styled.div`
  grid-column: 1 / -1;

  video,
  audio {
    display: block;
    width: 100%;
    border-radius: 8px;
  }

  video {
    max-height: 24rem;
    background: ${({ theme }) => theme.colors.navy};
  }
`;

/**
 * The facts of one item: "PDF", "2 KB", "Added Nov 27, 2026" (the file's own name is in its
 * title's place when downloaded: the row needs the kind, the size and when). A recording's
 * session day is left out where its title already says it ("Recording of Nov 28, 2026").
 */
export function facts(item: Material, zone: string): string[] {
  const day = formatShortDate(item.sessionStartsAt ?? item.createdAt, zone);
  // Any space is a space here (a title may hold a no-break one between month and day).
  const spaced = (text: string) => text.replace(/\s+/g, ' ');
  const when = spaced(item.title).includes(spaced(day))
    ? []
    : [item.sessionStartsAt ? `Session of ${day}` : `Added ${day}`];
  if (item.kind === 'link') return ['Link', ...when];
  return [fileKind(item), formatFileSize(item.sizeBytes ?? 0), ...when];
}

function MaterialRow({ item, zone }: { item: Material; zone: string }) {
  const type = itemType(item);
  const [playing, setPlaying] = useState(false);
  const titleId = `material-${item.id}-title`;
  const file = portalFileUrl(item.id);
  const playable = type === 'video' || type === 'audio';
  return (
    <Row aria-labelledby={titleId}>
      <Icon aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={paths[type]} />
        </svg>
      </Icon>
      <Words>
        <strong id={titleId}>{item.title}</strong>
        <Meta>
          <span>
            {facts(item, zone).map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </span>
        </Meta>
      </Words>
      {playable ? (
        <Actions>
          <SecondaryButton
            type="button"
            aria-expanded={playing}
            aria-controls={`material-${item.id}-player`}
            onClick={() => setPlaying((open) => !open)}
          >
            {playing ? 'Close' : 'Play'}
            <VisuallyHidden> {item.title}</VisuallyHidden>
          </SecondaryButton>
          <DownloadLink $secondary href={file} download={item.fileName ?? true}>
            Download<VisuallyHidden> {item.title}</VisuallyHidden>
          </DownloadLink>
        </Actions>
      ) : type === 'link' ? (
        <DownloadLink
          $secondary
          href={item.url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open<VisuallyHidden> {item.title} (opens a new tab)</VisuallyHidden>
        </DownloadLink>
      ) : (
        <DownloadLink $secondary href={file} download={item.fileName ?? true}>
          Download<VisuallyHidden> {item.title}</VisuallyHidden>
        </DownloadLink>
      )}
      {playable && playing && (
        <Player id={`material-${item.id}-player`}>
          {type === 'video' ? (
            <video controls autoPlay preload="metadata" src={file} aria-label={item.title} />
          ) : (
            <audio controls autoPlay preload="metadata" src={file} aria-label={item.title} />
          )}
        </Player>
      )}
    </Row>
  );
}

/**
 * Materials or recordings as a library: each a row with its type's icon, its title, its facts in
 * small muted words, and its actions, every one the same navy-on-white button: Open (a link, in a
 * new tab), Download (a file), Play and Download (a recording: a player opens in the page).
 */
export function MaterialLinks({
  items,
  zone,
  label,
}: {
  items: readonly Material[];
  zone: string;
  label: string;
}) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <MaterialRow key={item.id} item={item} zone={zone} />
      ))}
    </List>
  );
}
