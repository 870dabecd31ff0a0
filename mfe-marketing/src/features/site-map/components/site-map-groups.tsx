import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { cardStyles, cardTitleStyles } from '@site/ui/card';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { siteMapGroups, type SiteMapEntry } from '../content/site-map-groups';

/* One column on a phone, two from a tablet: four short cards, read in pairs. */
const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.section`
  ${cardStyles}
  border-top: 4px solid ${({ theme }) => theme.colors.gold};

  h2 {
    margin: 0 0 0.75rem;
    ${cardTitleStyles}
  }
`;

const Entries = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 600;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.small};
  }
`;

/* A page's own pages (the blog's categories): side by side, each a 44 px target. */
const Children = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.small};

  a {
    font-weight: 400;
  }
`;

function Entry({ entry }: { entry: SiteMapEntry }) {
  return (
    <li>
      <Link to={entry.to}>{entry.label}</Link>
      {entry.description && (
        <p>
          <KeepHyphenatedWords>{entry.description}</KeepHyphenatedWords>
        </p>
      )}
      {entry.children && (
        <Children aria-label={`${entry.label} categories`}>
          {entry.children.map((child) => (
            <li key={child.to}>
              <Link to={child.to}>{child.label}</Link>
            </li>
          ))}
        </Children>
      )}
    </li>
  );
}

/** The site map's groups, each a card of its pages with their lines. */
export function SiteMapGroups() {
  return (
    <Grid>
      {siteMapGroups.map((group) => (
        <Group key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <Entries>
            {group.entries.map((entry) => (
              <Entry key={entry.to} entry={entry} />
            ))}
          </Entries>
        </Group>
      ))}
    </Grid>
  );
}
