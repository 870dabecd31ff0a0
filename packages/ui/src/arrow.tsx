import styled from 'styled-components';

const Svg = styled.svg<{ $direction: 'left' | 'right' }>`
  flex: none;
  width: 1em;
  height: 1em;
  /* On the text's x-height, like the arrow character it stands for. */
  vertical-align: -0.125em;
  transform: ${({ $direction }) => ($direction === 'left' ? 'scaleX(-1)' : 'none')};
  fill: none;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * An arrow beside words ("Older posts", "Back to Blog", a path through menus), drawn as a line in
 * the text's colour and size rather than as a character: the site's faces hold no arrow glyph
 * (→ and ← would be drawn by a font of the visitor's machine, different on each). Hidden from
 * assistive technology: the words around it carry the meaning.
 */
export function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Svg $direction={direction} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2.5 8h10.5M9 4l4 4-4 4" />
    </Svg>
  );
}
