/**
 * The roads (src/roads/) against an independent oracle written from the catalog's rules
 * (test/oracle/roads.ts): every road, entry by entry, over every sequence of B, P and T up to seven
 * coups (3,279 shoes, every prefix of a longer one among them), and over seeded long shoes with
 * pairs and long runs (dragon tails on dragon tails). The worked examples with their literal roads
 * are the scenarios (specs/features/roads/); here, the results string's syntax and the picture's marks.
 */
import { describe, expect, it } from 'vitest';
import { MOST_RESULTS, parseResults, ResultsError, resultsText } from '../src/roads/results.js';
import { type CoupMark, roadsOf } from '../src/roads/roads.js';
import { roadsSvg } from '../src/roads/svg.js';
import { roadsText } from '../src/roads/text.js';
import { type OracleCoup, oracleRoads } from './oracle/roads.js';

const plain = (s: string): OracleCoup[] =>
  [...s].map((r) => ({ result: r as OracleCoup['result'], bankerPair: false, puntoPair: false }));

/** mulberry32: a small seeded generator, so the long shoes are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shoe of `n` coups: about 46 % Banco, 45 % Punto, 9 % ties, pairs at 1 in 13; `streaky` repeats the last winner often. */
function seededShoe(seed: number, n: number, streaky: boolean): OracleCoup[] {
  const next = rng(seed);
  const out: OracleCoup[] = [];
  let last: 'B' | 'P' = 'B';
  for (let i = 0; i < n; i++) {
    const u = next();
    const result: OracleCoup['result'] = u < 0.09 ? 'T' : streaky && next() < 0.8 ? last : u < 0.545 ? 'B' : 'P';
    if (result !== 'T') last = result;
    out.push({ result, bankerPair: next() < 1 / 13, puntoPair: next() < 1 / 13 });
  }
  return out;
}

describe('the roads against the oracle', () => {
  it('agree entry by entry on every shoe of up to seven coups', () => {
    let shoes = [''];
    let checked = 0;
    for (let length = 1; length <= 7; length++) {
      shoes = shoes.flatMap((s) => [`${s}B`, `${s}P`, `${s}T`]);
      for (const s of shoes) {
        const coups = plain(s);
        const ours = roadsOf(coups as CoupMark[]);
        const theirs = oracleRoads(coups);
        // toEqual on the whole would be slow to report; compare, and show the shoe that differs.
        if (JSON.stringify(ours) !== JSON.stringify(theirs))
          expect({ shoe: s, ours }).toEqual({ shoe: s, ours: theirs });
        checked++;
      }
    }
    expect(checked).toBe(3279);
  });

  it.each([
    [1, 80, false],
    [2, 80, false],
    [3, 300, false],
    [4, 120, true],
    [5, 400, true],
    [6, 1000, true],
  ])('agree entry by entry on seeded shoe %i (%i coups, streaky %s)', (seed, n, streaky) => {
    const coups = seededShoe(seed, n, streaky);
    expect(roadsOf(coups as CoupMark[])).toEqual(oracleRoads(coups));
  });
});

describe('a results string', () => {
  it('reads a result letter per coup, each with its pair marks, blanks and commas between ignored', () => {
    expect(parseResults('B Pp, Tbp\nPb')).toEqual([
      { result: 'B', bankerPair: false, puntoPair: false },
      { result: 'P', bankerPair: false, puntoPair: true },
      { result: 'T', bankerPair: true, puntoPair: true },
      { result: 'P', bankerPair: true, puntoPair: false },
    ]);
  });

  it('is written back as it was read, without the blanks', () => {
    expect(resultsText(parseResults('B Pp, Tpb Pb'))).toBe('BPpTbpPb');
  });

  it.each([
    ['BX', 'character 2: "X" is not a result (B, P, T) nor a pair mark (b, p)'],
    ['bB', 'character 1: the pair mark "b" follows a result (B, P or T), not the start'],
    ['BPpp', 'character 4: "p" is given twice for coup 2'],
    ['BbTt', 'character 4: "t" is not a result (B, P, T) nor a pair mark (b, p)'],
  ])('refuses %j, saying where', (text, message) => {
    expect(() => parseResults(text)).toThrow(new ResultsError(message));
  });

  it(`holds at most ${MOST_RESULTS} coups`, () => {
    expect(() => parseResults('B'.repeat(MOST_RESULTS + 1))).toThrow(`character ${MOST_RESULTS + 1}: more than`);
  });
});

