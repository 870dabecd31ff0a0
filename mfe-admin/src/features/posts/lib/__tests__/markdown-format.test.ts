import { formatEdit, type MarkdownFormat } from '../markdown-format';

/**
 * The text after a format is applied where `[` and `]` mark the selection (`|` a caret), written
 * back the same way: the edit's result, and what it leaves selected, in one readable string.
 */
function apply(marked: string, format: MarkdownFormat): string {
  const caret = marked.indexOf('|');
  const start = caret >= 0 ? caret : marked.indexOf('[');
  const value = marked.replace(/[[\]|]/g, '');
  const end = caret >= 0 ? caret : marked.indexOf(']') - 1;
  const edit = formatEdit(value, start, end, format);
  const next = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  if (edit.selectStart === edit.selectEnd)
    return `${next.slice(0, edit.selectStart)}|${next.slice(edit.selectStart)}`;
  return `${next.slice(0, edit.selectStart)}[${next.slice(edit.selectStart, edit.selectEnd)}]${next.slice(edit.selectEnd)}`;
}

describe('the writing toolbar’s formats', () => {
  it('makes the selected words bold, and a second press takes the bold off again', () => {
    expect(apply('A plan made in a [hurry] is borrowed.', 'bold')).toBe(
      'A plan made in a **[hurry]** is borrowed.',
    );
    expect(apply('A plan made in a **[hurry]** is borrowed.', 'bold')).toBe(
      'A plan made in a [hurry] is borrowed.',
    );
  });

  it('puts placeholder words in, selected, where nothing is selected', () => {
    expect(apply('Begin |', 'bold')).toBe('Begin **[bold text]**');
    expect(apply('Begin |', 'italic')).toBe('Begin *[italic text]*');
    expect(apply('Read |', 'link')).toBe('Read [[link text]](https://)');
  });

  it('writes italic inside bold as both, never taking half of the bold for italic', () => {
    expect(apply('A [calm] start', 'italic')).toBe('A *[calm]* start');
    expect(apply('A *[calm]* start', 'italic')).toBe('A [calm] start');
    expect(apply('A **[calm]** start', 'italic')).toBe('A ***[calm]*** start');
  });

  it('links the selected words and selects the address to write', () => {
    expect(apply('See [the reading list] soon.', 'link')).toBe(
      'See [the reading list]([https://]) soon.',
    );
  });

  it('makes the caret’s line a heading, replacing another level and taking it off again', () => {
    expect(apply('Intro\nBegin with| the breath\nMore', 'heading')).toBe(
      'Intro\n## Begin with| the breath\nMore',
    );
    expect(apply('### Begin with| the breath', 'heading')).toBe('## Begin with| the breath');
    expect(apply('## Begin with| the breath', 'heading')).toBe('Begin with| the breath');
  });

  it('lists or quotes every line the selection touches, blank lines left as they are', () => {
    expect(apply('Breathe\n[Walk\n\nWrite]', 'list')).toBe('Breathe\n[- Walk\n\n- Write]');
    expect(apply('[- Walk\n- Write]', 'list')).toBe('[Walk\nWrite]');
    expect(apply('Stay| with it', 'quote')).toBe('> Stay| with it');
  });

  it('makes an empty line a heading with the caret after its marker', () => {
    expect(apply('First\n|', 'heading')).toBe('First\n## |');
  });
});
