import styled from 'styled-components';
import { useSiteSettings } from '@site/ui/site-settings';
import { AnchorButton } from '../../../components/buttons';
import { Card } from '../../../components/layout';
import mediaKitPdf from '../assets/media-kit.pdf';
import { bios, fillName } from '../content/media-kit';

const Bio = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    padding: 0.75rem 0;
    min-height: 44px;
    font-weight: 700;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    white-space: pre-line;
    padding-bottom: 0.75rem;
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
    <Card aria-labelledby="media-kit-title">
      <h3 id="media-kit-title">Media Kit</h3>
      <p>
        Everything your team needs for programmes, websites and introductions: speaker bios of 50,
        100, 200 and 500 words, the keynote topics with their outcomes, and a headshot.
      </p>
      {bios.map((bio) => (
        <Bio key={bio.words}>
          <summary>{bio.words}-word bio</summary>
          <p>{fillName(bio.text, coachName)}</p>
        </Bio>
      ))}
      <p>
        <AnchorButton href={mediaKitPdf} download={fileName(coachName)} type="application/pdf">
          Download Media Kit (PDF)
        </AnchorButton>
      </p>
    </Card>
  );
}
