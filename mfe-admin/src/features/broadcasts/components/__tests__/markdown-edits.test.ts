import { applyFormat, linkAddressPlaceholder, type TextSelection } from '../markdown-edits';

/** A text with its selection marked by [ and ] ("Hello [world]"), as the tests write it. */
function marked(text: string): TextSelection {
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { value: text.replace('[', '').replace(']', ''), start, end };
}

/** The selection written back with [ and ]. */
const show = ({ value, start, end }: TextSelection) =>
  `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

describe('the letter’s formatting edits', () => {
  it('wraps the selection in bold or italic, and unwraps it when it is wrapped', () => {
    expect(show(applyFormat('bold', marked('Hello [world] again')))).toBe(
      'Hello **[world]** again',
    );
    expect(show(applyFormat('bold', marked('Hello **[world]** again')))).toBe(
      'Hello [world] again',
    );
    expect(show(applyFormat('italic', marked('Hello [world]')))).toBe('Hello *[world]*');
    expect(show(applyFormat('italic', marked('Hello *[world]*')))).toBe('Hello [world]');
    // Italic inside bold is added, not taken for the bold's marks.
    expect(show(applyFormat('italic', marked('**[world]**')))).toBe('***[world]***');
  });

  it('inserts words to type over where nothing is selected', () => {
    expect(show(applyFormat('bold', marked('Hi []')))).toBe('Hi **[bold text]**');
  });

  it('makes the selection a link’s words and selects its address to type', () => {
    const value = 'Read my post today';
    const linked = applyFormat('link', { value, start: 5, end: 12 });
    expect(linked.value).toBe(`Read [my post](${linkAddressPlaceholder}) today`);
    expect(linked.value.slice(linked.start, linked.end)).toBe(linkAddressPlaceholder);
  });

  it('marks the selected lines as a heading or a list, and takes the mark off again', () => {
    expect(show(applyFormat('heading', marked('First\nSec[ond]\nThird')))).toBe(
      'First\n[## Second]\nThird',
    );
    expect(show(applyFormat('heading', marked('[## Second]')))).toBe('[Second]');
    expect(show(applyFormat('heading', marked('### Sm[all]')))).toBe('[## Small]');
    expect(show(applyFormat('list', marked('[one\ntwo]\nthree')))).toBe('[- one\n- two]\nthree');
    expect(show(applyFormat('list', marked('[- one\n- two]')))).toBe('[one\ntwo]');
    expect(show(applyFormat('list', marked('Intro\n\n[]')))).toBe('Intro\n\n- [List item]');
  });
});
