import { useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { UnsubscribeStatus } from '../features/newsletter/components/unsubscribe-status';

const Section = styled.div`
  padding: 3rem 1rem;
  h1 {
    text-align: center;
  }
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
      <Section>
        <h1>Newsletter</h1>
        <UnsubscribeStatus token={searchParams.get('token')} />
      </Section>
    </>
  );
}
