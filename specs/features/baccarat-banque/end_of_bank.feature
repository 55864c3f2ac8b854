@variant:baccarat-banque
Feature: The end of the bank and of the session
  Documents 000 and 003, section 07: a session is one bank. It ends when the banker leaves after at
  least one coup, when the bank is broke, or when fewer than 9 cards remain before a new coup. The
  discards never go back into the shoe mid-coup. The unplayed fund returns to the banker. Final
  totals are compared with the starting 100: the highest wins, equal totals share the win. To go
  on, a new bank with a new shuffle.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right side), Gleb (the left).
  Each coup's shoe deals right 3♠ 4♥ = 7, left 4♠ 3♥ = 7, banker 2♠ 3♣ = 5; the banker stands.

  Background:
    Given the "baccarat-banque" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise

  @rule:BB-07.1 @needs:session @needs:bank
  Scenario: The banker may not leave before the first coup
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the banker leaves the bank
    Then it is refused because "the banker may leave only after at least one coup"
    And nothing has changed

  @rule:BB-07.1 @rule:BB-07.3 @rule:BB-07.4 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The banker leaves after a coup; the unplayed fund returns to him; the highest total wins
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 4 on his side
    And "Vera" passes
    And "Gleb" bets 2 on his side
    And the banker deals
    And "Anna" stands
    Then the fund is 4
    When the banker leaves the bank
    Then the bank is over because "the banker left"
    And the standings are:
      | 1 | Boris | 104 |
      | 2 | Gleb  | 102 |
      | 3 | Vera  | 100 |
      | 4 | Anna  | 94  |
    And the winners are "Boris"

  @rule:BB-07.1 @rule:BB-07.3 @rule:BB-07.4 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The same bank, loaded from its game record, ends the same way
    Given the game recorded in "fixtures/records/baccarat-banque-exit.json"
    When the recorded moves are played
    Then the bank is over because "the banker left"
    And the standings are:
      | 1 | Boris | 104 |
      | 2 | Gleb  | 102 |
      | 3 | Vera  | 100 |
      | 4 | Anna  | 94  |
    And the winners are "Boris"

  @rule:BB-07.4 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Equal final totals share the win
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the right side bets 3 and the left side bets 3
    And the banker deals
    And "Anna" stands
    And the banker leaves the bank
    Then the standings are:
      | 1 | Boris | 103 |
      | 1 | Gleb  | 103 |
      | 3 | Vera  | 100 |
      | 4 | Anna  | 94  |
    And the winners are "Boris and Gleb"

  @rule:BB-07.1 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Fewer than 9 cards before a new coup end the bank
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And "Anna" stands
    Then the shoe holds 8 cards
    When the banker goes on
    Then the bank is over because "too few cards remain"
    And "Anna" has 96 chips

  @rule:BB-07.1 @rule:BB-07.2 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: With 9 cards left a new coup starts; the discards never go back into the shoe
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And "Anna" stands
    Then the shoe holds 9 cards
    When the banker goes on
    Then the coup is at "calling banco"
    And the shoe holds 9 cards
    And "Anna" holds the bank with a fund of 6

  @rule:BB-07.2 @needs:session @needs:bank @needs:choices @needs:states @needs:seeded-shoes
  Scenario: The shoe is never refilled within a bank: it only shrinks
    Given the shoe is shuffled with seed 12
    When the series starts
    And "Anna" announces a fund of 10
    And the auction closes
    And "Anna" shuffles
    And "Boris" cuts
    Then the shoe holds 156 cards
    When nobody bets
    And the banker deals
    And "Anna" stands
    Then 7 cards were used
    And the shoe holds 149 cards
    When the banker goes on
    Then the shoe holds 149 cards
    And the coup is at "calling banco"

  @rule:BB-07.1 @rule:BB-06.6 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A bank that falls to 0 is broke: the session ends
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the right side bets 6 and the left side bets 4
    And the banker deals
    And "Anna" stands
    Then the fund is 0
    And the bank is over because "the bank is broke"
    And "Anna" has 90 chips

  @rule:BB-07.5 @needs:session @needs:bank @needs:choices
  Scenario: A session is one bank: once it is over no new bank forms in it
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When nobody bets
    And the banker deals
    And "Anna" stands
    And the banker leaves the bank
    And "Boris" announces a fund of 20
    Then it is refused because "the bank is closed (the banker left): the session is over"
    And nothing has changed

  @rule:BB-07.5 @needs:session @needs:states @needs:bank @needs:seeded-shoes
  Scenario: A new bank starts with an auction and a new shuffle
    Given the shoe is shuffled with seed 5
    When the series starts
    Then the coup is at "choosing the banker"
    When "Boris" announces a fund of 20
    And the auction closes
    Then the coup is at "shuffling"
    When "Vera" cuts
    Then it is refused because "the cut comes once, after the banker has shuffled"
