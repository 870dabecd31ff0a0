import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { CardGrid } from '@site/ui/card-grid';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import {
  Actions,
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
} from '../../../components/layout';
import { revenueGenerated } from '@site/contracts/figures';

const steps = [
  {
    number: 1,
    title: 'Successful Failure',
    description: `I hit rock bottom, climbed out, and built a career that generated ${revenueGenerated.words}. By every outside measure I had won. Inside, I had never felt more lost.`,
  },
  {
    number: 2,
    title: 'Great Search',
    description:
      'I went looking for what success had not given me: more than twenty wisdom traditions, teachers on four continents, and decades of practice, study and honest experiment.',
  },
  {
    number: 3,
    title: 'Pattern Recognition',
    description:
      'Beneath the different languages, the same truths kept appearing. Every fulfilled person I met had aligned two selves: the one they were born as and the one they had built.',
  },
  {
    number: 4,
    title: 'Technology Integration',
    description:
      'I turned those patterns into an assessment of 36 facets across 5 dimensions. In our work together it shows your own pattern with precision instead of guesswork.',
  },
];

const Step = styled.li`
  position: relative;
  padding: 1.75rem 1.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0;
  }
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: 1rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.goldLight};
`;

/** The story in four steps, with the way to the full version. */
export function StorySteps() {
  return (
    <Band $tone="light" aria-labelledby="story-steps-title">
      <Inner>
        <Centered>
          <Eyebrow>How I cracked the code</Eyebrow>
          <SectionTitle id="story-steps-title">Four Chapters That Built This Work</SectionTitle>
          <Lead>
            Nothing I teach came from a book first. It came from living it, failing at it and
            finally finding the pattern underneath.
          </Lead>
        </Centered>
        {/* The number, the title and the text on rows shared across the cards: a title on two
            lines keeps every card's text starting level. */}
        <CardGrid
          as="ol"
          $count={steps.length}
          $columns={{ phone: 1, tablet: 2, desktop: 4 }}
          $rows={3}
          aria-label="The four chapters"
        >
          {steps.map((step) => (
            <Step key={step.number}>
              <Number aria-hidden="true">{step.number}</Number>
              <h3>
                <VisuallyHidden>Step {step.number}: </VisuallyHidden>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </Step>
          ))}
        </CardGrid>
        <Actions $center>
          <ButtonLink to={paths.about}>Read The Story Here</ButtonLink>
        </Actions>
      </Inner>
    </Band>
  );
}
