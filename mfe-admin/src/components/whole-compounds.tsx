import { Fragment } from 'react';
import { Breakable } from './breakable';

/** A word joined by hyphens ("5-Session", "Check-ins"), short enough to keep on one line. */
const compound = /(\S*\w-\w\S*)/;
const longestKept = 24;

/**
 * A heading's (or a calendar item's) text with each hyphenated word kept whole: the line breaks before "5-Session", never
 * after "5-"; and a middle dot kept with the word before it ("Lena Okafor · 5-Session Package"
 * breaks after the dot, never before it). A compound too long for a phone's line may still wrap.
 * The text (copying, searching, a screen reader) is unchanged.
 */
export function WholeCompounds({ text }: { text: string }) {
  // An address in the text ("…from lena.delacroix-whitfield@example.com") is one long token: it
  // may break after its "@" and dots, so it never widens a phone's page.
  return (
    <>
      {text
        .split(address)
        .map((part, index) =>
          address.test(part) ? (
            <Breakable key={index} text={part} />
          ) : (
            <Fragment key={index}>{compoundsKept(part)}</Fragment>
          ),
        )}
    </>
  );
}

/** An email address standing in a sentence. */
const address = /(\S+@\S+)/;

/** A word and the " ·" after it ("Lena Okafor · 5-Session Package"): the dot never starts a line. */
const beforeDot = /(\S+ ·)(?= )/;

function compoundsKept(text: string) {
  return (
    <>
      {/* The split's odd parts are the word-and-dot it found. */}
      {text.split(beforeDot).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{hyphenatedKept(part)}</Fragment>
        ),
      )}
    </>
  );
}

function hyphenatedKept(text: string) {
  return (
    <>
      {text.split(compound).map((part, index) =>
        compound.test(part) && part.length <= longestKept ? (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
