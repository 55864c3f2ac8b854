@variant:baccarat-banque-first-right
Feature: Baccarat Banque where the loser of a banco has the first right to call it again
  Banco suivi read as a first right (BFR-01 to BFR-03, after Chemin de Fer's CF-04): in the coup
  after a punter lost a banco, his call takes the banco at once, whoever called before him; with no
  banco lost, the calls wait for the banker to close them, as in Baccarat Banque; the right lasts one
  coup. Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right side), Gleb (the left).
  The first coup: right 3♠ 3♥ = 6, left A♠ A♥ = 2 draws K♠, banker 4♦ 3♣ = 7 stands, so Gleb's banco
  of 10 loses; the second deals three naturals, right 9♠ K♣ = 9, left K♥ 8♥ = 8, banker Q♦ 9♦ = 9.

  Background:
    Given the "baccarat-banque-first-right" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "3♠ A♠ 4♦ 3♥ A♥ 3♣ K♠ 9♠ K♥ Q♦ K♣ 8♥ 9♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥ 7♦ 7♣ 8♠"
    And a bank of 10 held by "Anna"
    When "Gleb" calls banco
    And the banker closes the banco calls
    And the banker deals
    And "Anna" stands
    Then the left side loses
    And "Gleb" loses 10
    And the fund is 20

  @rule:BFR-01 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: The loser's call takes the banco at once over an earlier caller, and closes the calls
    When the banker goes on
    And "Boris" calls banco
    Then it is accepted
    And the coup is at "calling banco"
    When "Gleb" calls banco
    Then it is accepted
    And the bets are:
      | participant | bet   | side | stake |
      | Gleb        | banco | left | 20    |
    And the coup is at "ready to deal"
    When "Vera" calls banco
    Then it is refused because "banco is called before any other bet of a coup; coup 2 is at \"ready to deal\""
    When the banker closes the banco calls
    Then it is refused because "the banker closes the banco calls before the bets of a coup; coup 2 is at \"ready to deal\""
    And nothing has changed

  @rule:BFR-01 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: The loser's first right is his whole banco, and the coup plays with it alone
    When the banker goes on
    And "Gleb" calls banco
    Then the coup is at "ready to deal"
    When the banker deals
    Then the left side loses
    And "Gleb" loses 20
    And "Gleb" has 70 chips
    And the fund is 40

  @rule:BFR-02 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: With no banco lost, the calls wait for the banker to close them, as in Baccarat Banque
    When the banker goes on
    And the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    Then the right side is equal
    When the banker goes on
    And "Boris" calls banco
    And "Vera" calls banco
    Then the coup is at "calling banco"
    When the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 20    |

  @rule:BFR-03 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: The right lasts one coup: a loser who did not call in it waits with the others in the next
    When the banker goes on
    And the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    And the banker goes on
    And "Gleb" calls banco
    Then it is accepted
    And the coup is at "calling banco"
    When "Boris" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 10    |
      | Gleb        | banco | left  | 10    |
