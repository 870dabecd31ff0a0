import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SectionNav } from '@site/ui/section-nav';
import { LineArtMark, lineArtMarks } from '@site/ui/testimonial-mark';
import { eyebrowStyles, KeepHyphenatedWords } from '@site/ui/typography';
import { Band, Eyebrow, Inner, Prose, SectionTitle } from '../../../components/layout';
import { revenueGenerated } from '../../../components/figures';

/** The story's first sentence (the About hero quotes it). */
export const STORY_OPENING =
  'I want to tell you this story honestly, because the polished version helps no one.';

/** The story's chapters, in order: each heading's id is `{story id}-{slug}`. */
export const storyChapters = [
  { slug: 'rock-bottom', label: 'Rock bottom' },
  { slug: 'billion-dollar-prison', label: 'The billion-dollar prison' },
  { slug: 'great-search', label: 'The great search' },
  { slug: 'patterns-underneath', label: 'The patterns underneath' },
  { slug: 'walking-out', label: 'Walking out of the prison' },
  { slug: 'technology', label: 'Turning it into technology' },
  { slug: 'why-i-tell-it', label: 'Why I am telling you this' },
] as const;

type ChapterSlug = (typeof storyChapters)[number]['slug'];

const chapterId = (storyId: string, slug: ChapterSlug) => `${storyId}-${slug}`;

/**
 * The story in five moments, each a when (as the story tells it), what happened and the chapter
 * that tells it: the whole arc at a glance before the long read.
 */
const moments: readonly { when: string; title: string; text: string; chapter: ChapterSlug }[] = [
  {
    when: 'Early twenties, a rented room',
    title: 'Rock bottom',
    text: 'No money, no plan and no real sense of who I was.',
    chapter: 'rock-bottom',
  },
  {
    when: 'The next two decades',
    title: 'The billion-dollar prison',
    text: 'Businesses and deals that generated more than a billion dollars, run by a role I had invented to survive.',
    chapter: 'billion-dollar-prison',
  },
  {
    when: 'Thirty-four years',
    title: 'The great search',
    text: 'More than twenty wisdom traditions, searched the way I had built businesses: relentlessly.',
    chapter: 'great-search',
  },
  {
    when: 'The second decade of searching',
    title: 'The patterns underneath',
    text: 'Two selves, strengths over repairs, synthesis and four freedoms: the frameworks.',
    chapter: 'patterns-underneath',
  },
  {
    when: 'Today',
    title: 'Turning it into technology',
    text: 'An assessment of 36 facets across 5 dimensions, and more than ten thousand people helped.',
    chapter: 'technology',
  },
];

/**
 * The coach's story in his own words, from rock bottom to the frameworks: an opening, the story in
 * five moments, a row of links to its chapters, then the chapters, each under its number and
 * title, with a figure the story states pulled out beside the words.
 */
