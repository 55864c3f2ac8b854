@variant:baccarat-banque
Feature: Bets, the cover and banco
  Documents 000 and 003, section 03: the fund is announced before the cards; bets are taken
  counter-clockwise from the banker's right; an ordinary bet backs one's own side, à cheval splits
  equally; accepted bets never exceed the fund; banco stakes the whole fund and has priority; two
  callers on opposite sides cover half each, among more the earlier in order wins; the loser of a
  banco has priority next coup; nothing changes once the cards are out.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right side), Gleb (the left).
  The first coup's shoe deals right 3♠ 3♥ = 6, left 4♠ 3♦ = 7, banker 2♠ 3♣ = 5: both sides stand.

  Background:
    Given the "baccarat-banque" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise

  @rule:BB-03.1 @needs:session @needs:bank @needs:states
  Scenario: The fund is announced before the cards
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    Then the coup is at "calling banco"
    And the fund is 10
    And the log says "coup 1: the bank is 10"
    And 0 cards were used

  @rule:BB-03.2 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: Bets are taken in turn, counter-clockwise from the banker's right
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    Then bets are taken in the order "Boris, Vera, Gleb"
    When the banker closes the banco calls
    And "Gleb" bets 3 on his side
    Then it is refused because "it is Boris's turn to bet: bets are taken counter-clockwise from the banker's right (Boris, Vera, Gleb)"
    And nothing has changed
    When "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" bets 3 on his side
    Then the coup is at "ready to deal"

  @rule:BB-03.3 @needs:session @needs:bank @needs:payouts
  Scenario: An ordinary bet backs the bettor's own side; à cheval splits equally between the sides
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 4 à cheval
    And "Gleb" bets 3 on his side
    Then the bets are:
      | participant | bet    | side  | stake |
      | Boris       | side   | right | 2     |
      | Vera        | cheval | right | 2     |
      | Vera        | cheval | left  | 2     |
      | Gleb        | side   | left  | 3     |

  @rule:BB-03.3 @needs:session @needs:bank @needs:payouts
  Scenario: An odd à cheval stake cannot be split equally
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 5 à cheval
    Then it is refused because "an à cheval stake is split equally between the sides: 5 is odd"
    And nothing has changed

  @rule:BB-03.4 @needs:session @needs:bank @needs:payouts
  Scenario: A bet beyond the cover is cut to what remains, and then no bet is taken
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 6 on his side
    And "Vera" bets 6 on her side
    Then the bets are:
      | participant | bet  | side  | stake |
      | Boris       | side | right | 6     |
      | Vera        | side | right | 4     |
    And the log says "Vera stakes 4 on right (cut from 6 to the cover)"
    When "Gleb" bets 1 on his side
    Then it is refused because "the fund is fully covered: no more bets"
    And nothing has changed

  @rule:BB-03.4 @needs:session @needs:bank @needs:payouts
  Scenario: A bet beyond the bettor's own chips is refused
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 150 on his side
    Then it is refused because "Boris has only 100 chips"

  @rule:BB-03.5 @rule:BB-07.1 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The bank pays both sides in full when it loses to both: no short payment
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 5 on his side
    And "Vera" passes
    And "Gleb" bets 5 on his side
    And the banker deals
    And "Anna" stands
    Then the right side wins
    And the left side wins
    And "Boris" wins 5
    And "Gleb" wins 5
    And the bank is over because "the bank is broke"
    And the scores are:
      | Anna  | 90  |
      | Boris | 105 |
      | Vera  | 100 |
      | Gleb  | 105 |

  @rule:BB-03.6 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: Banco stakes the whole fund and comes before any other bet
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When "Gleb" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side | stake |
      | Gleb        | banco | left | 10    |
    And the coup is at "ready to deal"
    When "Boris" bets 2 on his side
    Then it is refused because "a banco holds the fund: no other bets this coup"
    And nothing has changed

  @rule:BB-03.6 @needs:session @needs:bank
  Scenario: The banker does not call banco against his own bank
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When "Anna" calls banco
    Then it is refused because "the banker cannot call banco against his own bank"

  @rule:BB-03.7 @needs:session @needs:bank @needs:payouts
  Scenario: Two banco callers from opposite sides cover half each
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When "Gleb" calls banco
    And "Boris" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 5     |
      | Gleb        | banco | left  | 5     |

  @rule:BB-03.7 @needs:session @needs:bank @needs:payouts
  Scenario: Among more callers the earlier in betting order takes the banco alone
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When "Gleb" calls banco
    And "Vera" calls banco
    And "Boris" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 10    |

  @rule:BB-03.7 @needs:session @needs:bank @needs:payouts
  Scenario: Two callers on the same side: the earlier in betting order takes it
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When "Vera" calls banco
    And "Boris" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 10    |

  @rule:BB-03.8 @needs:session @needs:bank @needs:choices @needs:payouts
  Scenario: The loser of a banco has priority in the next coup (banco suivi)
    Given the shoe is stacked with "3♠ A♠ 4♦ 3♥ A♥ 3♣ K♠ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When "Gleb" calls banco
    And the banker closes the banco calls
    And the banker deals
    Then left must draw on 2
    When "Anna" stands
    Then the left side loses
    And "Gleb" loses 10
    And the fund is 20
    When the banker goes on
    And "Boris" calls banco
    And "Gleb" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side | stake |
      | Gleb        | banco | left | 20    |

  @rule:BB-03.9 @needs:session @needs:bank @needs:payouts
  Scenario: Nothing changes once the cards are out
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" bets 3 on his side
    And the banker deals
    And "Vera" bets 2 on her side
    Then it is refused because "bets are taken only before the deal"
    And nothing has changed
    When "Vera" calls banco
    Then it is refused because "banco is called before any other bet of a coup"
    And nothing has changed

  @rule:BB-06.5 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Winnings left on the table are a new bet and must fit the cover again
    Given the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 5 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    And "Anna" stands
    Then "Boris" wins 5
    And the fund is 5
    When the banker goes on
    And the banker closes the banco calls
    And "Boris" bets 10 on his side
    Then the bets are:
      | participant | bet  | side  | stake |
      | Boris       | side | right | 5     |
    And the log says "Boris stakes 5 on right (cut from 10 to the cover)"
