@variant:baccarat-domestic
Feature: The old counting that kept the tens (RD-09)
  Document 002: "Первоначально в игре десятки не отбрасывались, поэтому выигрышными числами
  являлись 9, 19 и 29." The profile baccarat-domestic-tens keeps the whole sum, court cards and tens
  counting 10. Hands still rank by their last digit, so most coups end the same; the draw rule
  "under 5 he must draw" reads the whole sum, and there the old counting changes a coup.
  Seats, counter-clockwise: Anna (the banker), Boris (punter-1), Vera (punter-3), Gleb (punter-2).

  @rule:RD-09 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: King and three: <total> in the <counting> counting, so <what>
    Given the "<profile>" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "K♠ 4♠ 3♦ 5♠ 3♥ 3♣ 4♦ 2♥ 9♦ 9♥ 3♣ 2♦"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    Then the punter-1 total after the deal is <total>
    And <then>

    Examples:
      | counting | profile                | total | what                          | then                                                 |
      | modern   | baccarat-domestic      | 3     | Boris must draw               | punter-1 must draw on 3                              |
      | old      | baccarat-domestic-tens | 13    | Boris is not under 5: he chooses | the coup waits for "Boris" to decide for punter-1 |

  @rule:RD-09 @needs:session @needs:bank @needs:payouts
  Scenario Outline: Nineteen and nine are alike: equal naturals go to the banker in either counting (<counting>)
    Given the "<profile>" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "K♠ 4♠ 3♦ 4♦ 9♥ 3♣ 4♥ 5♣"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 5 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 1 on his hand
    And the banker deals
    Then the punter-1 total is <punter>
    And the banker total is 9
    And punter-1 has a natural
    And banker has a natural
    And the punter-1 side loses
    And "Boris" loses 5

    Examples:
      | counting | profile                | punter |
      | modern   | baccarat-domestic      | 9      |
      | old      | baccarat-domestic-tens | 19     |

  @rule:RD-09 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: Twenty-nine wins like nine (<counting> counting)
    Given the "<profile>" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "K♠ 4♠ 3♦ 5♠ Q♥ 3♣ 4♦ 2♥ 9♦ 9♥ 3♣ 2♦"
    And "Anna" shuffles last and "Boris" cuts
    When "Boris" bets 5 on his hand
    And "Vera" bets 1 on her hand
    And "Gleb" bets 1 on his hand
    And the banker deals
    And "<boris>" draws
    And "Gleb" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-1 total is <punter>
    And the banker total is 7
    And the punter-1 side wins
    And "Boris" wins 5

    Examples:
      | counting | profile                | boris | punter |
      | old      | baccarat-domestic-tens | Boris | 29     |

  @rule:RD-09 @rule:RD-15 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: King and queen: 20 in the old counting is baccara; the punter may stand on it, and the bank passes to him
    Given the "baccarat-domestic-tens" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "K♠ 4♠ 3♦ 5♠ Q♥ 3♣ 4♦ 2♥ 9♦ 9♥ 3♣ 2♦ 5♣ 6♣ 7♣ 8♣"
    And "Anna" shuffles last and "Boris" cuts
    When every punter stakes 1
    And the banker deals
    Then the punter-1 total after the deal is 20
    And the coup waits for "Boris" to decide for punter-1
    When "Boris" stands
    And "Gleb" stands
    And "Vera" stands
    And "Anna" stands
    Then the punter-1 total is 20
    And the punter-1 side loses
    When the banker goes on
    Then "Boris" holds the bank
    And the log says "Boris made baccara: the bank passes from Anna to Boris"
