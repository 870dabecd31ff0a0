import styled from 'styled-components';
import { blogApi, blogFeedTitle } from '@site/contracts/blog';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import { paths } from '@site/contracts/routes';
import { Container } from '@site/ui/container';
import { PageHeader } from '@site/ui/page-header';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { SiteMapGroups } from '../features/site-map/components/site-map-groups';

const Body = styled.div`
  padding-bottom: clamp(3rem, 8vw, 5rem);
`;

/* The files for search engines and feed readers: one quiet line under the pages. */
const ForMachines = styled.p`
  margin: 2.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};

  a {
    color: inherit;
  }
`;

/** /site-map: every public page, grouped as a visitor looks for them, each with its line. */
export function SiteMapPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta title={`Site Map | ${coachName}`} description={pageDescriptions[paths.siteMap]} />
      <Container>
        <PageHeader
          eyebrow="Find your way"
          title="Site Map"
          lead={<p>Every page of the site, grouped by what you came for.</p>}
        />
        <Body>
          <SiteMapGroups />
          <ForMachines>
            For search engines and feed readers: the <a href={paths.sitemap}>XML site map</a> and
            the{' '}
            <a href={blogApi.feed} type="application/rss+xml" title={blogFeedTitle(coachName)}>
              blog’s RSS feed
            </a>
            .
          </ForMachines>
        </Body>
      </Container>
    </>
  );
}