export function StoryNarrative({ id }: { id: string }) {
  return (
    <Band id={id} $tone="surface" aria-labelledby={`${id}-title`}>
      <Inner>
        <Prose $centered>
          <Eyebrow>My story</Eyebrow>
          <SectionTitle id={`${id}-title`}>The Long Way to the Obvious</SectionTitle>
          <p>
            {STORY_OPENING} The polished version says I was a gifted kid who built a brilliant
            career and then generously decided to teach. The true version is messier, and it is the
            only one that might be useful to you.
          </p>
        </Prose>
        <Moments aria-labelledby={`${id}-moments`}>
          <h3 id={`${id}-moments`}>The Story in Five Moments</h3>
          <ol>
            {moments.map((moment) => (
              <li key={moment.chapter}>
                <p className="when">{moment.when}</p>
                <h4 className="title">
                  <a href={`#${chapterId(id, moment.chapter)}`}>
                    <KeepHyphenatedWords>{moment.title}</KeepHyphenatedWords>
                  </a>
                </h4>
                <p className="text">{moment.text}</p>
              </li>
            ))}
          </ol>
        </Moments>
        <Prose $centered>
          <Chapters>
            <SectionNav
              label="Chapters of the story"
              links={storyChapters.map((chapter) => ({
                id: chapterId(id, chapter.slug),
                label: chapter.label,
              }))}
            />
          </Chapters>
          <Chapter number={1} id={chapterId(id, 'rock-bottom')} title="Rock bottom">
            <p>
              I was in my early twenties when my life came apart. I had no money, no plan and no
              real sense of who I was. I had spent years becoming whatever the room needed me to be:
              the clever one, the funny one, the one who never needed anything. It worked, in the
              sense that people liked me. It failed, in the sense that I did not know anyone who
              knew me, including myself.
            </p>
            <p>
              Rock bottom was not dramatic. It was a quiet Tuesday in a rented room when I realised
              I could not name a single thing I wanted that had not been handed to me by someone
              else&apos;s expectations. That is a strange kind of emptiness. You are not sad
              exactly. You are absent.
            </p>
            <p>
              I did what ambitious people do with pain: I turned it into fuel. I decided that if I
              did not know who I was, I could at least become someone impressive. It is the most
              common decision in the world, and it works astonishingly well, for a while.
            </p>
          </Chapter>
          <Chapter
            number={2}
            id={chapterId(id, 'billion-dollar-prison')}
            title="The billion-dollar prison"
          >
            <p>
              Over the next two decades I built businesses, advised founders and sat at tables where
              very large numbers were decided. Added together, the companies and deals I helped
              build generated more than a billion dollars. I had the house, the titles, the calendar
              full of important people. If you had met me then, you would have thought I had it
              figured out. So did I, most days.
            </p>
            <StoryFigure
              value={revenueGenerated.dollars}
              caption="generated by the companies and deals I helped build"
            />
            <p>
              But success has a particular way of trapping you. Every win made the role I played
              more valuable, and every bit of value made it harder to step out of. I was rewarded,
              handsomely and constantly, for being someone I had invented at twenty-three to survive
              a bad year. The bars of that prison were made of money, respect and other
              people&apos;s admiration, which is why it took me so long to notice them.
            </p>
            <blockquote>
              I was not unhappy because I had failed. I was unhappy because I had succeeded at the
              wrong life.
            </blockquote>
            <p>
              The signs were there long before I listened. Sunday evenings felt like a sentence. I
              was short with the people I loved and charming with the people I did not. I would
              close a deal that should have thrilled me and feel nothing but a faint relief that I
              had not been found out. My body kept score in the usual ways: sleep that never
              restored, tension that never left, a low hum of exhaustion I called ambition.
            </p>
          </Chapter>
          <Chapter number={3} id={chapterId(id, 'great-search')} title="The great search">
            <p>
              When I finally admitted that more of the same would not fix it, I went looking. I was
              not gentle about it; I searched the way I had built businesses, relentlessly. Over the
              years that followed, and in truth for thirty-four years in all, I studied more than
              twenty wisdom traditions. Contemplative Christianity and the desert fathers. Buddhist
              meditation in its Theravada and Zen forms. Vedanta and yoga philosophy. Taoism.
              Sufism. Stoicism. Kabbalah. Indigenous teachings about belonging and place. Jungian
              depth psychology, positive psychology, modern neuroscience, strengths research and the
              science of flow.
            </p>
            <StoryFigure value="20+" caption="wisdom traditions studied across thirty-four years" />
            <p>
              I sat with teachers who had given their whole lives to one path, and I am grateful to
              every one of them. I also noticed something that frustrated me at first: each
              tradition was certain it held the whole truth, and each one was visibly missing
              something another tradition took for granted. The monks knew stillness but not always
              how to function in a boardroom. The executives knew execution but had no idea what to
              do with silence. The psychologists could describe the ego beautifully and then leave
              you alone with it.
            </p>
          </Chapter>
          <Chapter
            number={4}
            id={chapterId(id, 'patterns-underneath')}
            title="The patterns underneath"
            mark={lineArtMarks.twoSelves}
          >
            <p>
              Somewhere in the second decade of searching, I stopped collecting and started
              comparing. I lined the traditions up side by side, the way I would have compared
              business models, and looked for what they agreed on. The agreement was startling.
              Beneath the different vocabularies, the same few patterns kept appearing.
            </p>
            <p>
              Every tradition describes two selves. One is the self you were born as: your essence,
              your soul, your nature, whatever word you prefer. I call it the True Self. The other
              is the self you built to cope with the world: your personality, your persona, your
              ego. I call it the Expressive Self. Every fulfilled person I had ever met, in a
              monastery or a corner office, had found a way to let the first direct the second.
              Every brilliant, miserable person I had ever met, myself included, had it the other
              way round.
            </p>
            <p>
              The second pattern was that fulfilment grows from strengths, not from repairs. The
              happiest people were not the ones who had fixed all their flaws. They were the ones
              who had built their lives around the particular combination of gifts they actually
              had. That became the Personal Superpower framework. The third pattern was that no
              single source is enough, which became Synthesis Synergy. And the fourth was that
              freedom has four parts, financial, time, relationship and purpose, and that chasing
              one at the expense of the others simply builds a nicer cage. I had lived that one
              personally.
            </p>
            <blockquote>
              Every fulfilled person I had met had let the self they were born as direct the self
              they built. Every brilliant, miserable one had it the other way round.
            </blockquote>
          </Chapter>
          <Chapter
            number={5}
            id={chapterId(id, 'walking-out')}
            title="Walking out of the prison"
            mark={lineArtMarks.openCage}
          >
            <p>
              Knowing the patterns did not free me. Living them did. I started small: I stopped
              attending meetings that existed only to feed my image. I told the truth in a
              negotiation where a performance would have been easier. I rebuilt my working week
              around the two or three things I am genuinely exceptional at, and handed the rest to
              people who were exceptional at those. I lost some relationships that only ever knew
              the role. I gained others that knew me.
            </p>
            <p>
              To my surprise, nothing collapsed. The work got better. The money did not disappear.
              What disappeared was the hum of exhaustion, and in its place came something I had
              never felt in all my years of winning: the sense that my life was actually mine.
            </p>
          </Chapter>
          <Chapter
            number={6}
            id={chapterId(id, 'technology')}
            title="Turning it into technology"
            mark={lineArtMarks.pathToStar}
          >
            <p>
              Once I started sharing the frameworks, people asked the same question again and again:
              how do I know what my True Self actually is? Intuition helps, but intuition is easily
              hijacked by the very ego you are trying to see past. I wanted something more accurate.
            </p>
            <StoryFigure value="36 × 5" caption="facets of who you are, across five dimensions" />
            <p>
              So I did what my business years had trained me to do and built an instrument. The
              alignment assessment maps 36 facets of who you are across 5 dimensions. The number of
              possible combinations is around 167 vigintillion, which is a precise way of saying you
              are not a type, and no one has ever had your exact pattern. The result is your Thrive
              Score: a clear picture of where your two selves already work together and where they
              pull against each other.
            </p>
            <p>
              Awareness, accuracy, action. Those three words became the spine of everything I teach.
              You cannot change what you cannot see. You cannot see clearly without something more
              precise than a guess. And nothing changes until you do something different on an
              ordinary Tuesday.
            </p>
          </Chapter>
          <Chapter
            number={7}
            id={chapterId(id, 'why-i-tell-it')}
            title="Why I am telling you this"
            mark={lineArtMarks.sunrise}
          >
            <p>
              More than ten thousand people have now done some part of this work with me, in private
              sessions, in workshops and in rooms full of people who came for a keynote and left
              with a question they could not put down. Most of them were not at rock bottom. Most of
              them were doing well, which is exactly why they had stopped listening to the quiet
              voice asking whether this was really their life.
            </p>
            <blockquote>The gap you feel is not a defect; it is information.</blockquote>
            <p>
              If some part of my story sounds like yours, I want you to know two things. First,
              nothing is wrong with you. The gap you feel is not a defect; it is information.
              Second, you do not have to burn your life down to close it. You have to see it
              clearly, and then take the next honest step. I would be glad to show you where that
              step is.
            </p>
          </Chapter>
        </Prose>
      </Inner>
    </Band>
  );
}

