import styled from 'styled-components';
import type { TodayNeedsYou } from '@site/contracts/admin';
import type { ClientState } from '@site/contracts/endpoints/admin-clients';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';

/** What the owner is asked to look at, each a count, its words and where it is dealt with. */
export interface NeedsYouItem {
  key: string;
  count: number;
  /** The words after the count, singular and plural ("unread client message(s)"). */
  one: string;
  many: string;
  to: string;
}

const clientsIn = (state: ClientState) => `${paths.adminClients}?state=${state}`;

/** The counts that wait for the owner, in the order he deals with them; those at 0 left out. */
export function needsYouItems(counts: TodayNeedsYou): NeedsYouItem[] {
  const items: NeedsYouItem[] = [
    {
      key: 'client-messages',
      count: counts.clientMessages,
      one: 'unread client message',
      many: 'unread client messages',
      to: clientsIn('unread'),
    },
    {
      key: 'enquiries',
      count: counts.enquiries,
      one: 'new enquiry',
      many: 'new enquiries',
      to: paths.adminMessages,
    },
    {
      key: 'check-ins',
      count: counts.checkIns,
      one: 'new check-in',
      many: 'new check-ins',
      to: clientsIn('new-check-in'),
    },
    {
      key: 'unmarked-sessions',
      count: counts.unmarkedSessions,
      one: 'past session to mark',
      many: 'past sessions to mark',
      // One client's sessions are marked on his page; several clients' from the list of them.
      to:
        counts.unmarkedClientId === null
          ? clientsIn('to-mark')
          : toPath(paths.adminClient, { clientId: counts.unmarkedClientId }),
    },
    {
      key: 'erasure-requests',
      count: counts.erasureRequests,
      one: 'erasure request',
      many: 'erasure requests',
      to: paths.adminPerson,
    },
  ];
  return items.filter((item) => item.count > 0);
}

/*
 * The counts as a row of tiles that wraps: as many per line as fit, never a sideways scroll. A
 * single count is one line, its figure before its words, as wide as they are: a grid of one
 * tile would leave the card near empty.
 */
const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-single] {
    display: flex;
  }
`;

/* A tile is a way in: a plain bordered box with an arrow at its right (the card around the tiles
   carries the one gold accent), its border turning gold under the pointer. */
const Tile = styled(Link)`
  position: relative;
  display: grid;
  gap: 0.125rem;
  height: 100%;
  box-sizing: border-box;
  padding: 0.75rem 2.25rem 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;

  &::after {
    content: '→' / '';
    position: absolute;
    right: 0.875rem;
    top: 50%;
    translate: 0 -50%;
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }

  /* The one count: its figure and its words on one line (wrapping only on a narrow phone). */
  [data-single] > li > & {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.5rem;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
  }
  &:hover > span {
    text-decoration: underline;
  }
`;

const Count = styled.strong`
  font-size: 1.5rem;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

/** The counts of what waits for the owner, each a tile linking to where it is dealt with. */
export function NeedsYouTiles({ items }: { items: readonly NeedsYouItem[] }) {
  return (
    <Tiles data-single={items.length === 1 ? '' : undefined}>
      {items.map((item) => (
        <li key={item.key}>
          <Tile to={item.to}>
            <Count>{item.count}</Count>
            <span>{item.count === 1 ? item.one : item.many}</span>
          </Tile>
        </li>
      ))}
    </Tiles>
  );
}
