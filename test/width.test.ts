/**
 * Text laid out for a terminal (src/text/width.ts): widths as a terminal counts them, lines wrapped
 * at blanks, and tables held to a width by wrapping or stacking a column.
 */
import { describe, expect, it } from 'vitest';
import { fitTable, textWidth, wrap, wrapText } from '../src/text/width.js';

describe('text width', () => {
  it('counts a suit symbol and a mark one column, a wide character two, a combining mark none', () => {
    expect([textWidth('A♠ 2♥'), textWidth('● ○'), textWidth('百家乐'), textWidth('e\u0301'), textWidth('')]).toEqual([
      5, 3, 6, 1, 0,
    ]);
  });

  it('wraps a line at blanks, continuations indented, a word wider than the line broken, blanks within a line kept', () => {
    expect(wrap('one two three four', 9, '  ')).toEqual(['one two', '  three', '  four']);
    expect(wrap('  --flag  a long text', 14, '    ')).toEqual(['  --flag  a', '    long text']);
    expect(wrap('abcdefghij xy', 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    expect(wrap('百家乐百家乐', 5)).toEqual(['百家', '乐百', '家乐']);
    expect(wrap('fits as it is', 13)).toEqual(['fits as it is']);
    expect(wrapText('a b c\n  d e f', 4)).toBe('a b\n  c\n  d\n    e\n    f');
  });
});

describe('a table held to a width', () => {
  const rows = [
    ['bet', 'settles', 'edge'],
    ['punto', 'punto pays 1:1; push on tie', '1.2 %'],
    ['tie', 'tie pays 8:1', '15.7 %'],
  ];

  it('is written as it is where it fits', () => {
    expect(fitTable(rows, ['left', 'left', 'right'], 1, 50)).toEqual([
      'bet    settles                        edge',
      'punto  punto pays 1:1; push on tie   1.2 %',
      'tie    tie pays 8:1                 15.7 %',
    ]);
  });

  it('wraps its text column where the widest row does not fit', () => {
    expect(fitTable(rows, ['left', 'left', 'right'], 1, 40)).toEqual([
      'bet    settles                      edge',
      'punto  punto pays 1:1; push on     1.2 %',
      '       tie',
      'tie    tie pays 8:1               15.7 %',
    ]);
  });

  it('stacks the text column below the others where wrapping would leave it too narrow', () => {
    expect(fitTable(rows, ['left', 'left', 'right'], 1, 30)).toEqual([
      'bet      edge',
      'punto   1.2 %',
      '  punto pays 1:1; push on tie',
      'tie    15.7 %',
      '  tie pays 8:1',
    ]);
  });

  it('writes a row a block where not even the other columns fit', () => {
    expect(fitTable(rows, ['left', 'left', 'right'], 1, 10)).toEqual([
      'punto',
      '  settles:',
      '    punto',
      '    pays',
      '    1:1;',
      '    push',
      '    on tie',
      '  edge:',
      '    1.2 %',
      '',
      'tie',
      '  settles:',
      '    tie',
      '    pays',
      '    8:1',
      '  edge:',
      '    15.7 %',
    ]);
  });
});
