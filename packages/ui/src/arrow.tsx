import styled from 'styled-components';

type Direction = 'left' | 'right' | 'out';

const turns: Record<Direction, string> = {
  left: 'scaleX(-1)',
  right: 'none',
  /* Up and to the right: a link that leaves the site (a profile, in a new tab). */
  out: 'rotate(-45deg)',
};

const Svg = styled.svg<{ $direction: Direction }>`
  flex: none;
  width: 1em;
  height: 1em;
  /* On the text's x-height, like the arrow character it stands for. */
  vertical-align: -0.125em;
  transform: ${({ $direction }) => turns[$direction]};
  fill: none;
  stroke: currentColor;
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/**
 * An arrow beside words ("Older posts", "Back to Blog", a path through menus; `out` for a link
 * that leaves the site, such as a social profile), drawn as a line in
 * the text's colour and size rather than as a character: the site's faces hold no arrow glyph
 * (→ and ← would be drawn by a font of the visitor's machine, different on each). Hidden from
 * assistive technology: the words around it carry the meaning.
 */
export function Arrow({ direction }: { direction: Direction }) {
  return (
    <Svg $direction={direction} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2.5 8h10.5M9 4l4 4-4 4" />
    </Svg>
  );
}
