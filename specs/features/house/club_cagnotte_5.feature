@variant:baccarat-club-cagnotte-5
Feature: Club baccarat with a cagnotte of 5 %
  Document 002, "Каньотка": the house takes a percentage, 10 or 5, of the bank the banker puts up.
  Club baccarat takes 10 (RC-05); this table takes 5 and changes nothing else. It comes off the bank
  once, as the bank is formed. Seats as in club baccarat: Anna, Boris, Vera, Gleb, Dasha.

  Background:
    Given the "baccarat-club-cagnotte-5" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:CG5-01 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario Outline: The house takes 5 % of the bank put up, in whole chips rounded down: a bank of <bank>
    When "Anna" announces a fund of <bank>
    And the auction closes
    Then "Anna" holds the bank with a fund of <fund>
    And the house took a cagnotte of <cagnotte>
    And "Anna" has <left> chips

    Examples:
      | bank | cagnotte | fund | left |
      | 100  | 5        | 95   | 0    |
      | 50   | 2        | 48   | 50   |
      | 30   | 1        | 29   | 70   |
      | 15   | 0        | 15   | 85   |

  @rule:CG5-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The cagnotte comes off the bank once: a coup won or lost by the bank pays no more of it
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣ 3♠ 3♥ K♠ 2♥ 2♦ 5♣ 4♣ 6♠ 6♥"
    When "Anna" announces a fund of 100
    And the auction closes
    Then the house took a cagnotte of 5
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side wins
    And the left side is equal
    And the fund is 85
    And the house took a cagnotte of 5
