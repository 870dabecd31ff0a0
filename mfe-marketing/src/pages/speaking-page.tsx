import { paths } from '@site/contracts/routes';
import { pageDescriptions } from '@site/contracts/page-descriptions';
import styled from 'styled-components';
import { CardGrid, gridBreakpoints, phoneEnd } from '@site/ui/card-grid';
import { CarouselControls, useCarousel } from '@site/ui/carousel';
import { ButtonLink } from '@site/ui/button';
import { speakingServicesJsonLd } from '@site/contracts/json-ld';
import { PageMeta } from '@site/ui/page-meta';
import { Disclosure } from '@site/ui/disclosure';
import { useSiteSettings } from '@site/ui/site-settings';
import {
  Actions,
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
  TextCards,
} from '../components/layout';
import stageArt from '../assets/stage-art.svg';
import { PageHero } from '@site/ui/page-hero';
import { speakingInquiryPath } from '../features/contact/components/contact-links';
import { KeynoteCard, keynoteCardRows } from '../features/speaking/components/keynote-card';
import { MediaKitCard } from '../features/speaking/components/media-kit-card';
import { OrganizerTestimonials } from '../features/speaking/components/organizer-testimonials';
import { RequirementsCard } from '../features/speaking/components/requirements-card';
import { SpeakingAtAGlance } from '../features/speaking/components/speaking-at-a-glance';
import { SpeakingStats } from '../features/speaking/components/speaking-stats';
import { keynotes } from '../features/speaking/content/keynotes';

/* Six bands one above the other on a phone: each keeps less air above and below it, and under
   its title or lead, than a page of a few long sections, so the page stays short enough to reach
   its booking button (the card groups' own rhythm is unchanged). */
const PhoneRhythm = styled.div`
  @media (max-width: ${phoneEnd}) {
    & > section {
      padding-block: 2.25rem;
    }

    ${Lead} {
      margin-bottom: 1.5rem;
    }

    ${Centered} > ${SectionTitle}:last-child {
      margin-bottom: 1.5rem;
    }
  }
`;

/* The media kit and the requirements side by side from 600 px, equally tall; on phones one above
   the other (the bios closed behind their disclosures), so nothing hides off-screen. */
const OrganizerCards = styled(CardGrid)`
  margin-top: 1.5rem;

  @media (max-width: 599.98px) {
    margin-top: 1rem;
  }
`;

/** The media kit and the requirements: stacked on phones, side by side from a tablet. */
const organizerCardColumns = { phone: 1, tablet: 2, desktop: 2 } as const;

/** The three formats as cards from a tablet: three compact columns. */
const formatColumns = { phone: 1, tablet: 3, desktop: 3 } as const;

/* On phones the formats are a short list: each name with its one-line summary, opening its
   full description on demand (the page stays short, with no third row to swipe); from 600 px the
   cards show every word. */
const FormatCards = styled.div`
  @media (max-width: 599.98px) {
    display: none;
  }
`;

const FormatList = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0 0 1rem;
  }

  /* The summary under the name: a quieter second line of the row. */
  summary small {
    display: block;
    margin-top: 0.15rem;
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }

  @media (min-width: 600px) {
    display: none;
  }
`;

/**
 * The keynote topics: one summary card a row on phones (swiped); from a tablet up two a row under
 * the most requested keynote, which takes the first row alone (`$leadWide`): 1 + 2 + 2.
 */
const keynoteColumns = { phone: 1, tablet: 2, desktop: 2 } as const;

/* From a tablet up, a keynote opened takes its row's full width, and so does the summary beside it
   (on a row of its own): the full text reads in a wide card, and no closed card is stretched to the
   open one's height. Under the wide first card, rows of two stay pairs (2 and 3, 4 and 5), so no
   gap opens after them. */
const KeynoteGrid = styled(CardGrid)`
  /* On a phone's row, a keynote opened grows alone: every card keeps its own height (the closed
     ones are never stretched to the open one's into tall empty boxes). */
  @media (max-width: ${phoneEnd}) {
    &&:has(details[open]) {
      align-items: start;
    }

    &&:has(details[open]) > * {
      grid-row: auto;
      grid-template-rows: none;
    }
  }

  @media (min-width: ${gridBreakpoints.tablet}) {
    && > :nth-child(even):has(details[open]),
    && > :nth-child(even):has(details[open]) + *,
    && > :nth-child(odd):not(:first-child):has(details[open]),
    && > :nth-child(even):has(+ * details[open]) {
      grid-column: 1 / -1;
    }
  }
`;

/* The keynotes' row and its controls: the controls cannot rise above the row's top. */
const KeynoteBrowser = styled.div``;

/* While a keynote is open on a phone, its text runs far below the screen: the carousel's controls
   stay at the bottom of the screen as long as the row is in view, so the next keynote is one tap
   away wherever the visitor stops reading. */
const KeynoteControls = styled.div`
  @media (max-width: ${phoneEnd}) {
    ${KeynoteBrowser}:has(details[open]) > & {
      position: sticky;
      bottom: 0;
      z-index: 1;
      padding-block: 0.5rem;
      background: ${({ theme }) => theme.colors.ivory};
      box-shadow: 0 -10px 20px -12px rgb(19 33 60 / 0.25);
    }
  }
