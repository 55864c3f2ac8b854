"""A small Punto Banco engine: one coup dealt from a shoe, by the third-card tableau.

This is the engine the example adapter (adapter.py) puts under the baccarat-spec kit. It knows
nothing of the kit: it deals, draws and names the winner, in its own words ("player", "banker").
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
