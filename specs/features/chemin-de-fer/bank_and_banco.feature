@variant:chemin-de-fer
Feature: The shoe, the bank that passes round the table, banco and the house's share
  Public casino rules (CF-01 to CF-05, CF-12, CF-13): six decks from a shoe with a stop card before
  the last 7; seat 1 banks first; the bank passes to the banker's right when he loses, and he may
  pass it after a coup he did not lose; banco covers the whole bank and comes first, avec la table
  half; the loser of a banco may call it first next coup; otherwise stakes in turn until the bank
  is covered; the house takes 5 % of the banker's winnings; a winning bank grows.
  Seats, counter-clockwise: Ann (the first seat), Bob, Cid.

  Background:
    Given the "chemin-de-fer" profile
    And the players "Ann, Bob, Cid" are seated counter-clockwise

  @rule:CF-01 @needs:session @needs:seeded-shoes
  Scenario: Six decks: 312 cards in the shoe
    Given the shoe is shuffled with seed 9
    When the series starts
    Then the shoe holds 312 cards
    And the shoe holds 6 copies of every card

  @rule:CF-01 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: With more than 7 cards left a new coup starts
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the shoe holds 8 cards
    When the banker goes on
    Then the coup is at "opening the bank"

  @rule:CF-01 @needs:session @needs:bank @needs:payouts
  Scenario: Once the stop card is out, 7 cards from the end, no new coup starts
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the shoe holds 7 cards
    When the banker goes on
    Then the bank is over because "too few cards remain"

  # The seed fixes the order of the 312 cards, so the count of coups is a fact of this shoe: 58
  # coups deal 305 cards. The rule fixes the end: the 58th coup began with 12 cards left (more
  # than 7, so it was dealt) and left 7 (the stop card is out, so no 59th coup starts).
  @rule:CF-01 @needs:session @needs:bank @needs:play-out @needs:seeded-shoes
  Scenario: A full six-deck shoe (seed 9) is played until the stop card, 7 cards from the end
    Given the shoe is shuffled with seed 9
    And a bank of 20 put up by "Ann"
    When coups are played without stakes until the session is over
    Then the bank is over because "too few cards remain"
    And 58 coups were played
    And the shoe holds 7 cards
    And the last coup began with 12 cards in the shoe and used 5

  @rule:CF-02 @needs:session @needs:bank @needs:payouts
  Scenario: The first seat banks and announces his bank; nobody else announces it
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    When "Bob" puts up a bank of 20
    Then it is refused because "Ann holds the bank: only he announces it"
    When "Ann" puts up a bank of 20
    Then "Ann" holds the bank with a fund of 20
    And "Ann" has 80 chips
    And bets are taken in the order "Bob, Cid"

  @rule:CF-02 @needs:session @needs:bank @needs:payouts
  Scenario: A banker who loses a coup passes the bank to his right and takes back what is left
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" passes
    And the banker deals
    Then the punter side wins
    And the fund is 10
    When the banker goes on
    Then "Bob" holds the bank
    And "Ann" has 90 chips
    And bets are taken in the order "Cid, Ann"
    When "Bob" puts up a bank of 30
    Then "Bob" holds the bank with a fund of 30

  @rule:CF-02 @rule:CF-13 @needs:session @needs:bank @needs:payouts
  Scenario: A banker who wins may pass the bank; his bank had grown by his winnings
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 10 on his side
    And the banker deals
    Then banker has a natural
    And the punter side loses
    And the house takes 1
    And the fund is 39
    When the banker passes the bank
    Then "Bob" holds the bank
    And "Ann" has 119 chips

  @rule:CF-02 @needs:session @needs:bank @needs:payouts
  Scenario: The bank passes over a seat with no chips to the next that can put one up
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 100 put up by "Ann"
    When "Bob" calls banco
    And the banker closes the banco calls
    And the banker deals
    Then banker has a natural
    And the punter side loses
    And "Bob" has 0 chips
    When the banker passes the bank
    Then "Cid" holds the bank
    And "Ann" has 195 chips
    And bets are taken in the order "Ann, Bob"

  @rule:CF-13 @needs:session @needs:bank @needs:payouts
  Scenario: A winning banker may keep the bank, grown by his winnings
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 10 on his side
    And the banker deals
    And the banker goes on
    Then "Ann" holds the bank with a fund of 39
    And the log says "coup 2: the bank is 39"

  @rule:CF-12 @needs:session @needs:bank @needs:payouts
  Scenario: The house takes 5 % of the banker's winnings, and nothing when he loses
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 10 on his side
    And the banker deals
    Then "Bob" loses 10
    And "Cid" loses 10
    And the house takes 1
    And the log says "punter lose; Bob -10, Cid -10; the house takes 1; the fund is 39"

  @rule:CF-12 @needs:session @needs:bank @needs:payouts
  Scenario: A losing banker pays the punters in full and the house takes nothing
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 10 on his side
    And the banker deals
    Then "Bob" wins 10
    And "Cid" wins 10
    And the house takes 0
    And the fund is 0

  @rule:CF-03 @needs:session @needs:bank @needs:payouts
  Scenario: Banco covers the whole bank alone and comes before any other stake
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls banco
    And "Bob" calls avec la table
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side   | stake |
      | Cid         | banco | punter | 20    |
    When "Bob" bets 5 on his side
    Then it is refused because "a banco holds the fund: no other bets this coup"

  @rule:CF-03 @needs:session @needs:bank @needs:payouts
  Scenario: Between two banco callers the one nearer the banker's right takes it
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls banco
    And "Bob" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side   | stake |
      | Bob         | banco | punter | 20    |

  @rule:CF-03 @rule:CF-05 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: Avec la table covers half the bank and the others complete it, in turn
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls avec la table
    And the banker closes the banco calls
    And "Bob" bets 15 on his side
    Then the bets are:
      | participant | bet           | side   | stake |
      | Cid         | avec-la-table | punter | 10    |
      | Bob         | stake         | punter | 10    |
    And the coup is at "ready to deal"

  @rule:CF-03 @rule:CF-05 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: One who took half the bank avec la table does not stake for the rest: the others complete it
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls avec la table
    And the banker closes the banco calls
    And "Bob" passes
    And "Cid" bets 10 on his side
    Then it is refused because "Cid called avec la table: the other punters complete the rest of the bank"
    And nothing has changed
    When "Cid" passes
    Then the bets are:
      | participant | bet           | side   | stake |
      | Cid         | avec-la-table | punter | 10    |
    And the coup is at "ready to deal"

  @rule:CF-04 @needs:session @needs:bank @needs:payouts
  Scenario: The loser of a banco calls it first in the next coup (banco suivi)
    Given the shoe is stacked with "4♠ K♠ 3♦ 9♥ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls banco
    And the banker closes the banco calls
    And the banker deals
    Then "Cid" loses 20
    When the banker goes on
    And "Bob" calls banco
    And "Cid" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side   | stake |
      | Cid         | banco | punter | 39    |

  @rule:CF-05 @needs:session @needs:bank @needs:payouts
  Scenario: Stakes are taken in turn from the banker's right and never beyond the bank
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Cid" bets 5 on his side
    Then it is refused because "it is Bob's turn to bet"
    When "Bob" bets 15 on his side
    And "Cid" bets 10 on his side
    Then the bets are:
      | participant | bet  | side   | stake |
      | Bob         | stake | punter | 15    |
      | Cid         | stake | punter | 5     |
