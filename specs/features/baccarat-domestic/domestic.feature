@variant:baccarat-domestic
Feature: Domestic baccarat: every punter against the banker
  Document 002, "БАККАРА. Описание игры.": one banker and any number of punters; two decks; each
  punter stakes, the largest stake limited; anyone may shuffle, the banker last, and has the pack
  cut; two cards each, one at a time, right, left, right, left, ..., the banker last. A punter's
  natural is shown at once; the banker's natural takes every other stake; otherwise each punter
  in turn may take a card, under 5 he must, and the banker, last, as he likes. Higher punters are
  paid, lower and equal ones lose, but 6 against 6 is returned. A punter who makes baccara takes
  the bank, unless the banker made baccara too.
  Seats, counter-clockwise: Anna (the first seat, who banks), Boris, Vera, Gleb. The deal goes to
  Boris (punter-1, on the banker's right), Gleb (punter-2, on his left), Vera (punter-3), the
  banker last, then again.

  Background:
    Given the "baccarat-domestic" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise

  @rule:RD-01 @rule:RD-03 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: One banker and a hand for every punter
    Given the shoe is shuffled with seed 2
    And "Anna" shuffles last and "Boris" cuts
    Then "Anna" holds the bank
    And "Boris" plays punter-1
    And "Gleb" plays punter-2
    And "Vera" plays punter-3

  @rule:RD-01 @needs:session @needs:seeded-shoes
  Scenario Outline: Any number of punters: <count> participants <verdict>
    Given the players "<names>" are seated counter-clockwise
    Then the series <outcome>

    Examples:
      | count | verdict      | names                                                              | outcome                                              |
      | 2     | may play     | Anna, Boris                                                        | starts with 2 participants                           |
      | 12    | may play     | Anna, Boris, Vera, Gleb, Dasha, Egor, Fira, Hana, Igor, Kira, Lev, Mila | starts with 12 participants                     |
      | 1     | cannot play  | Anna                                                               | cannot start because "takes 2 to 34 participants, not 1" |

  @rule:RD-01 @rule:RD-02 @rule:RD-07 @needs:session @needs:seeded-shoes
  Scenario Outline: Only the shoe limits the table: 104 cards, at most three to a hand, always deal a coup to 34 hands
    Given "Anna" and <punters> punters P1, P2, … are seated counter-clockwise
    Then the series <outcome>

    Examples:
      | punters | outcome                                                                                                                                                        |
      | 33      | starts with 34 participants                                                                                                                                    |
      | 34      | cannot start because "takes 2 to 34 participants, not 35: 104 cards can always deal a coup to at most 34 hands of up to 3 cards, the banker's included" |

  @rule:RD-01 @rule:RD-05 @rule:RD-12 @rule:RD-13 @rule:RD-14 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A round at 20 participants: every punter stakes, draws under 5 in turn, and is settled against the banker
    Given "Anna" and 19 punters P1, P2, … are seated counter-clockwise
    And the shoe is stacked with "T♠ T♠ T♥ T♥ T♦ T♦ T♣ T♣ J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ Q♠ Q♥ Q♥ 3♠ A♠ 2♠ 3♠ 4♠ A♠ 2♠ 3♥ 4♥ A♥ 2♥ 3♦ 4♦ A♥ 2♥ 3♣ 4♣ A♦ 2♦ 3♣ 4♠ 7♠ 6♠ 5♠ 4♥ 7♠ 6♠ 5♠ 3♥ 6♥ 5♥ 4♦ 3♦ 6♥ 9♠ 8♠ 7♥ Q♠ 9♠ 8♠"
    And "Anna" shuffles last and "P1" cuts
    Then "P1" plays punter-1
    And "P19" plays punter-2
    And "P2" plays punter-3
    When every punter bets 10 on his hand
    And the banker deals
    Then no hand has a natural
    And punter-1 must draw on 1
    And punter-19 must draw on 3
    And the coup waits for "Anna" to decide for banker
    When "Anna" stands
    Then punter-1 holds "T♠ A♠ 7♠"
    And punter-19 holds "Q♥ 3♣ 8♠"
    And 59 cards were used
    And the punter-1 side wins
    And the punter-7 side wins
    And the punter-8 side loses
    And the punter-13 side loses
    And the punter-14 side loses
    And the punter-19 side loses
    And "P1" has 10 chips
    And "P19" has 10 chips
    And "P10" has -10 chips
    And "Anna" has 50 chips

  @rule:RD-01 @rule:RD-02 @rule:RD-11 @needs:session @needs:bank @needs:payouts
  Scenario: A round at 34 participants, the whole table: the banker's natural takes all 33 stakes
    Given "Anna" and 33 punters P1, P2, … are seated counter-clockwise
    And the shoe is stacked with "T♠ T♠ T♥ T♥ T♦ T♦ T♣ T♣ J♠ J♠ J♥ J♥ J♦ J♦ J♣ J♣ Q♠ Q♠ Q♥ Q♥ Q♦ Q♦ Q♣ Q♣ K♠ K♠ K♥ K♥ K♦ K♦ K♣ K♣ A♠ 9♠ 7♠ 7♠ 7♥ 7♥ 7♦ 7♦ 7♣ 7♣ 6♠ 6♠ 6♥ 6♥ 6♦ 6♦ 6♣ 6♣ 5♠ 5♠ 5♥ 5♥ 5♦ 5♦ 5♣ 5♣ 4♠ 4♠ 4♥ 4♥ 4♦ 4♦ 4♣ 4♣ A♠ 9♥"
    And "Anna" shuffles last and "P1" cuts
    Then "P1" plays punter-1
    And "P33" plays punter-2
    And "P17" plays punter-33
    When every punter bets 10 on his hand
    And the banker deals
    Then banker has a natural
    And 68 cards were used
    And punter-33 holds "A♠ A♠"
    And the punter-1 side loses
    And the punter-33 side loses
    And "P1" has -10 chips
    And "P17" has -10 chips
    And "Anna" has 330 chips

  @rule:RD-03 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: The largest stake is limited
    Given the shoe is shuffled with seed 2
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 11 on his hand
    Then it is refused because "the largest stake is 10"
    And nothing has changed
    When "Boris" bets 10 on his hand
    Then it is accepted

  @rule:RD-03 @needs:session @needs:bank @needs:payouts @needs:states @needs:seeded-shoes
  Scenario: Every punter stakes: a pass is refused, and the deal waits until each has staked
    Given the shoe is shuffled with seed 2
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" passes
    Then it is refused because "Boris must stake: every punter stakes before the deal (the smallest stake is 1)"
    And nothing has changed
    When "Boris" bets 3 on his hand
    And "Vera" bets 1 on her hand
    And the banker deals
    Then it is refused because "the cards are dealt once the bets are made; coup 1 is at \"taking bets\""
    And nothing has changed
    When "Gleb" passes
    Then it is refused because "Gleb must stake: every punter stakes before the deal (the smallest stake is 1)"
    When "Gleb" bets 2 on his hand
    Then the coup is at "ready to deal"
    And the bets are:
      | participant | bet   | side     | stake |
      | Boris       | stake | punter-1 | 3     |
      | Vera        | stake | punter-3 | 1     |
      | Gleb        | stake | punter-2 | 2     |
    When the banker deals
    Then it is accepted

  @rule:RD-02 @needs:session @needs:seeded-shoes
  Scenario: Two full decks shuffled together: 104 cards
    Given the shoe is shuffled with seed 2
    When the series starts
    Then the shoe holds 104 cards
    And the shoe holds 2 copies of every card

  @rule:RD-04 @needs:session @needs:bank @needs:states @needs:seeded-shoes
  Scenario: Anyone may shuffle, the banker shuffles last and has the pack cut
    Given the shoe is shuffled with seed 2
    When "Vera" shuffles
    And "Anna" shuffles
    And "Gleb" cuts
    Then "Vera, Anna" shuffled and "Gleb" cut
    And the coup is at "taking bets"

  @rule:RD-04 @needs:session @needs:bank @needs:states @needs:seeded-shoes
  Scenario: Nobody shuffles after the banker, and nobody cuts before he has shuffled
    Given the shoe is shuffled with seed 2
    When "Gleb" cuts
    Then it is refused because "the cut comes once, after the banker has shuffled; coup 1 is at \"shuffling\""
    And nothing has changed
    When "Vera" shuffles
    And "Anna" shuffles
    And "Vera" shuffles
    Then it is refused because "the cards are shuffled when the bank is formed, and the banker shuffles last; coup 1 is at \"cutting\""
    And nothing has changed
    When "Anna" cuts
    Then it is refused because "the banker does not cut: he chooses another participant to cut"
    When "Gleb" cuts
    Then "Vera, Anna" shuffled and "Gleb" cut

  @rule:RD-05 @needs:session @needs:bank @needs:payouts
  Scenario: Two cards each, one at a time: right, left, ..., the banker last; then again
    Given the shoe is stacked with "3♠ 4♠ 2♠ 5♠ 3♥ 3♦ 4♦ 2♥ 9♣ 9♦ 9♥ 8♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 2 on his hand
    And "Vera" bets 2 on her hand
    And "Gleb" bets 2 on his hand
    And the banker deals
    Then the cards were dealt in this order:
      | card | hand     | face |
      | 3♠   | punter-1 | down |
      | 4♠   | punter-2 | down |
      | 2♠   | punter-3 | down |
      | 5♠   | banker   | down |
      | 3♥   | punter-1 | down |
      | 3♦   | punter-2 | down |
      | 4♦   | punter-3 | down |
      | 2♥   | banker   | down |

  @rule:RD-06 @needs:session @needs:bank @needs:payouts
  Scenario: After the coup the cards go under the pack, behind the indicator card
    Given the shoe is stacked with "A♠ 2♠ 2♦ 9♠ A♥ A♦ 2♥ K♠ 9♣ 7♥ 7♦ 7♣ 7♠ 6♥ 6♦ 6♣ 6♠ 5♥ 5♦ 5♣ 4♥ 4♣ 3♣ 2♣ Q♦"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    Then banker has a natural
    And 8 cards were used
    And the shoe holds 17 cards
    When the banker goes on
    Then 8 cards lie under the pack
    And the shoe holds 17 cards
    And the shoe has been shuffled 1 times

  @rule:RD-06 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Once too few cards remain above the indicator for a coup, every card is shuffled again
    Given the shoes are stacked from "fixtures/shoes/baccarat-domestic-two-shuffles.yaml"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Vera" stands
    And "Anna" stands
    Then the shoe holds 3 cards
    When the banker goes on
    Then the shoe has been shuffled 2 times
    And 0 cards lie under the pack
    And the log says "too few cards for every hand: all cards back, a new shuffle"

  @rule:RD-06 @rule:RD-04 @rule:RD-15 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: After the coup that reshuffles the shoe the next is shuffled and cut anew, the banker last, before any bet
    Given the shoes are stacked from "fixtures/shoes/baccarat-domestic-two-shuffles.yaml"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Vera" stands
    And "Anna" stands
    And the banker goes on
    Then the shoe has been shuffled 2 times
    And "Gleb" holds the bank
    And the coup is at "shuffling"
    When "Boris" bets 1 on his hand
    Then it is refused because "bets open once the bank is formed and the cards are cut"
    And nothing has changed
    When "Anna" shuffles
    And "Gleb" shuffles
    And "Anna" shuffles
    Then it is refused because "coup 2 is at \"cutting\""
    When "Vera" cuts
    Then "Anna, Gleb" shuffled and "Vera" cut
    And the coup is at "taking bets"

  @rule:RD-07 @rule:RD-08 @needs:session @needs:bank @needs:payouts
  Scenario: Court cards count 10, ace 1, the rest their pips; only the units digit counts: 3, A, 7 is 1 point
    Given the shoe is stacked with "3♠ 4♠ 3♦ 5♠ A♥ 3♥ 4♦ 2♥ 7♣ 9♦ 9♥ 8♣"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    Then punter-1 holds "3♠ A♥ 7♣"
    And the punter-1 total is 1

  @rule:RD-10 @needs:session @needs:bank @needs:payouts @needs:choices @needs:views
  Scenario: A punter's natural is shown at once, the banker shows his cards, and the natural beats him whatever he draws
    Given the shoe is stacked with "8♠ 2♠ 2♦ 5♠ K♥ A♥ 2♥ A♦ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 4 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 1 on his hand
    And the banker deals
    Then punter-1 has a natural
    And the log says "natural punter-1 8: shown at once; that hand draws no more; the banker shows his cards"
    And punter-1 holds 2 cards
    And the coup waits for "Anna" to decide for banker
    And "Gleb" sees the punter-1 hand as "8♠ K♥"
    And "Gleb" sees the punter-3 hand as "?? ?? 9♥"
    And "Gleb" sees the banker hand as "5♠ A♦"
    And "Gleb" sees the banker total as 6
    And "Anna" sees the banker hand as "5♠ A♦"
    When "Anna" draws
    Then the banker total is 9
    And the punter-1 side wins
    And "Boris" wins 4

  @rule:RD-10 @needs:session @needs:bank @needs:payouts @needs:choices @needs:views
  Scenario: After a punter's natural the punters who decide later see the banker's cards
    Given the shoe is stacked with "8♠ 2♠ 2♦ 5♠ K♥ 4♥ 2♥ A♦ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 4 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 4 on his hand
    And the banker deals
    Then punter-1 has a natural
    And the coup waits for "Gleb" to decide for punter-2
    And "Gleb" sees the banker hand as "5♠ A♦"
    And "Gleb" sees the banker total as 6
    And "onlooker" sees the banker hand as "5♠ A♦"
    And "Gleb" sees the punter-3 hand as "?? ??"
    When "Gleb" stands
    Then punter-3 must draw on 4
    And the coup waits for "Anna" to decide for banker

  @rule:RD-11 @needs:session @needs:bank @needs:payouts @needs:choices @needs:views
  Scenario: Without a punter's natural the banker's cards stay hidden from the punters
    Given the shoe is stacked with "7♠ 2♠ 2♦ 5♠ K♥ 4♥ 2♥ A♦ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 4 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 1 on his hand
    And the banker deals
    Then the coup waits for "Boris" to decide for punter-1
    And "Boris" sees the banker hand as "?? ??"
    And "Anna" sees the banker hand as "5♠ A♦"

  @rule:RD-10 @needs:session @needs:bank @needs:payouts
  Scenario Outline: Punter's natural <punter> against the banker's natural <banker>: <winner>
    Given the shoe is stacked with "<p1> 4♠ 3♦ <b1> <p2> 3♥ 4♦ <b2> 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 4 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 1 on his hand
    And the banker deals
    Then the punter-1 side <result>

    Examples:
      | punter | banker | winner                      | p1 | p2 | b1 | b2 | result |
      | 9      | 8      | nine beats eight            | 9♠ | K♥ | 8♣ | Q♥ | wins   |
      | 8      | 9      | nine beats eight            | 8♠ | K♥ | 9♣ | Q♥ | loses  |
      | 8      | 8      | equal naturals, the banker  | 8♠ | K♥ | 8♣ | Q♥ | loses  |

  @rule:RD-11 @needs:session @needs:bank @needs:payouts
  Scenario: A banker's natural takes every stake of the punters without one; nobody draws
    Given the shoe is stacked with "2♠ 4♠ 3♦ 9♠ 3♥ A♥ 4♦ K♥ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 4 on his hand
    And "Vera" bets 3 on her hand
    And "Gleb" bets 2 on his hand
    And the banker deals
    Then banker has a natural
    And no hand draws
    And "Boris" loses 4
    And "Vera" loses 3
    And "Gleb" loses 2
    And "Anna" has a score of 9

  @rule:RD-12 @rule:RD-13 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Each punter in turn may take one card, right then left; under 5 he must; the banker last
    Given the shoe is stacked with "5♠ 2♠ 6♦ 3♠ K♥ A♥ A♦ 4♥ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    Then the coup waits for "Boris" to decide for punter-1
    When "Boris" stands
    Then punter-2 must draw on 3
    And the coup waits for "Vera" to decide for punter-3
    When "Vera" draws
    Then the coup waits for "Anna" to decide for banker
    When "Anna" draws
    Then the decisions are:
      | hand     | action | on | forced |
      | punter-1 | stand  | 5  | no     |
      | punter-2 | draw   | 3  | yes    |
      | punter-3 | draw   | 7  | no     |
      | banker   | draw   | 7  | no     |

  @rule:RD-13 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A punter under 5 may not stand
    Given the shoe is stacked with "5♠ 2♠ 6♦ 3♠ K♥ A♥ A♦ 4♥ 9♦ 9♥ 3♣"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Gleb" stands
    Then it is refused because "punter-2 on 3 must draw: the draw table leaves no choice"

  @rule:RD-14 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The banker pays higher punters and takes lower and equal ones, but 6 against 6 is returned
    Given the shoe is stacked with "4♠ 3♠ 3♦ 2♠ 3♥ 3♣ 4♦ 4♥ 9♦"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 5 on his hand
    And "Vera" bets 3 on her hand
    And "Gleb" bets 2 on his hand
    And the banker deals
    And "Boris" stands
    And "Gleb" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-1 total is 7
    And the punter-2 total is 6
    And the punter-3 total is 7
    And the banker total is 6
    And "Boris" wins 5
    And "Gleb" gets 2 back without profit
    And "Vera" wins 3

  @rule:RD-14 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Equal totals other than six go to the banker
    Given the shoe is stacked with "4♠ 3♠ 3♦ 2♠ 3♥ 2♣ 4♦ 5♥ 9♦"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 5 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 2 on his hand
    And the banker deals
    And "Boris" stands
    And "Gleb" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-1 total is 7
    And the banker total is 7
    And "Boris" loses 5
    And "Gleb" loses 2

  @rule:RD-15 @needs:session @needs:bank @needs:play-out @needs:states @needs:seeded-shoes
  Scenario: The entry names no length of session: a session is ten coups, then it is over
    Given the shoe is shuffled with seed 2
    When coups are played without stakes until the session is over
    Then 10 coups were played
    And the coup is at "session over"

  @rule:RD-15 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A punter who makes baccara takes the bank
    Given the shoes are stacked from "fixtures/shoes/baccarat-domestic-two-shuffles.yaml"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-2 total is 0
    When the banker goes on
    Then "Gleb" holds the bank
    And the log says "Gleb made baccara: the bank passes from Anna to Gleb"

  @rule:RD-15 @rule:RD-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Several punters make baccara in one coup: the first in deal order takes the bank
    Given the shoe is stacked with "2♠ K♠ Q♠ 5♠ 4♦ Q♥ K♥ 2♥ J♣ T♦ 9♣ 9♦ 9♥ 8♣ 7♣ 7♦ 7♥ 2♣ 3♣ 4♣ 6♣ 6♦ 6♥ 6♠"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Anna" stands
    Then punter-2 holds "K♠ Q♥ J♣"
    And punter-3 holds "Q♠ K♥ T♦"
    And the punter-1 total is 6
    And the punter-2 total is 0
    And the punter-3 total is 0
    And the banker total is 7
    When the banker goes on
    Then "Gleb" holds the bank
    And the log says "Gleb made baccara: the bank passes from Anna to Gleb"

  @rule:RD-15 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Simultaneous baccara of the banker and a punter: the bank does not pass
    Given the shoe is stacked with "3♠ K♠ 2♠ 5♠ 3♥ K♥ 4♦ 5♥ K♦ 9♣ 9♦ 9♥ 8♣ 7♣ 7♦ 7♥ 2♣ 3♣ 4♣ 6♣ 6♦ 6♥ 6♠ 2♦"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    And "Boris" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-2 total is 0
    And the banker total is 0
    When the banker goes on
    Then "Anna" holds the bank
