import { useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { Container } from '@site/ui/container';
import { PageHeader, ShortPage } from '@site/ui/page-header';
import { lineArtMarks } from '@site/ui/testimonial-mark';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { UnsubscribeStatus } from '../features/newsletter/components/unsubscribe-status';

/* A short page: the header and the status centred in the first screen. */
const Section = styled(ShortPage)`
  padding-bottom: clamp(2rem, 6vw, 4rem);
`;

/** /newsletter/unsubscribe?token=…: the page the newsletter's unsubscribe link opens. */
export function NewsletterUnsubscribePage() {
  const { coachName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta
        title={`Newsletter | ${coachName}`}
        description="Confirmation of leaving the newsletter."
        noindex
      />
      <Container>
        <Section>
          <PageHeader
            centred
            narrow
            art={lineArtMarks.openCage}
            eyebrow="Your email"
            title="Newsletter"
          />
          <UnsubscribeStatus token={searchParams.get('token')} />
        </Section>
      </Container>
    </>
  );
}
