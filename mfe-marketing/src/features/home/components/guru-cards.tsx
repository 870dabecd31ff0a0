import {
  Band,
  Centered,
  Eyebrow,
  Inner,
  Lead,
  SectionTitle,
  TextCards,
} from '../../../components/layout';

const cards = [
  {
    title: 'I have been where you are',
    text: 'Rock bottom, then a billion-dollar career that felt like a prison. I do not teach theory from a stage; I teach the road I walked, including the parts I got wrong.',
  },
  {
    title: 'I start with your strengths',
    text: 'You are not a problem to be fixed. We build on the unique pattern you already have instead of sanding you down to fit someone else’s formula.',
  },
  {
    title: 'I bring no dogma',
    text: 'Thirty-four years across more than twenty wisdom traditions taught me to keep what works and drop what does not. You never have to believe anything; you test it in your life.',
  },
  {
    title: 'I measure, not guess',
    text: 'When we work together, an assessment maps your pattern across 36 facets and 5 dimensions. Insight is wonderful; accuracy is what changes your next decision.',
  },
];

/** Why this work differs from the motivational circuit. */
export function GuruCards({ id }: { id: string }) {
  return (
    <Band id={id} aria-labelledby={`${id}-title`}>
      <Inner>
        <Centered>
          <Eyebrow>A different kind of guide</Eyebrow>
          <SectionTitle id={`${id}-title`}>I’m not like other gurus</SectionTitle>
          <Lead>
            I do not want followers. I want you to need me less every month we work together,
            because you finally trust the person you were before the world told you who to be.
          </Lead>
        </Centered>
        <TextCards items={cards} />
      </Inner>
    </Band>
  );
}