describe('the roads drawn (src/roads/svg.ts)', () => {
  it('marks each derived road its own way: hollow circles, filled dots, slashes', () => {
    // B P B P B: five runs of one. Each column that opens compares two columns of one: red. The Big
    // Eye Boy starts at column 3 (three reds), the Small Road at column 4 (two), the Cockroach Pig
    // at column 5 (one).
    const svg = roadsSvg(roadsOf(parseResults('BPBPB')));
    const marks = (road: string) =>
      [...svg.matchAll(new RegExp(`data-road="${road}"[^>]*>(<[a-z]+ [^>]*>)`, 'g'))].map((m) => m[1]!);
    expect(marks('bigEyeBoy')).toHaveLength(3);
    for (const m of marks('bigEyeBoy')) expect(m).toMatch(/^<circle .*fill="none" stroke="#c8102e"/);
    expect(marks('smallRoad')).toHaveLength(2);
    for (const m of marks('smallRoad')) expect(m).toMatch(/^<circle .*fill="#c8102e"/);
    expect(marks('cockroachPig')).toHaveLength(1);
    expect(marks('cockroachPig')[0]).toMatch(/^<line .*stroke="#c8102e"/);
  });

  it("lays the roads out as a live table's board: the Bead Plate at the left, the Big Road beside it, the derived roads under it", () => {
    const svg = roadsSvg(roadsOf(parseResults('Bbp')));
    const titles = [
      ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="12" font-weight="bold" fill="#333">([^<]+)/g),
    ];
    expect(titles.map((m) => [m[3], Number(m[1]), Number(m[2])])).toEqual([
      ['Bead Plate (1 coup)', 10, 22],
      ['Big Road', 174, 22],
      ['Big Eye Boy', 174, 180],
      ['Small Road', 174, 272],
      ['Cockroach Pig', 305, 272],
    ]);
    expect(svg).toContain('aria-label="Roads of 1 coup"');
    expect(roadsText(roadsOf(parseResults('Bbp'))).split('\n')).toContain('Bead Plate (1 coup)');
  });

  it("counts the shoe's results and pairs under the Bead Plate", () => {
    const svg = roadsSvg(roadsOf(parseResults('B P T Bb Pp T Pbp')));
    expect([...svg.matchAll(/data-count="([a-z-]+)" data-n="(\d+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'banco 2',
      'punto 3',
      'tie 2',
      'banco-pair 2',
      'punto-pair 2',
    ]);
  });

  it("puts a coup's pair dots in its cell's corners, clear of the bead and of the Big Road's ring", () => {
    // The cell's centre (21, 37) on the Bead Plate, (185, 37) on the Big Road: the dots lie 12.1 from
    // it, a bead's radius is 9.24 and the ring's 7.92 (stroke 2.5).
    const dots = [
      ...roadsSvg(roadsOf(parseResults('Bbp'))).matchAll(/data-pair="(\w+)" cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g),
    ];
    expect(dots.map((m) => m.slice(1).join(' '))).toEqual([
      'banco 12.42 28.42 2',
      'punto 29.58 45.58 2',
      'banco 176.42 28.42 2',
      'punto 193.58 45.58 2',
    ]);
  });

  it('draws ties before any win as a slash in the first cell, with their number', () => {
    const svg = roadsSvg(roadsOf(parseResults('TT')));
    expect(svg).toContain('data-pending-ties="2"');
    expect(svg).not.toContain('data-road="big-road" data-coup=');
  });
});
