@variant:baccarat-modern
Feature: Modern baccarat: club baccarat's misdeals, without baccara
  Document 002 lists modern baccarat's differences («Характерные отличия») and names none for a
  misdeal, so club baccarat's RC-17 holds: a tableau dealt three cards is trimmed to two by the
  punter who holds its cards («понтер вправе выбрать из них две карты»), and after an extra card to
  the banker the punters may change or withdraw their stakes. Only the banker's remedy reads
  baccara («считается баккара (ноль)»), which modern baccarat abolishes (RM-10): his extra card is
  set aside unseen and he plays on the two the deal gave him.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right tableau), Gleb and Dasha
  (the left). The deal goes left, right, banker, then right, left, banker.

  Background:
    Given the "baccarat-modern" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:RM-01 @rule:RM-10 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: A misdeal to the banker: his extra card is set aside, he plays on his two, and the punters may change their stakes
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 3♣ 9♣ 9♦"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" bets 3 on his side
    And "Dasha" passes
    And the banker deals
    And a misdeal gives banker an extra card
    Then banker holds "2♠ 3♣"
    And the banker total is 5
    And the log says "misdeal: an extra card to the banker; it is set aside unseen and he plays on his two"
    And the coup is at "stakes may change"
    When "Gleb" withdraws his stakes
    And "Dasha" bets 5 on her side
    And the deal is confirmed
    Then right must stand on 6
    And left must stand on 7
    When "Anna" stands
    Then the right side wins
    And the left side wins
    And "Boris" has 102 chips
    And "Gleb" has 100 chips
    And "Dasha" has 105 chips
    And the fund is 13

  @rule:RM-01 @rule:RM-05 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: A misdeal to a tableau: the punter with the highest stake on it keeps two of the three
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 3♣ 9♣ 9♦"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 3 on his side
    And "Dasha" passes
    And the banker deals
    And a misdeal gives right an extra card
    Then right holds "3♠ 3♥ 9♣"
    And the coup is at "keeping two of three"
    When "Boris" keeps two and discards "9♣"
    Then it is refused because "Vera, not Boris, keeps two of the cards of right"
    When "Vera" keeps two and discards "3♠"
    Then right holds "3♥ 9♣"
    When the deal is confirmed
    Then right must draw on 2
