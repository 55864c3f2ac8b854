@variant:chemin-de-fer
Feature: The bank passes only to a seat with chips to put one up
  CF-02: a banker who loses a coup passes the bank to his right, to the first seat that has chips to
  put one up. At a table where no other seat has any (two players, one of whom has lost every chip),
  the bank cannot pass: the banker who lost a coup nobody staked on keeps it, and the next coup opens.
  Seats, counter-clockwise: Anna (the first seat), Boris; each sits down with 100 chips.

  Background:
    Given the "chemin-de-fer" profile
    And the players "Anna, Boris" are seated counter-clockwise

  @rule:CF-02 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: A banker who loses a coup keeps the bank where no other seat has chips to put one up
    Given the shoe is stacked with "9♠ 4♠ K♠ 4♥ 3♠ 2♠ 5♠ A♠ 6♠ 7♠ J♠ K♥ T♠ Q♠ K♦ Q♥"
    When "Anna" announces a fund of 100
    And "Boris" calls banco
    And the banker closes the banco calls
    And the dealer deals
    Then the punter side wins
    And "Anna" has 0 chips
    When the dealer opens the next coup
    Then "Boris" holds the bank
    When "Boris" announces a fund of 1
    And the banker closes the banco calls
    And "Anna" passes
    And the dealer deals
    Then the punter side wins
    And the fund is 1
    When the dealer opens the next coup
    Then "Boris" holds the bank with a fund of 1
    And the coup is at "calling banco"
    And "Anna" has 0 chips
