Feature: House side bets written in the settlement language: a margin ladder, the cards dealt, suited pairs
  Each is a YAML file in specs/profiles/house/ that extends Punto Banco; a side bet is made besides
  the one prediction of 20 points, and its score change is the table's own settlement.

  @variant:dragon-bonus @rule:DB-01 @needs:payouts @needs:side-bets
  Scenario Outline: Dragon Bonus: a win with a natural pays 1 to 1 (<case>)
    Given the "dragon-bonus" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts dragon-punto
    And "Vera" predicts banco
    And "Vera" predicts dragon-banco
    And the dealer deals
    Then "Boris"'s dragon-punto bet changes the score by <punto>
    And "Vera"'s dragon-banco bet changes the score by <banco>

    Examples:
      | case                         | shoe        | punto | banco |
      | Punto's natural 9 beats 5    | 9H 2S KC 3D | 20    | -20   |
      | Banco's natural 9 beats 5    | 2H 9S 3C KD | -20   | 20    |

  @variant:dragon-bonus @rule:DB-02 @needs:payouts @needs:side-bets
  Scenario Outline: Dragon Bonus: a tie of naturals returns the stakes, any other tie loses them (<case>)
    Given the "dragon-bonus" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts dragon-punto
    And "Vera" predicts tie
    And "Vera" predicts dragon-banco
    And the dealer deals
    Then the coup is a tie
    And "Boris"'s dragon-punto bet changes the score by <change>
    And "Vera"'s dragon-banco bet changes the score by <change>

    Examples:
      | case                  | shoe        | change |
      | natural 9 against 9   | 9H 9S KC KD | 0      |
      | 6 against 6           | 2H 3S 4C 3D | -20    |

  @variant:dragon-bonus @rule:DB-03 @rule:DB-04 @needs:payouts @needs:side-bets
  Scenario Outline: Dragon Bonus: a win without a natural is paid by the margin (<case>)
    Given the "dragon-bonus" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts dragon-punto
    And "Vera" predicts banco
    And "Vera" predicts dragon-banco
    And the dealer deals
    Then the punto total is <punto total>
    And the banco total is <banco total>
    And "Boris"'s dragon-punto bet changes the score by <punto>
    And "Vera"'s dragon-banco bet changes the score by <banco>

    Examples:
      | case                           | shoe              | punto total | banco total | punto | banco |
      | Punto by 9 pays 30 to 1        | 2H KS 3C QD 4D KC | 9           | 0           | 600   | -20   |
      | Punto by 7 pays 6 to 1         | 2H KS 3C QD 2D KC | 7           | 0           | 120   | -20   |
      | Punto by 2 loses               | 3H KS 2C 5D 2D    | 7           | 5           | -20   | -20   |
      | Banco by 8 pays 10 to 1        | KH 3S QC KD KC 5D | 0           | 8           | -20   | 200   |
      | Banco by 4 pays 1 to 1         | KH 4S 3C 3D KD    | 3           | 7           | -20   | 20    |
      | Banco by 1 loses               | AH 4S AC 3D 4D    | 6           | 7           | -20   | -20   |

  @variant:big-small @rule:BS-01 @rule:BS-02 @needs:payouts @needs:side-bets
  Scenario Outline: Big and Small: by the cards the coup deals (<case>)
    Given the "big-small" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts big
    And "Vera" predicts banco
    And "Vera" predicts small
    And the dealer deals
    Then "Boris"'s big bet changes the score by <big>
    And "Vera"'s small bet changes the score by <small>

    Examples:
      | case                               | shoe              | big  | small |
      | 4 cards: a natural                 | 9H 2S KC 3D       | -20  | 30    |
      | 4 cards: both stand on 6           | 2H 3S 4C 3D       | -20  | 30    |
      | 5 cards: Punto draws, Banco stands | 3H KS 2C 5D 2D    | 10.8 | -20   |
      | 5 cards: Banco alone draws         | 5H 2S 2C 3D KD    | 10.8 | -20   |
      | 6 cards: both draw                 | 2H KS 3C QD 4D KC | 10.8 | -20   |

  @variant:perfect-pairs @rule:PP-01 @rule:PP-02 @rule:PP-03 @needs:payouts @needs:side-bets
  Scenario Outline: Perfect Pairs: a suited pair in either hand (<case>)
    Given the "perfect-pairs" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts perfect-pair
    And the dealer deals
    Then "Boris"'s perfect-pair bet changes the score by <change>

    Examples:
      | case                                   | shoe           | change |
      | Punto's 7♥ 7♥                          | 7H 2S 7H 6D    | 500    |
      | Banco's Q♠ Q♠                          | 2H QS 6D QS    | 500    |
      | both: 7♥ 7♥ and Q♠ Q♠                  | 7H QS 7H QS 5D KD | 5000 |
      | 7♥ 7♣: a pair, but not a perfect one   | 7H 2S 7C 6D    | -20    |
      | a perfect pair on Punto, a pair on Banco | 7H QS 7H QD 5D KC | 500 |