/** One chapter: its number and title (with its line-art emblem where it has one), then its words. */
function Chapter({
  number,
  id,
  title,
  mark,
  children,
}: {
  number: number;
  id: string;
  title: string;
  mark?: number;
  children: ReactNode;
}) {
  return (
    <ChapterFrame aria-labelledby={id}>
      <ChapterHead>
        {mark !== undefined && <LineArtMark mark={mark} size={56} />}
        <div>
          <ChapterNumber aria-hidden="true">Chapter {number}</ChapterNumber>
          <h3 id={id}>
            <KeepHyphenatedWords>{title}</KeepHyphenatedWords>
          </h3>
        </div>
      </ChapterHead>
      {children}
    </ChapterFrame>
  );
}

/** A figure the story states, pulled out large beside its words. */
function StoryFigure({ value, caption }: { value: string; caption: string }) {
  return (
    <Figure>
      <span className="value">{value}</span>
      <span className="caption">{caption}</span>
    </Figure>
  );
}

/* The five moments: a navy panel across the content's width; a row of five on desktops joined
   by a gold line, a column on phones and tablets with the line down its left. */
const Moments = styled.section`
  margin: clamp(2rem, 5vw, 3rem) 0;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  h3 {
    margin: 0 0 1.5rem;
    text-align: center;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.ivory};
  }

  ol {
    display: grid;
    gap: 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    position: relative;
    padding-left: 1.75rem;
    border-left: 2px solid rgb(230 199 122 / 0.45);
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.3rem;
    left: -7px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
  }

  p,
  h4 {
    margin: 0;
  }

  .when {
    font-size: ${({ theme }) => theme.type.eyebrow};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.goldLight};
  }

  .title {
    margin: 0.25rem 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    font-weight: 600;
    line-height: 1.3;
  }

  .title a {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: none;
  }

  .title a:hover {
    text-decoration: underline;
  }

  .title a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }

  .text {
    font-size: ${({ theme }) => theme.type.small};
  }

  @media (min-width: 1024px) {
    ol {
      grid-template-columns: repeat(5, minmax(0, 1fr));
      gap: 1.5rem;
    }

    li {
      padding: 1.75rem 0 0;
      border-left: 0;
      border-top: 2px solid rgb(230 199 122 / 0.45);
    }

    li::before {
      top: -7px;
      left: 0;
    }
  }
`;

/* The chapters' links under the opening, before the first chapter. */
const Chapters = styled.div`
  margin-bottom: clamp(1.5rem, 4vw, 2.5rem);
`;

/* A chapter: a hairline and room above each after the first, so the long read rests between
   chapters. */
const ChapterFrame = styled.section`
  & + & {
    margin-top: clamp(2.5rem, 6vw, 3.5rem);
    padding-top: clamp(2.5rem, 6vw, 3.5rem);
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  &&& h3 {
    margin: 0;
  }
`;

const ChapterHead = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  margin-bottom: 1.25rem;

  svg {
    flex: none;
    border-radius: 50%;
  }
`;

/* The chapter's number: the site's one eyebrow. */
const ChapterNumber = styled.p<{ $onDark?: boolean }>`
  &&& {
    ${eyebrowStyles}
    margin: 0 0 0.25rem;
  }
`;

/* The figure: the number large in the heading face, its words beside it; gold rule at its left. */
const Figure = styled.p`
  &&& {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
    margin: 1.75rem 0;
    padding: 0.75rem 0 0.75rem 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
  }

  .value {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(2.25rem, 6vw, 3rem);
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme }) => theme.colors.navy};
  }

  .caption {
    flex: 1 1 12rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
