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
      {bios.map((bio) => (
        <Disclosure key={bio.words} summary={`${bio.words}-word bio`}>
          <Bio>{fillName(bio.text, coachName)}</Bio>
        </Disclosure>
      ))}
      <p>
        <AnchorButton href={mediaKitPdf} download={fileName(coachName)} type="application/pdf">
          Download Media Kit (PDF)
        </AnchorButton>
      </p>
    </KitCard>
  );
}
