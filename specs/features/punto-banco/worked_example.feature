@variant:punto-banco
Feature: The worked example of section 06: a third-card eight
  Document 001, section 06: Punto 4♥ 9♣ and Banco 2♠ A♦ both count three. Punto must draw; Banco
  reads Punto's third card, not its total. One card decides Banco's obligation.
  Punto Banco deals Punto, Banco, Punto, Banco, so the shoe's top cards are 4♥ 2♠ 9♣ A♦.

  Background:
    Given the "punto-banco" profile
    And a series of "Ann, Boris" dealt by "Ann"

  @rule:PB-06.1 @rule:PB-04.3 @needs:session @needs:payouts
  Scenario: Banco on three stands against a third-card eight and wins three to one
    Given the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts banco
    And the dealer deals
    Then punto holds "4♥ 9♣ 8♦"
    And banco holds "2♠ A♦"
    And the punto total after the deal is 3
    And the banco total after the deal is 3
    And no hand has a natural
    And the decisions are:
      | hand  | action | on | forced |
      | punto | draw   | 3  | yes    |
      | banco | stand  | 3  | yes    |
    And the punto total is 1
    And the banco total is 3
    And banco wins
    And "Boris"'s score changes by 19
    And "Boris" has a score of 19

  @rule:PB-06.2 @rule:PB-04.3 @needs:session @needs:payouts
  Scenario: The same coup with 7♦ instead of 8♦: Banco must draw
    Given the shoe is stacked with "4♥ 2♠ 9♣ A♦ 7♦ 5♣"
    When "Boris" predicts banco
    And the dealer deals
    Then punto holds "4♥ 9♣ 7♦"
    And the decisions are:
      | hand  | action | on | forced |
      | punto | draw   | 3  | yes    |
      | banco | draw   | 3  | yes    |
    And banco holds "2♠ A♦ 5♣"
    And the punto total is 0
    And the banco total is 8
    And banco wins
