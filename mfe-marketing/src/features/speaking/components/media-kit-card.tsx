import styled from 'styled-components';
import { Disclosure } from '@site/ui/disclosure';
import { useSiteSettings } from '@site/ui/site-settings';
import { AnchorButton } from '../../../components/buttons';
import { Card } from '../../../components/layout';
import mediaKitPdf from '../assets/media-kit.pdf';
import { bios, fillName } from '../content/media-kit';

const Bio = styled.p`
  white-space: pre-line;
`;

/* The card's button sits at its foot, level with the card beside it. */
const KitCard = styled(Card)`
  display: flex;
  flex-direction: column;

  /* Phones: the card's text at the small size, so the stacked cards stay short. */
  @media (max-width: 599.98px) {
    padding: 1.1rem 1rem;
    font-size: ${({ theme }) => theme.type.small};
  }

  > p:last-child {
    margin-top: auto;
    padding-top: 1rem;
  }
`;

/* The four bios: a list from 600 px; on a phone two a row, so the stacked card stays short. A
   bio opened takes the row's full width, its text at a readable measure, and so does the one it
   was paired with: the other pair stays a pair, no bio left alone on half a row. */
const Bios = styled.div`
  @media (max-width: 599.98px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1rem;

    > details[open],
    > details:nth-child(odd)[open] + details,
    > details:nth-child(odd):has(+ details[open]) {
      grid-column: 1 / -1;
    }
  }
`;

function fileName(coachName: string): string {
  const slug = coachName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'speaker'}-media-kit.pdf`;
}

/** Bios ready to copy, and the PDF kit with bios, keynote topics and a headshot. */
export function MediaKitCard() {
  const { coachName } = useSiteSettings();
  return (
    <KitCard aria-labelledby="media-kit-title">
      <h3 id="media-kit-title">Media Kit</h3>
      <p>Bios at four lengths, the keynote topics with their outcomes, and a headshot.</p>
      <Bios>
        {bios.map((bio) => (
          <Disclosure key={bio.words} summary={`${bio.words}-word bio`}>
            <Bio>{fillName(bio.text, coachName)}</Bio>
          </Disclosure>
        ))}
      </Bios>
      <p>
        <AnchorButton href={mediaKitPdf} download={fileName(coachName)} type="application/pdf">
          Download Media Kit (PDF)
        </AnchorButton>
      </p>
    </KitCard>
  );
}
