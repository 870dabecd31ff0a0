import { rowIndexForKey } from '../row-keys';

describe('the arrow keys in a row of controls', () => {
  it('move to the next and previous, round from one end to the other', () => {
    expect(rowIndexForKey('ArrowRight', 1, 6)).toBe(2);
    expect(rowIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(rowIndexForKey('ArrowLeft', 0, 6)).toBe(5);
    expect(rowIndexForKey('ArrowLeft', 3, 6)).toBe(2);
  });

  it('go to the first and last with Home and End, and leave other keys alone', () => {
    expect(rowIndexForKey('Home', 4, 6)).toBe(0);
    expect(rowIndexForKey('End', 0, 6)).toBe(5);
    expect(rowIndexForKey('Enter', 2, 6)).toBeUndefined();
  });
});