`;

const formats = [
  {
    title: 'Signature keynote',
    summary: 'One topic, with live Q&A.',
    text: 'One topic, 60–90 minutes with live Q&A. The right choice for an opening or closing slot that sets the tone of your event.',
  },
  {
    title: 'Combined keynote',
    summary: 'Two topics woven into one talk.',
    text: 'Two topics woven into one talk, for example The Two of You with The Four Freedoms: who you really are, and what freedom looks like once you live from there.',
  },
  {
    title: 'Keynote and workshop',
    summary: 'Plus a workshop for leaders.',
    text: 'A keynote for the whole audience followed by a half-day workshop for leaders, where participants work with their own assessment results.',
  },
];

/* The drawing's own navy ground as a framed panel in the hero: rounded, a thin gold edge. */
const StageArt = styled.img`
  border: 1px solid rgb(230 199 122 / 0.3);
  border-radius: calc(${({ theme }) => theme.radius} * 1.6);
  box-shadow: 0 18px 40px rgb(0 0 0 / 0.25);
`;

/** The stage drawing's intrinsic size (its SVG's width and height). */
const STAGE_ART_WIDTH = 480;
const STAGE_ART_HEIGHT = 360;

export function SpeakingPage() {
  const settings = useSiteSettings();
  const { coachName } = settings;
  const book = `Book ${coachName} Now`;
  const { attachRow, rowId, position, go } = useCarousel(keynotes.length, 'keynote-topics');
  // Stepping on from an opened keynote closes it: the row takes its cards' height again, and the
  // next keynote stands with the controls right under it.
  const step = (direction: 1 | -1) => {
    document
      .getElementById(rowId)
      ?.querySelectorAll('details[open]')
      .forEach((details) => ((details as HTMLDetailsElement).open = false));
    go(direction);
  };
  return (
    <>
      <PageMeta
        title={`Keynote Speaking | Book ${coachName}`}
        description={pageDescriptions[paths.speaking]}
        jsonLd={speakingServicesJsonLd(settings, keynotes)}
      />
      <PageHero
        layout="stage"
        eyebrow="Keynote speaking"
        title="TRANSFORM YOUR AUDIENCE"
        actions={<ButtonLink to={speakingInquiryPath}>{book}</ButtonLink>}
        art={
          // A speaker at a lectern under a spotlight, before rows of listeners: gold line art on
          // navy, like the blog's images; decorative, the title says what the page is.
          <StageArt
            src={stageArt}
            width={STAGE_ART_WIDTH}
            height={STAGE_ART_HEIGHT}
            alt=""
            fetchPriority="high"
          />
        }
      >
        <p>
          Plenty of speakers motivate. Few have lived the billion-dollar summit and its emptiness,
          and can show your audience how to close the gap between who they are and how they live.
        </p>
      </PageHero>

      <PhoneRhythm>
        <SpeakingAtAGlance />

        <Band $tone="light" aria-labelledby="keynotes-title">
          <Inner>
            <Centered>
              <Eyebrow>Keynote topics</Eyebrow>
              <SectionTitle id="keynotes-title">
                Five Keynotes. One Message: Become Who You Are.
              </SectionTitle>
              <Lead>
                Each keynote is tailored to your audience after a preparation call with your team,
                and each ends with something people can do the same day.
              </Lead>
            </Centered>
            {/* A list of summary cards; on phones a row to swipe through, with the carousel's
              controls. */}
            <KeynoteBrowser>
              <KeynoteGrid
                ref={attachRow}
                id={rowId}
                $count={keynotes.length}
                $columns={keynoteColumns}
                $rows={keynoteCardRows}
                $widenLastRow
                $leadWide
                $phoneScroll
              >
                {keynotes.map((keynote) => (
                  <KeynoteCard key={keynote.id} keynote={keynote} />
                ))}
              </KeynoteGrid>
              <KeynoteControls>
                <CarouselControls
                  rowId={rowId}
                  position={position}
                  onStep={step}
                  count={keynotes.length}
                  item="keynote"
                  scrollsOn="phone"
                />
              </KeynoteControls>
            </KeynoteBrowser>
          </Inner>
        </Band>

        <Band $tone="surface" aria-labelledby="combine-title">
          <Inner>
            <Centered>
              <Eyebrow>Formats</Eyebrow>
              <SectionTitle id="combine-title">Combine Topics for Maximum Impact</SectionTitle>
              <Lead>
                The frameworks were built to work together, so the talks combine naturally. Tell me
                what your audience needs to walk out with, and we will design the format around it.
              </Lead>
            </Centered>
            <FormatCards>
              <TextCards items={formats} columns={formatColumns} />
            </FormatCards>
            <FormatList>
              {formats.map((format) => (
                <Disclosure
                  key={format.title}
                  summary={
                    <>
                      {format.title}
                      <small>{format.summary}</small>
                    </>
                  }
                >
                  <p>{format.text}</p>
                </Disclosure>
              ))}
            </FormatList>
          </Inner>
        </Band>

        <OrganizerTestimonials />

        <Band $tone="light" aria-labelledby="booking-title">
          <Inner>
            <Centered>
              <Eyebrow>For organizers</Eyebrow>
              <SectionTitle id="booking-title">
                Everything You Need to Book With Confidence
              </SectionTitle>
            </Centered>
            <SpeakingStats />
            <OrganizerCards $count={2} $columns={organizerCardColumns}>
              <MediaKitCard />
              <RequirementsCard />
            </OrganizerCards>
            <Actions $center>
              <ButtonLink to={speakingInquiryPath}>{book}</ButtonLink>
            </Actions>
          </Inner>
        </Band>
      </PhoneRhythm>
    </>
  );
}
