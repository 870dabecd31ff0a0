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
  it("keeps every rule and drops styled-components' bookkeeping", () => {
    const tags = serverTags();
    // What the server's tags carry besides the rules, and what a plain <style> never needs.
    expect(tags).toContain('/*!sc*/');
    expect(tags).toMatch(/data-styled\.g\d+\[id=/);

    const css = styleText(tags);
    expect(css).toMatch(
      /^\.[\w-]+\{color:rebeccapurple;\}@media \(min-width: ?768px\)\{\.[\w-]+\{font-size:3rem;\}\}\.[\w-]+\{margin:0;\}$/,
    );
    expect(css).not.toContain('/*!sc*/');
    expect(css).not.toContain('data-styled');
  });

  it('reads the CSS of every tag', () => {
    expect(
      styleText(
        '<style data-styled="true">.a{margin:0;}/*!sc*/\n</style><style>.b{padding:0;}</style>',
      ),
    ).toBe('.a{margin:0;}.b{padding:0;}');
  });
});
