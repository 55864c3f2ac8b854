@variant:chemin-de-fer-bank-limit-3
Feature: Chemin de Fer where the bank passes after three wins in a row
  A house limit on a banker's run (CBL-01 to CBL-03): once the banker has won three coups in a row
  the bank passes to his right, as after a loss; a tie leaves the run as it was; he may still pass
  it earlier. Everything else is Chemin de Fer's. Seats, counter-clockwise: Ann (the first seat,
  who banks), Bob, Cid. In each coup stacked "4♠ K♠ 3♦ 9♥" the banker's natural 9 beats the punters'
  7; in "4♠ 4♥ 3♦ 3♥" both stand on 7, a tie.

  Background:
    Given the "chemin-de-fer-bank-limit-3" profile
    And the players "Ann, Bob, Cid" are seated counter-clockwise

  @rule:CBL-01 @needs:session @needs:bank @needs:payouts
  Scenario: After the banker's third win in a row the bank passes to his right, and he takes back his fund
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the punter side loses
    And the fund is 30
    When the banker goes on
    And the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the punter side loses
    When the banker goes on
    Then "Ann" holds the bank with a fund of 40
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the punter side loses
    And the fund is 50
    And the house takes 0
    When the banker goes on
    Then "Bob" holds the bank
    And "Ann" has 130 chips
    And "Bob" has 70 chips
    And bets are taken in the order "Cid, Ann"
    When "Ann" puts up a bank of 20
    Then it is refused because "Bob holds the bank: only he announces it"
    When "Bob" puts up a bank of 20
    Then "Bob" holds the bank with a fund of 20

  @rule:CBL-02 @needs:session @needs:bank @needs:payouts
  Scenario: A tie leaves the run as it was: two wins, a tie and a win make three
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 4♠ 4♥ 3♦ 3♥ 4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When nobody bets
    And the banker deals
    And the banker goes on
    And nobody bets
    And the banker deals
    And the banker goes on
    And nobody bets
    And the banker deals
    Then the punter side is equal
    When the banker goes on
    Then "Ann" holds the bank with a fund of 20
    When nobody bets
    And the banker deals
    Then the punter side loses
    When the banker goes on
    Then "Bob" holds the bank
    And "Ann" has 100 chips

  @rule:CBL-02 @needs:session @needs:bank @needs:payouts
  Scenario: A loss ends the run with the bank: the banker who lost after two wins passes it, as in Chemin de Fer
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ K♠ 4♠ 9♥ 3♦ 4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When nobody bets
    And the banker deals
    And the banker goes on
    And nobody bets
    And the banker deals
    And the banker goes on
    And nobody bets
    And the banker deals
    Then the punter side wins
    When the banker goes on
    Then "Bob" holds the bank
    When "Bob" puts up a bank of 20
    And nobody bets
    And the banker deals
    Then the punter side loses
    When the banker goes on
    Then "Bob" holds the bank with a fund of 20

  @rule:CBL-03 @rule:CBL-02 @needs:session @needs:bank @needs:payouts
  Scenario: The banker may pass the bank after two wins; his successor's run starts at none
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When nobody bets
    And the banker deals
    And the banker goes on
    And nobody bets
    And the banker deals
    And the banker passes the bank
    Then "Bob" holds the bank
    And "Ann" has 100 chips
    When "Bob" puts up a bank of 20
    And nobody bets
    And the banker deals
    Then the punter side loses
    When the banker goes on
    Then "Bob" holds the bank with a fund of 20
    When nobody bets
    And the banker deals
    And the banker goes on
    Then "Bob" holds the bank with a fund of 20
