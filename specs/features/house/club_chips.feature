@variant:baccarat-club-25
Feature: Club baccarat with the red chip read as 25
  Document 002, "Фишки": chips of 5, 29 and 100. Club baccarat keeps those figures (RC-09); this
  variant reads 29 as a misprint of 25 and changes nothing else. Seats as in club baccarat: Anna
  banks, Boris and Vera stake on the first tableau, Gleb and Dasha on the second.

  Background:
    Given the "baccarat-club-25" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:CL25-01 @needs:session @needs:bank @needs:payouts
  Scenario: Stakes are made of chips of 5, 25 and 100: 34 is refused, 30 is made
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 34 on his side
    Then it is refused because "a stake is made of chips of 5, 25, 100: no set of them makes 34"
    And nothing has changed
    When "Boris" bets 30 on his side
    Then it is accepted
