@variant:baccarat-banque
Feature: The worked example of section 08: the right side wins, the left side ties
  Documents 000 and 003, section 08: fund 10; the right side bets 5, the left 3 (8 covered). Right
  9♣ 4♣ = 3, left 7♥ 6♦ = 3, bank 2♠ 3♣ = 5. No naturals. The right side draws 4♦ to 7, the left
  2♥ to 5. The banker stands on 5. The right side wins 5, the left gets its 3 back; the fund falls
  to 5. One banker's hand, two different results.
  The deal goes right, left, banker, twice, so the shoe's top cards are 9♣ 7♥ 2♠ 4♣ 6♦ 3♣ 4♦ 2♥.

  @rule:BB-08.1 @rule:BB-06.1 @rule:BB-06.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Fund 10, right 5, left 3: right wins 5, left gets 3 back, the fund falls to 5
    Given the "baccarat-banque" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "9♣ 7♥ 2♠ 4♣ 6♦ 3♣ 4♦ 2♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 5 on his side
    And "Vera" passes
    And "Gleb" bets 3 on his side
    Then the bets are:
      | participant | bet  | side  | stake |
      | Boris       | side | right | 5     |
      | Gleb        | side | left  | 3     |
    When the banker deals
    Then right holds "9♣ 4♣ 4♦"
    And left holds "7♥ 6♦ 2♥"
    And the right total after the deal is 3
    And the left total after the deal is 3
    And the banker total after the deal is 5
    And no hand has a natural
    And the coup waits for "Anna" to decide for banker
    When "Anna" stands
    Then the decisions are:
      | hand   | action | on | forced |
      | right  | draw   | 3  | yes    |
      | left   | draw   | 3  | yes    |
      | banker | stand  | 5  | no     |
    And the right total is 7
    And the left total is 5
    And the banker total is 5
    And the right side wins
    And the left side is equal
    And "Boris" wins 5
    And "Gleb" gets 3 back without profit
    And the fund is 5
