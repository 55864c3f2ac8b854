"""A small Punto Banco engine: one coup dealt from a shoe, by the third-card tableau, and its bets
settled: player 1 to 1, banker 1 to 1 less a 5 % commission, tie 8 to 1 (player and banker bets
pushed on a tie), every bet a stake of 20.

This is the engine the example adapter (adapter.py) puts under the baccarat-spec kit. It knows
nothing of the kit: it deals, draws, names the winner and settles, in its own words ("player",
"banker"). It has no players at a table: a bet is only its owner's name, its side and its stake.
"""

from dataclasses import dataclass, field

VALUES = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0}


def value(card: str) -> int:
    """A card's points: ace 1, two to nine their pips, ten and the court cards 0 ("4H" -> 4)."""
    return VALUES.get(card[0], int(card[0]) if card[0].isdigit() else 0)


def total(cards: list) -> int:
    """A hand's total: the sum of its points, tens dropped."""
    return sum(value(c) for c in cards) % 10


def banker_draws(banker_total: int, player_third: "str | None") -> bool:
    """The banker's tableau: on 0-2 he draws; on 3-6 as the player's third card says; on 7 he stands."""
    if player_third is None:
        return banker_total <= 5
    third = value(player_third)
    if banker_total <= 2:
        return True
    if banker_total == 3:
        return third != 8
    if banker_total == 4:
        return 2 <= third <= 7
    if banker_total == 5:
        return 4 <= third <= 7
    if banker_total == 6:
        return third in (6, 7)
    return False


class OutOfCards(Exception):
    """The shoe holds fewer cards than the coup needs."""


@dataclass
class Coup:
    """One coup as it was dealt: each card in order with the hand it went to, and the draws."""

    dealt: list = field(default_factory=list)  # (hand, card, "deal" | "draw")
    draws: list = field(default_factory=list)  # (hand, "draw" | "stand", total, card | None)
    naturals: list = field(default_factory=list)
    winner: "str | None" = None

    def cards_of(self, hand: str) -> list:
        return [c for h, c, _ in self.dealt if h == hand]


def deal(shoe: list) -> Coup:
    """Deals one coup from the top of the shoe (the list's first card first)."""
    cards = iter(shoe)

    def take():
        try:
            return next(cards)
        except StopIteration:
            raise OutOfCards(f"the shoe holds {len(shoe)} cards, and the coup needs more") from None

    coup = Coup()
    for hand in ("player", "banker", "player", "banker"):
        coup.dealt.append((hand, take(), "deal"))
    player, banker = total(coup.cards_of("player")), total(coup.cards_of("banker"))
    coup.naturals = [h for h, t in (("player", player), ("banker", banker)) if t >= 8]
    if not coup.naturals:
        player_third = None
        if player <= 5:
            player_third = take()
            coup.dealt.append(("player", player_third, "draw"))
            coup.draws.append(("player", "draw", player, player_third))
        else:
            coup.draws.append(("player", "stand", player, None))
        if banker_draws(banker, player_third):
            card = take()
            coup.dealt.append(("banker", card, "draw"))
            coup.draws.append(("banker", "draw", banker, card))
        else:
            coup.draws.append(("banker", "stand", banker, None))
    player, banker = total(coup.cards_of("player")), total(coup.cards_of("banker"))
    coup.winner = "player" if player > banker else "banker" if banker > player else "tie"
    return coup


STAKE = 20
# The bets as the Punto Banco table names them, and what each pays and needs to win.
PAYS = {"punto": 1, "banco": 0.95, "tie": 8}
WINS = {"punto": "player", "banco": "banker", "tie": "tie"}


class BetRefused(Exception):
    """A bet the table does not take, with the reason."""


@dataclass
class Table:
    """One coup and the bets on it: bets are taken until the deal, and settled by it."""

    shoe: "list | None"  # None: a shoe this engine cannot deal (a seeded one)
    bets: list = field(default_factory=list)  # (owner, side, stake)
    coup: "Coup | None" = None

    def bet(self, owner: str, side: str, amount: float = STAKE) -> None:
        if self.coup is not None:
            raise BetRefused("bets are taken only before the deal")
        if side not in PAYS:
            raise BetRefused(f'"{side}" is not a bet of Punto Banco: bet on {", ".join(PAYS)}')
        placed = next((s for o, s, _ in self.bets if o == owner), None)
        if placed is not None:
            raise BetRefused(f"{owner} has already bet on {placed} this coup")
        if amount != STAKE:
            raise BetRefused(f"every bet is a stake of {STAKE}: a bet of {amount:g} is not taken")
        self.bets.append((owner, side, STAKE))

    def deal(self) -> Coup:
        if self.shoe is None:
            raise OutOfCards("this engine cannot reproduce a seeded shoe")
        self.coup = deal(self.shoe)
        return self.coup

    def settlements(self) -> list:
        """Each bet's result ("win", "push", "lose") and the change to its owner's score."""
        out = []
        for owner, side, stake in self.bets:
            if self.coup is None:
                break
            if WINS[side] == self.coup.winner:
                out.append((owner, side, stake, "win", round(stake * PAYS[side], 2)))
            elif self.coup.winner == "tie" and side != "tie":
                out.append((owner, side, stake, "push", 0))
            else:
                out.append((owner, side, stake, "lose", -stake))
        return out
