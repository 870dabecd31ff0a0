import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import { Band, Centered, Eyebrow, Inner, SectionTitle } from '../../../components/layout';
import { recentStages, speakingFacts, speakingFormats } from '../content/at-a-glance';

/* The formats and facts beside the record from 1024 px; one column above each other below. */
const Columns = styled.div`
  display: grid;
  gap: clamp(1.75rem, 4vw, 3rem);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    align-items: start;
  }
`;

const Format = styled.li`
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.ivory};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  /* The length, the figure a bureau looks for, right under the name. */
  strong {
    display: block;
    margin: 0.15rem 0 0.35rem;
    font-size: ${({ theme }) => theme.type.small};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.goldDark};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/* Phones: two small tiles a row, the description a short second line under the length. */
const Formats = styled(CardGrid)`
  @media (max-width: 599.98px) {
    gap: 0.75rem;

    ${Format} {
      padding: 0.75rem 0.9rem;
    }

    ${Format} strong {
      margin-bottom: 0.2rem;
    }

    ${Format} p {
      line-height: 1.35;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.75rem 2rem;
  margin: 1.5rem 0 0;

  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    padding-left: 0.9rem;
    border-left: 2px solid ${({ theme }) => theme.colors.gold};
  }

  dt {
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The record's list, which "Show All Stages" controls (one record on the page). */
const stagesId = 'recent-stages';

/** How many of the newest stages a phone shows before "Show All Stages". */
export const STAGES_ON_A_PHONE = 4;

const Record = styled.div`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/* The record's title, and on phones its "Show All Stages" at the row's end (a list's "see all"). */
const RecordHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: 1rem;
  margin-bottom: 0.5rem;
`;

/* A typographic record: the year in gold figures, the kind of event in the serif, the city
   after it; hairlines between the lines. */
const Stages = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  li {
    display: grid;
    grid-template-columns: 3.25rem minmax(0, 1fr);
    gap: 0.75rem;
    align-items: baseline;
    padding: 0.45rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    /* A phone's lines closer together: the record reads as one compact list. */
    @media (max-width: 599.98px) {
      padding-block: 0.3rem;
    }
  }

  /* A phone shows the newest few until the visitor asks for the whole record. */
  @media (max-width: 599.98px) {
    &[data-collapsed] > li:nth-child(n + ${STAGES_ON_A_PHONE + 1}) {
      display: none;
    }
  }

  span {
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.goldDark};
  }

  p {
    margin: 0;
    line-height: 1.3;
  }

  b {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }

  /* The city stays whole, its dot with it. */
  small {
    white-space: nowrap;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/* The record's disclosure, on phones only (from 600 px every stage shows): a quiet gold link
   beside the record's title. */
const ShowAll = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldDark};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  @media (min-width: 600px) {
    display: none;
  }
`;

/**
 * What a speakers' bureau checks first: the formats with their lengths, audience sizes, where the
 * speaker travels from, and a record of recent stages (the kind of event, the city, the year).
 */
export function SpeakingAtAGlance() {
  const [allStages, setAllStages] = useState(false);
  const collapsible = recentStages.length > STAGES_ON_A_PHONE;
  return (
    <Band $tone="surface" aria-labelledby="glance-title">
      <Inner>
        <Centered>
          <Eyebrow>For bureaus and organizers</Eyebrow>
          <SectionTitle id="glance-title">Speaking at a Glance</SectionTitle>
        </Centered>
        <Columns>
          <div>
            <Formats
              as="ul"
              aria-label="Formats"
              $count={speakingFormats.length}
              $columns={{ phone: 2, tablet: 2, desktop: 2 }}
            >
              {speakingFormats.map((format) => (
                <Format key={format.name}>
                  <h3>{format.name}</h3>
                  <strong>{format.length}</strong>
                  <p>{format.text}</p>
                </Format>
              ))}
            </Formats>
            <Facts>
              {speakingFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          </div>
          <Record>
            <RecordHead>
              <h3 id="stages-title">Recent Stages</h3>
              {collapsible && (
                <ShowAll
                  type="button"
                  aria-expanded={allStages}
                  aria-controls={stagesId}
                  onClick={() => setAllStages((shown) => !shown)}
                >
                  {allStages ? 'Show Fewer Stages' : 'Show All Stages'}
                </ShowAll>
              )}
            </RecordHead>
            <Stages
              id={stagesId}
              aria-labelledby="stages-title"
              data-collapsed={collapsible && !allStages ? '' : undefined}
            >
              {recentStages.map((stage) => (
                <li key={`${stage.year}-${stage.kind}`}>
                  <span>{stage.year}</span>
                  <p>
                    <b>{stage.kind}</b> <small>{`·\u00a0${stage.city}`}</small>
                  </p>
                </li>
              ))}
            </Stages>
          </Record>
        </Columns>
      </Inner>
    </Band>
  );
}
