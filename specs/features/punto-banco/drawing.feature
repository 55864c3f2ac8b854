@variant:punto-banco
Feature: Third cards are compulsory and follow the table of section 04
  Without a natural, Punto draws on 0-5 and stands on 6-7. If Punto stood, Banco draws on 0-5 and
  stands on 6-7. If Punto drew, Banco reads its own two-card total and the value of Punto's third
  card. Nobody chooses: every third card is forced by the rules. At most three cards a hand.

  Background:
    Given the "punto-banco" profile

  @rule:PB-04.1 @rule:PB-FAQ.2
  Scenario Outline: Punto draws on 0-5 and stands on 6-7 (Punto <punto>)
    When a coup is dealt from "<shoe>"
    Then punto must <action> on <punto>
    And punto holds <cards> cards

    Examples:
      | punto | shoe              | action | cards |
      | 0     | K♣ 7♠ Q♣ K♦ 2♥ 3♦ | draw   | 3     |
      | 1     | A♣ 7♠ K♣ K♦ 2♥ 3♦ | draw   | 3     |
      | 2     | A♣ 7♠ A♥ K♦ 2♥ 3♦ | draw   | 3     |
      | 3     | 2♣ 7♠ A♥ K♦ 2♥ 3♦ | draw   | 3     |
      | 4     | 2♣ 7♠ 2♥ K♦ 2♥ 3♦ | draw   | 3     |
      | 5     | 3♣ 7♠ 2♥ K♦ 2♥ 3♦ | draw   | 3     |
      | 6     | 3♣ 7♠ 3♥ K♦ 2♥ 3♦ | stand  | 2     |
      | 7     | 4♣ 7♠ 3♥ K♦ 2♥ 3♦ | stand  | 2     |

  @rule:PB-FAQ.2 @needs:session @needs:payouts @needs:choices
  Scenario: On five Punto cannot refuse the third card, and nobody may ask for one
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is stacked with "3♣ 7♠ 2♥ K♦ 2♥ 3♦"
    When "Boris" predicts punto
    And the dealer deals
    Then punto must draw on 5
    When "Boris" asks punto to stand
    Then it is refused because "leaves no draw to anyone's choice"
    And nothing has changed

  @rule:PB-04.2
  Scenario Outline: If Punto stood, Banco draws on 0-5 and stands on 6-7 (Banco <banco>)
    When a coup is dealt from "<shoe>"
    Then punto must stand on 6
    And banco must <action> on <banco>
    And banco holds <cards> cards

    Examples:
      | banco | shoe           | action | cards |
      | 0     | 3♣ K♠ 3♥ Q♦ 2♥ | draw   | 3     |
      | 1     | 3♣ A♠ 3♥ Q♦ 2♥ | draw   | 3     |
      | 2     | 3♣ A♠ 3♥ A♦ 2♥ | draw   | 3     |
      | 3     | 3♣ 2♠ 3♥ A♦ 2♥ | draw   | 3     |
      | 4     | 3♣ 2♠ 3♥ 2♦ 2♥ | draw   | 3     |
      | 5     | 3♣ 3♠ 3♥ 2♦ 2♥ | draw   | 3     |
      | 6     | 3♣ 3♠ 3♥ 3♦ 2♥ | stand  | 2     |
      | 7     | 3♣ 4♠ 3♥ 3♦ 2♥ | stand  | 2     |

  @rule:PB-04.3
  Scenario Outline: If Punto drew, Banco on <banco> against a third card of <value> must <action>
    Punto holds A♣ K♣ (one) and draws; Banco's two cards count <banco>.
    When a coup is dealt from "<shoe>"
    Then punto must draw on 1
    And punto draws "<third>"
    And the banco total after the deal is <banco>
    And banco must <action> on <banco>

    Examples:
      | banco | value | third | shoe                     | action |
      | 0     | 0     | Q♥    | A♣ K♠ K♣ Q♦ Q♥ 2♣        | draw   |
      | 0     | 1     | A♥    | A♣ K♠ K♣ Q♦ A♥ 2♣        | draw   |
      | 0     | 2     | 2♥    | A♣ K♠ K♣ Q♦ 2♥ 2♣        | draw   |
      | 0     | 3     | 3♥    | A♣ K♠ K♣ Q♦ 3♥ 2♣        | draw   |
      | 0     | 4     | 4♥    | A♣ K♠ K♣ Q♦ 4♥ 2♣        | draw   |
      | 0     | 5     | 5♥    | A♣ K♠ K♣ Q♦ 5♥ 2♣        | draw   |
      | 0     | 6     | 6♥    | A♣ K♠ K♣ Q♦ 6♥ 2♣        | draw   |
      | 0     | 7     | 7♥    | A♣ K♠ K♣ Q♦ 7♥ 2♣        | draw   |
      | 0     | 8     | 8♥    | A♣ K♠ K♣ Q♦ 8♥ 2♣        | draw   |
      | 0     | 9     | 9♥    | A♣ K♠ K♣ Q♦ 9♥ 2♣        | draw   |
      | 1     | 0     | Q♥    | A♣ A♠ K♣ K♦ Q♥ 2♣        | draw   |
      | 1     | 1     | A♥    | A♣ A♠ K♣ K♦ A♥ 2♣        | draw   |
      | 1     | 2     | 2♥    | A♣ A♠ K♣ K♦ 2♥ 2♣        | draw   |
      | 1     | 3     | 3♥    | A♣ A♠ K♣ K♦ 3♥ 2♣        | draw   |
      | 1     | 4     | 4♥    | A♣ A♠ K♣ K♦ 4♥ 2♣        | draw   |
      | 1     | 5     | 5♥    | A♣ A♠ K♣ K♦ 5♥ 2♣        | draw   |
      | 1     | 6     | 6♥    | A♣ A♠ K♣ K♦ 6♥ 2♣        | draw   |
      | 1     | 7     | 7♥    | A♣ A♠ K♣ K♦ 7♥ 2♣        | draw   |
      | 1     | 8     | 8♥    | A♣ A♠ K♣ K♦ 8♥ 2♣        | draw   |
      | 1     | 9     | 9♥    | A♣ A♠ K♣ K♦ 9♥ 2♣        | draw   |
      | 2     | 0     | Q♥    | A♣ A♠ K♣ A♦ Q♥ 2♣        | draw   |
      | 2     | 1     | A♥    | A♣ A♠ K♣ A♦ A♥ 2♣        | draw   |
      | 2     | 2     | 2♥    | A♣ A♠ K♣ A♦ 2♥ 2♣        | draw   |
      | 2     | 3     | 3♥    | A♣ A♠ K♣ A♦ 3♥ 2♣        | draw   |
      | 2     | 4     | 4♥    | A♣ A♠ K♣ A♦ 4♥ 2♣        | draw   |
      | 2     | 5     | 5♥    | A♣ A♠ K♣ A♦ 5♥ 2♣        | draw   |
      | 2     | 6     | 6♥    | A♣ A♠ K♣ A♦ 6♥ 2♣        | draw   |
      | 2     | 7     | 7♥    | A♣ A♠ K♣ A♦ 7♥ 2♣        | draw   |
      | 2     | 8     | 8♥    | A♣ A♠ K♣ A♦ 8♥ 2♣        | draw   |
      | 2     | 9     | 9♥    | A♣ A♠ K♣ A♦ 9♥ 2♣        | draw   |
      | 3     | 0     | Q♥    | A♣ 2♠ K♣ A♦ Q♥ 2♣        | draw   |
      | 3     | 1     | A♥    | A♣ 2♠ K♣ A♦ A♥ 2♣        | draw   |
      | 3     | 2     | 2♥    | A♣ 2♠ K♣ A♦ 2♥ 2♣        | draw   |
      | 3     | 3     | 3♥    | A♣ 2♠ K♣ A♦ 3♥ 2♣        | draw   |
      | 3     | 4     | 4♥    | A♣ 2♠ K♣ A♦ 4♥ 2♣        | draw   |
      | 3     | 5     | 5♥    | A♣ 2♠ K♣ A♦ 5♥ 2♣        | draw   |
      | 3     | 6     | 6♥    | A♣ 2♠ K♣ A♦ 6♥ 2♣        | draw   |
      | 3     | 7     | 7♥    | A♣ 2♠ K♣ A♦ 7♥ 2♣        | draw   |
      | 3     | 8     | 8♥    | A♣ 2♠ K♣ A♦ 8♥ 2♣        | stand  |
      | 3     | 9     | 9♥    | A♣ 2♠ K♣ A♦ 9♥ 2♣        | draw   |
      | 4     | 0     | Q♥    | A♣ 2♠ K♣ 2♦ Q♥ 2♣        | stand  |
      | 4     | 1     | A♥    | A♣ 2♠ K♣ 2♦ A♥ 2♣        | stand  |
      | 4     | 2     | 2♥    | A♣ 2♠ K♣ 2♦ 2♥ 2♣        | draw   |
      | 4     | 3     | 3♥    | A♣ 2♠ K♣ 2♦ 3♥ 2♣        | draw   |
      | 4     | 4     | 4♥    | A♣ 2♠ K♣ 2♦ 4♥ 2♣        | draw   |
      | 4     | 5     | 5♥    | A♣ 2♠ K♣ 2♦ 5♥ 2♣        | draw   |
      | 4     | 6     | 6♥    | A♣ 2♠ K♣ 2♦ 6♥ 2♣        | draw   |
      | 4     | 7     | 7♥    | A♣ 2♠ K♣ 2♦ 7♥ 2♣        | draw   |
      | 4     | 8     | 8♥    | A♣ 2♠ K♣ 2♦ 8♥ 2♣        | stand  |
      | 4     | 9     | 9♥    | A♣ 2♠ K♣ 2♦ 9♥ 2♣        | stand  |
      | 5     | 0     | Q♥    | A♣ 3♠ K♣ 2♦ Q♥ 2♣        | stand  |
      | 5     | 1     | A♥    | A♣ 3♠ K♣ 2♦ A♥ 2♣        | stand  |
      | 5     | 2     | 2♥    | A♣ 3♠ K♣ 2♦ 2♥ 2♣        | stand  |
      | 5     | 3     | 3♥    | A♣ 3♠ K♣ 2♦ 3♥ 2♣        | stand  |
      | 5     | 4     | 4♥    | A♣ 3♠ K♣ 2♦ 4♥ 2♣        | draw   |
      | 5     | 5     | 5♥    | A♣ 3♠ K♣ 2♦ 5♥ 2♣        | draw   |
      | 5     | 6     | 6♥    | A♣ 3♠ K♣ 2♦ 6♥ 2♣        | draw   |
      | 5     | 7     | 7♥    | A♣ 3♠ K♣ 2♦ 7♥ 2♣        | draw   |
      | 5     | 8     | 8♥    | A♣ 3♠ K♣ 2♦ 8♥ 2♣        | stand  |
      | 5     | 9     | 9♥    | A♣ 3♠ K♣ 2♦ 9♥ 2♣        | stand  |
      | 6     | 0     | Q♥    | A♣ 4♠ K♣ 2♦ Q♥ 2♣        | stand  |
      | 6     | 1     | A♥    | A♣ 4♠ K♣ 2♦ A♥ 2♣        | stand  |
      | 6     | 2     | 2♥    | A♣ 4♠ K♣ 2♦ 2♥ 2♣        | stand  |
      | 6     | 3     | 3♥    | A♣ 4♠ K♣ 2♦ 3♥ 2♣        | stand  |
      | 6     | 4     | 4♥    | A♣ 4♠ K♣ 2♦ 4♥ 2♣        | stand  |
      | 6     | 5     | 5♥    | A♣ 4♠ K♣ 2♦ 5♥ 2♣        | stand  |
      | 6     | 6     | 6♥    | A♣ 4♠ K♣ 2♦ 6♥ 2♣        | draw   |
      | 6     | 7     | 7♥    | A♣ 4♠ K♣ 2♦ 7♥ 2♣        | draw   |
      | 6     | 8     | 8♥    | A♣ 4♠ K♣ 2♦ 8♥ 2♣        | stand  |
      | 6     | 9     | 9♥    | A♣ 4♠ K♣ 2♦ 9♥ 2♣        | stand  |
      | 7     | 0     | Q♥    | A♣ 5♠ K♣ 2♦ Q♥ 2♣        | stand  |
      | 7     | 1     | A♥    | A♣ 5♠ K♣ 2♦ A♥ 2♣        | stand  |
      | 7     | 2     | 2♥    | A♣ 5♠ K♣ 2♦ 2♥ 2♣        | stand  |
      | 7     | 3     | 3♥    | A♣ 5♠ K♣ 2♦ 3♥ 2♣        | stand  |
      | 7     | 4     | 4♥    | A♣ 5♠ K♣ 2♦ 4♥ 2♣        | stand  |
      | 7     | 5     | 5♥    | A♣ 5♠ K♣ 2♦ 5♥ 2♣        | stand  |
      | 7     | 6     | 6♥    | A♣ 5♠ K♣ 2♦ 6♥ 2♣        | stand  |
      | 7     | 7     | 7♥    | A♣ 5♠ K♣ 2♦ 7♥ 2♣        | stand  |
      | 7     | 8     | 8♥    | A♣ 5♠ K♣ 2♦ 8♥ 2♣        | stand  |
      | 7     | 9     | 9♥    | A♣ 5♠ K♣ 2♦ 9♥ 2♣        | stand  |

  @rule:PB-04.4
  Scenario: At most three cards a hand; the final totals keep the last digit; the higher total wins
    When a coup is dealt from "K♣ 3♠ 5♥ K♦ 9♥ A♦ 8♣"
    Then punto holds "K♣ 5♥ 9♥"
    And banco holds "3♠ K♦ A♦"
    And 6 cards were used
    And the punto total is 4
    And the banco total is 4
    And the coup is a tie

  @rule:PB-04.4
  Scenario: The higher final total wins
    When a coup is dealt from "2♣ 5♠ 2♥ K♦ 4♥ 2♦"
    Then the punto total is 8
    And the banco total is 7
    And punto wins
