@variant:baccarat-club-croupier-cut
Feature: Club baccarat where the croupier may cut
  Document 002, "Тасовка": once all who wish have shuffled, the banker has the pack cut by one of the
  punters «(или, иногда, крупье)». Club baccarat has a punter cut (RC-07); this table lets the
  croupier cut too, in the same phase, and changes nothing else. Seats as in club baccarat: Anna
  (who banks), Boris and Vera (right), Gleb and Dasha (left).

  Background:
    Given the "baccarat-club-croupier-cut" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise
    And the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣ 3♠ 3♥ K♠ 2♥ 2♦ 5♣ 4♣ 6♠ 6♥"
    And a bank of 50 held by "Anna"

  @rule:CCC-01 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: After the shuffles the croupier cuts, and the banker deals
    When "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    Then the coup is at "shuffling"
    When "Vera" shuffles
    And "Anna" shuffles
    And "croupier" cuts
    Then it is accepted
    And "croupier, Vera, Anna" shuffled and "croupier" cut
    And the log says "croupier cuts"
    And the coup is at "ready to deal"
    When the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side wins
    And "Boris" has 110 chips

  @rule:CCC-01 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: A punter may still cut, as at the club; the banker may not, whoever else may
    When "Boris" passes
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "Anna" cuts
    Then it is refused because "the banker does not cut: he chooses another participant to cut"
    And nothing has changed
    When "Gleb" cuts
    Then "croupier" shuffled and "Gleb" cut
    And the coup is at "ready to deal"

  @rule:CCC-01 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: The croupier cuts only when the pack is shuffled: not while the stakes are taken
    When "croupier" cuts
    Then it is refused because "the cut comes once, after the banker has shuffled; coup 1 is at \"taking bets\""
    And nothing has changed
    And the coup is at "taking bets"

  @rule:CCC-02 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: The pack is cut once: after the croupier's cut neither he nor a punter cuts again
    When "Boris" passes
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "croupier" cuts
    And "croupier" cuts
    Then it is refused because "the cut comes once, after the banker has shuffled; coup 1 is at \"ready to deal\""
    When "Boris" cuts
    Then it is refused because "the cut comes once, after the banker has shuffled; coup 1 is at \"ready to deal\""
    And "croupier" shuffled and "croupier" cut

  @rule:CCC-02 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: The next coup is shuffled and cut anew: the croupier cut the first, a punter the second
    When "Boris" passes
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "croupier" cuts
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    And the banker goes on
    And "Boris" passes
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    Then the coup is at "shuffling"
    When "Dasha" cuts
    Then "croupier" shuffled and "Dasha" cut
