import { ServerStyleSheet } from 'styled-components';
import { renderToString } from 'react-dom/server';
import styled from 'styled-components';
import { styleText } from '../style-text';

const Title = styled.h1`
  color: rebeccapurple;
  @media (min-width: 768px) {
    font-size: 3rem;
  }
`;
const Lead = styled.p`
  margin: 0;
`;

function serverTags(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Title>Title</Title>
          <Lead>Lead</Lead>
        </>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('styleText', () => {
  it("keeps every rule and, after each component's rules, the record of its class names", () => {
    const css = styleText(serverTags());
    expect(css).not.toContain('<style');
    const parts = css.split('/*!sc*/\n').filter(Boolean);
    // Title's two rules, its record; Lead's rule, its record: in that order, as the browser's
    // styled-components reads them back.
    expect(parts).toHaveLength(5);
    expect(parts[0]).toMatch(/^\.[\w-]+\{color:rebeccapurple;\}$/);
    expect(parts[1]).toMatch(/^@media \(min-width: ?768px\)\{\.[\w-]+\{font-size:3rem;\}\}$/);
    expect(parts[2]).toMatch(/^data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w-]+,"\}$/);
    expect(parts[3]).toMatch(/^\.[\w-]+\{margin:0;\}$/);
    expect(parts[4]).toMatch(/^data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w-]+,"\}$/);
  });

  it('reads the text of every tag', () => {
    expect(
      styleText(
        '<style data-styled="true">.a{margin:0;}/*!sc*/\n</style><style>.b{padding:0;}</style>',
      ),
    ).toBe('.a{margin:0;}/*!sc*/\n.b{padding:0;}');
  });
});
