Feature: The bet language's card words: twin pairs, pairs by colour, a card's colour, colours over the coup, stake rules
  Each word is one side bet of specs/profiles/house/card-words.yaml, made besides the one prediction of
  20 points; its score change is the table's own settlement.

  @variant:card-words @rule:CW-01 @needs:payouts @needs:side-bets
  Scenario Outline: Tiger Pair: a twin pair, two pairs, one pair (<case>)
    Given the "card-words" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts tiger-pair
    And the dealer deals
    Then "Boris"'s tiger-pair bet changes the score by <change>

    Examples:
      | case                                | shoe              | change |
      | twin pair: 7 7 and 7 7              | 7H 7S 7C 7D 5D KD | 2000   |
      | two pairs: 7 7 and Q Q              | 7H QS 7C QD 5D KD | 400    |
      | one pair: Banco's Q Q               | 2H QS 6D QC       | 80     |
      | no pair                             | 9H 2S KC 3D       | -20    |

  @variant:pair-colours @rule:PC-01 @needs:payouts @needs:side-bets
  Scenario Outline: Pairs by colour on Punto (<case>)
    Given the "pair-colours" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts pair-tiers
    And the dealer deals
    Then "Boris"'s pair-tiers bet changes the score by <change>

    Examples:
      | case                        | shoe        | change |
      | perfect: 7♥ 7♥              | 7H 2S 7H 6D | 500    |
      | coloured: 7♥ 7♦             | 7H 2S 7D 6D | 240    |
      | mixed: 7♥ 7♣                | 7H 2S 7C 6D | 120    |
      | no pair: 7♥ 8♥              | 7H 2S 8H 6D | -20    |

  @variant:card-colours @rule:CC-01 @needs:payouts @needs:side-bets
  Scenario Outline: Punto's first card by colour (<case>)
    Given the "card-colours" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts red-first
    And the dealer deals
    Then "Boris"'s red-first bet changes the score by <change>

    Examples:
      | case          | shoe        | change |
      | 9♦ is red     | 9D 2S KC 3D | 20     |
      | 9♠ is black   | 9S 2H KD 3H | -20    |

  @variant:card-colours @rule:CC-02 @needs:payouts @needs:side-bets
  Scenario Outline: Every card of the coup black, drawn ones included (<case>)
    Given the "card-colours" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts all-black
    And the dealer deals
    Then "Boris"'s all-black bet changes the score by <change>

    Examples:
      | case                                  | shoe              | change |
      | four black cards, a natural           | 9S 2C KC 3S       | 400    |
      | six black cards                       | 2S KS 3C QC 4S KC | 400    |
      | five black, the sixth (drawn) red     | 2S KS 3C QC 4S KD | -20    |

  @variant:card-words @rule:CW-05 @needs:payouts @needs:side-bets @needs:seeded-shoes
  Scenario: Tiger Pair is taken only beside a main bet on punto or banco
    Given the "card-words" profile
    And a single coup with bettors "Ann, Boris"
    When "Boris" predicts tiger-pair
    Then it is refused because "the tiger-pair side bet is taken only beside a main bet on punto or banco: Boris has made none yet this coup"
    And nothing has changed
    When "Boris" predicts tie
    And "Boris" predicts tiger-pair
    Then it is refused because "the tiger-pair side bet is taken only beside a main bet on punto or banco: Boris bet on tie"
    And nothing has changed
