@variant:chemin-de-fer-free-banker
Feature: Chemin de Fer with the banker free in every cell
  The game of the classical analyses (CFB-01): the banker may draw or stand on any total from 0 to
  7, whatever the punter did; a natural still ends the coup. Seats, counter-clockwise: Ann (the
  first seat, who banks), Bob, Cid. Bob's stake is the largest, so he plays the punters' hand.

  Background:
    Given the "chemin-de-fer-free-banker" profile
    And the players "Ann, Bob, Cid" are seated counter-clockwise

  @rule:CFB-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: The banker on <banker> against a third <third> chooses to <action>, where Chemin de Fer's table forces the other way
    Given the shoe is stacked with "A♠ <b1> K♥ <b2> <third> 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the coup waits for "Ann" to decide for banker
    When "Ann" <move>
    Then the decisions are:
      | hand   | action   | on       | forced |
      | punter | draw     | 1        | yes    |
      | banker | <action> | <banker> | no     |

    Examples:
      | banker | b1 | b2 | third | move   | action |
      | 0      | K♠ | Q♦ | 5♥    | stands | stand  |
      | 4      | A♠ | 3♦ | 7♥    | stands | stand  |
      | 7      | 4♠ | 3♦ | 2♥    | draws  | draw   |
      | 3      | 2♠ | A♦ | 8♥    | draws  | draw   |

  @rule:CFB-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The punter stood: the banker on 6 chooses, and draws
    Given the shoe is stacked with "3♠ 4♠ 3♥ 2♦ 9♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the coup waits for "Ann" to decide for banker
    When "Ann" draws
    Then the decisions are:
      | hand   | action | on | forced |
      | punter | stand  | 6  | yes    |
      | banker | draw   | 6  | no     |

  @rule:CFB-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A natural still ends the coup before any choice
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 9♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter has a natural
    And no hand draws
    And the punter side wins
