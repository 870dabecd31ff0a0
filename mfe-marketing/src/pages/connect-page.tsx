import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import styled from 'styled-components';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { ScrollButton } from '../components/buttons';
import {
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
  TextCards,
} from '../components/layout';
import { PageHero } from '@site/ui/page-hero';
import { Portrait } from '../components/portrait';
import { CONTACT_FORM_ID } from '../features/contact/components/contact-links';
import { ContactForm } from '../features/contact/components/contact-form';
import { SocialLinks } from '../features/contact/components/social-links';

const expectations = [
  {
    title: 'Response Time',
    text: 'I read every message myself and reply within 48 hours, usually sooner. If it is urgent, say so in the first line.',
  },
  {
    title: 'Speaking Engagements',
    text: 'Most events book 3–6 months out. Share your date, audience and theme; the full media kit is available on request and on the speaking page.',
  },
  {
    title: 'Media Interviews',
    text: 'Podcasts, press and panels are welcome. Tell me about your audience and the angle you have in mind, and I will suggest topics that fit.',
  },
  {
    title: 'Collaborations',
    text: 'I partner with organisations, coaches and creators whose values align with this work. Describe what you want to build together.',
  },
];

const FormPanel = styled.div`
  max-width: 48rem;
  margin-inline: auto;
  padding: clamp(1.25rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 18px 44px rgb(19 33 60 / 0.1);
`;

const Note = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function ConnectPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Connect With ${coachName} | Get Direct Access for Your Questions`}
        description={pageDescriptions[paths.connect]}
      />
      <PageHero
        eyebrow="Direct access"
        title="CONNECT WITH ME"
        actions={<ScrollButton targetId={CONTACT_FORM_ID}>Reach Out Here</ScrollButton>}
        art={<Portrait priority drawing="listening" />}
        artRole="portrait"
      >
        <p>
          Have a specific question about consciousness mastery, authentic success or alignment? Want
          me on your stage or your podcast? Write to me directly. No assistant filters these
          messages: they come to me.
        </p>
      </PageHero>
      <Band id={CONTACT_FORM_ID} $tone="light" aria-labelledby="contact-form-title">
        <Inner>
          <FormPanel>
            <SectionTitle id="contact-form-title">Send Me a Message</SectionTitle>
            <Note>
              Fields marked with an asterisk (*) are required. I reply to every message within 48
              hours.
            </Note>
            <ContactForm />
          </FormPanel>
        </Inner>
      </Band>
      <Band $tone="surface" aria-labelledby="expect-title">
        <Inner>
          <Centered>
            <Eyebrow>After you write</Eyebrow>
            <SectionTitle id="expect-title">What to Expect</SectionTitle>
          </Centered>
          <TextCards items={expectations} />
        </Inner>
      </Band>
      <Band $tone="light" aria-labelledby="social-title">
        <Inner>
          <Centered>
            <Eyebrow>Follow along</Eyebrow>
            <SectionTitle id="social-title">Connect on Social</SectionTitle>
            <Lead>Ideas, clips and conversations between our emails.</Lead>
          </Centered>
          <SocialLinks />
        </Inner>
      </Band>
    </>
  );
}
