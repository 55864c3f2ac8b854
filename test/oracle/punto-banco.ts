/**
 * The test oracle for Punto Banco: every order of six of the actual cards of a small shoe, played by
 * the tableau written out again here. It imports nothing from src/: it is the independent count that
 * the exact odds of bets reading the cards (src/odds/exact.ts: ranks, suits and colours of the dealt
 * and drawn cards) are held to, and must not share a line with them. Slow on purpose (a shoe of 8 to
 * 16 cards); plain on purpose.
 *
 * The rules (PB-03, PB-04):
 * - Dealt punto, banco, punto, banco; tens and faces count 0, an ace 1, the others their pips; a
 *   total is its last digit.
 * - A two-card 8 or 9 in either hand is a natural and ends the coup.
 * - Punto draws on 0 to 5. Banco, where punto stood, draws on 0 to 5; where punto drew, on 0 to 2,
 *   on 3 unless punto's third card is an 8, on 4 against 2 to 7, on 5 against 4 to 7, on 6 against 6
 *   or 7.
 * - The higher total wins; equal totals are a tie.
 *
 * Every coup is visited once per order of six cards of the shoe (the unused ones included), so that
 * each order weighs the same and all of them number N (N-1) … (N-5), as the exact odds count.
 */

/** A card as two letters: its rank (A 2 … 9 T J Q K) and its suit (S H D C). */
export type OracleCard = string;

/** One order of six cards, played: each hand's cards in the order it took them, and the outcome. */
export interface PuntoBancoCoup {
  readonly punto: readonly OracleCard[];
  readonly banco: readonly OracleCard[];
  readonly outcome: 'punto' | 'banco' | 'tie';
}

/** The points of a card (PB-03.1). */
export function pointsOf(card: OracleCard): number {
  const r = 'A23456789TJQK'.indexOf(card[0]!);
  return r >= 9 ? 0 : r + 1;
}

/** A card's colour: hearts and diamonds are red. */
export function isRed(card: OracleCard): boolean {
  return card[1] === 'H' || card[1] === 'D';
}

function totalOf(cards: readonly OracleCard[]): number {
  return cards.reduce((t, c) => t + pointsOf(c), 0) % 10;
}

/** The coup six cards in this order make (the unused ones are the order's last). */
function play(seq: readonly OracleCard[]): PuntoBancoCoup {
  const punto = [seq[0]!, seq[2]!];
  const banco = [seq[1]!, seq[3]!];
  let next = 4;
  const natural = totalOf(punto) >= 8 || totalOf(banco) >= 8;
  if (!natural) {
    let third = -1;
    if (totalOf(punto) <= 5) {
      punto.push(seq[next++]!);
      third = pointsOf(punto[2]!);
    }
    const b = totalOf(banco);
    const draws =
      third < 0
        ? b <= 5
        : b <= 2 ||
          (b === 3 && third !== 8) ||
          (b === 4 && third >= 2 && third <= 7) ||
          (b === 5 && third >= 4 && third <= 7) ||
          (b === 6 && third >= 6 && third <= 7);
    if (draws) banco.push(seq[next]!);
  }
  const p = totalOf(punto);
  const b = totalOf(banco);
  return { punto, banco, outcome: p > b ? 'punto' : b > p ? 'banco' : 'tie' };
}

/** Visits the coup of every order of six of the shoe's cards (each card distinct, copies too). */
export function eachPuntoBancoCoup(shoe: readonly OracleCard[], visit: (coup: PuntoBancoCoup) => void): void {
  const seq: OracleCard[] = [];
  const taken = shoe.map(() => false);
  const deal = () => {
    if (seq.length === 6) {
      visit(play(seq));
      return;
    }
    shoe.forEach((card, i) => {
      if (taken[i]) return;
      taken[i] = true;
      seq.push(card);
      deal();
      seq.pop();
      taken[i] = false;
    });
  };
  deal();
}
