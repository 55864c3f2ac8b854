#!/usr/bin/env python3
"""An example adapter in Python 3 (standard library only): the small engine of puntobanco.py under
the baccarat-spec conformance kit, speaking the adapter protocol baccarat-adapter/2
(docs/adapter-protocol.md) on its standard input and output, one JSON message a line.

    baccarat conform --engine "python3 examples/adapters/python/adapter.py"

The engine deals single coups of Punto Banco from a given shoe and settles their bets; it has no
session (no seats, no dealer, no coup after the first) and no choices, so the adapter claims the
variant punto-banco and the feature payouts: a coup's bettors are only the names its bets are placed
under. Everything the kit checks is read from what the engine did; the adapter only translates its
words ("player" -> "punto") and lays its coup out as the protocol's state.
"""

import json
import sys

import puntobanco

PROTOCOL = "baccarat-adapter/2"
HANDS = {"player": "punto", "banker": "banco"}
OUTCOMES = {"player": "punto", "banker": "banco", "tie": "tie"}

scenario = None  # {"table": puntobanco.Table, "bettors": [...], "coup": {...}, "status": "active" | "done"}


def empty_coup():
    return {
        "number": 1,
        "cards": [],
        "decisions": [],
        "naturals": [],
        "hands": {"punto": {"cards": [], "total": 0}, "banco": {"cards": [], "total": 0}},
        "wagers": [],
        "settlements": [],
    }


def state():
    # A single coup is the whole session: betting before its deal, session-over after it.
    done = scenario["status"] == "done"
    table = scenario["table"]
    wagers = [{"participant": o, "bet": s, "stake": k} for o, s, k in table.bets]
    settlements = [
        {"participant": o, "bet": s, "stake": k, "result": r, "change": c} for o, s, k, r, c in table.settlements()
    ]
    scores = {b: sum(x["change"] for x in settlements if x["participant"] == b) for b in scenario["bettors"]}
    return {
        "status": scenario["status"],
        "phase": "session-over" if done else "betting",
        # Every bettor's score after the coup: a single coup's scores are its coup's (feature payouts).
        "coup": {**scenario["coup"], "wagers": wagers, "settlements": settlements, "scores": scores},
    }


def verdict(accepted, reason=None):
    answer = {"type": "verdict", "accepted": accepted, "state": state()}
    if reason is not None:
        answer["reason"] = reason
    return answer


def start(request):
    global scenario
    if request["profile"] != "punto-banco":
        return {"type": "error", "message": f"this engine plays punto-banco, not {request['profile']}"}
    if not request.get("singleCoup"):
        return {"type": "verdict", "accepted": False, "reason": "this engine deals single coups: it has no session"}
    # A seeded shoe is this project's generator: bets may be placed, but the deal is refused.
    shoe = request["shoe"]["shuffles"][0] if request["shoe"]["kind"] == "stacked" else None
    scenario = {"table": puntobanco.Table(shoe), "bettors": request["participants"], "coup": empty_coup(), "status": "active"}
    return verdict(True)


def bet(move):
    try:
        scenario["table"].bet(move["participant"], move["bet"], move["amount"])
    except puntobanco.BetRefused as e:
        return verdict(False, str(e))
    return verdict(True)


def deal():
    if scenario["status"] == "done":
        return verdict(False, "the coup has been dealt")
    try:
        coup = scenario["table"].deal()
    except puntobanco.OutOfCards as e:
        return verdict(False, str(e))
    held = {"player": [], "banker": []}
    cards = []
    for hand, card, phase in coup.dealt:
        held[hand].append(card)
        cards.append(
            {
                "hand": HANDS[hand],
                "card": card,
                "phase": phase,
                "faceUp": True,
                "totals": {HANDS[h]: puntobanco.total(held[h]) for h in ("player", "banker")},
            }
        )
    decisions = []
    for hand, action, on, card in coup.draws:
        decision = {"hand": HANDS[hand], "action": action, "total": on, "forced": True, "by": "rules"}
        if card is not None:
            decision["card"] = card
        decisions.append(decision)
    scenario["coup"] = {
        **empty_coup(),
        "cards": cards,
        "decisions": decisions,
        "naturals": [HANDS[h] for h in coup.naturals],
        "hands": {
            HANDS[h]: {"cards": coup.cards_of(h), "total": puntobanco.total(coup.cards_of(h))}
            for h in ("player", "banker")
        },
        "outcome": OUTCOMES[coup.winner],
    }
    scenario["status"] = "done"
    return verdict(True)


def answer(request):
    kind = request.get("type")
    if kind == "hello":
        return {
            "type": "capabilities",
            "protocol": PROTOCOL,
            "engine": {"name": "puntobanco.py", "version": "1.0.0"},
            "variants": ["punto-banco"],
            "features": ["payouts"],
        }
    if kind == "start":
        return start(request)
    if kind == "move":
        if scenario is None:
            return {"type": "error", "message": "no scenario started"}
        if request["move"]["type"] == "DEAL":
            return deal()
        if request["move"]["type"] == "BET":
            return bet(request["move"])
        return verdict(False, f"this engine has no {request['move']['type']} move: it deals a coup and nothing else")
    if kind == "sync":
        # Every request before it has been answered: this loop answers each before reading the next.
        return {"type": "synced"}
    return {"type": "error", "message": f'this adapter does not answer "{kind}"'}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        request = None
        try:
            request = json.loads(line)
            reply = answer(request)
        except Exception as e:  # the engine's failure is the scenario's, not the adapter's end
            reply = {"type": "error", "message": str(e).splitlines()[0] if str(e) else type(e).__name__}
        # Every answer echoes its request's id (null where the request was not JSON).
        reply = {"type": reply["type"], "id": request.get("id") if isinstance(request, dict) else None, **reply}
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
