@variant:chemin-de-fer
Feature: Drawing: the punter's rule and the banker's table
  Public casino rules (CF-06 to CF-11): four cards face down, punter first; a two-card 8 or 9 is
  turned up at once and no more cards are dealt; the punter draws on 0-4, chooses on 5, stands on
  6-7, his third card face up; if he stood the banker draws on 0-5 and stands on 6-7; if he drew
  the banker follows the table, with two choices of his own: 3 against a third 9, 5 against a third
  4. Equal totals void the coup.
  Seats, counter-clockwise: Ann (the first seat, who banks), Bob, Cid. Bob's stake is the largest,
  so he plays the punters' hand.

  Background:
    Given the "chemin-de-fer" profile
    And the players "Ann, Bob, Cid" are seated counter-clockwise

  @rule:CF-06 @needs:session @needs:bank @needs:payouts
  Scenario: Four cards face down, punter first: punter, banker, punter, banker
    Given the shoe is stacked with "3♠ 4♠ 3♥ 3♦ 9♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the cards were dealt in this order:
      | card | hand   | face |
      | 3♠   | punter | down |
      | 4♠   | banker | down |
      | 3♥   | punter | down |
      | 3♦   | banker | down |

  @rule:CF-07 @needs:session @needs:bank @needs:payouts @needs:views
  Scenario: A two-card natural is turned up at once; the other hand is shown; no more cards
    Given the shoe is stacked with "K♠ 4♠ 9♥ 3♦ 9♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter has a natural
    And no hand draws
    And "Ann" sees the punter hand as "K♠ 9♥"
    And "Cid" sees the banker hand as "4♠ 3♦"
    And the punter side wins
    And "Bob" wins 10

  @rule:CF-08 @rule:CF-05 @needs:session @needs:bank @needs:payouts
  Scenario Outline: The punter on <total> must <action>
    Given the shoe is stacked with "<p1> 4♠ <p2> 3♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter must <action> on <total>

    Examples:
      | total | p1 | p2 | action |
      | 0     | K♠ | Q♥ | draw   |
      | 1     | A♠ | K♥ | draw   |
      | 2     | A♠ | A♥ | draw   |
      | 3     | 2♠ | A♥ | draw   |
      | 4     | 2♠ | 2♥ | draw   |
      | 6     | 3♠ | 3♥ | stand  |
      | 7     | 4♠ | 3♥ | stand  |

  @rule:CF-08 @rule:CF-05 @needs:session @needs:bank @needs:payouts @needs:choices @needs:views
  Scenario: On five the player of the punters' hand, the largest stake, chooses; his third card is face up
    Given the shoe is stacked with "3♠ 2♠ 2♥ A♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the coup waits for "Bob" to decide for punter
    When "Cid" draws
    Then it is refused because "Bob, not Cid, decides for punter (the largest stake on punter)"
    When "Bob" draws
    Then punter draws "9♣"
    And the coup waits for "Ann" to decide for banker
    And "Ann" sees the punter hand as "?? ?? 9♣"
    And "Ann" sees the banker hand as "2♠ A♦"

  @rule:CF-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: A later stake takes the cards only if it is larger: Bob <bob>, then Cid <cid>
    Given the shoe is stacked with "3♠ 2♠ 2♥ A♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets <bob> on his side
    And "Cid" bets <cid> on his side
    And the banker deals
    Then the coup waits for "<holder>" to decide for punter
    When "<other>" stands
    Then it is refused because "<holder>, not <other>, decides for punter (the largest stake on punter)"

    Examples:
      | bob | cid | holder | other |
      | 5   | 10  | Cid    | Bob   |
      | 10  | 10  | Bob    | Cid   |
      | 10  | 5   | Bob    | Cid   |

  @rule:CF-05 @rule:CF-08 @rule:CF-09 @needs:session @needs:bank @needs:choices @needs:payouts
  Scenario: The banco caller plays the punters' hand and chooses on 5; he stands, and the banker must draw on 3
    Given the shoe is stacked with "3♠ 2♠ 2♥ A♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When "Cid" calls banco
    And the banker closes the banco calls
    And the banker deals
    Then the coup waits for "Cid" to decide for punter
    When "Bob" stands
    Then it is refused because "Cid, not Bob, decides for punter (the largest stake on punter)"
    When "Cid" stands
    Then punter holds 2 cards
    And banker draws "9♣"
    And the punter total is 5
    And the banker total is 2
    And the punter side wins
    And "Cid" wins 20

  @rule:CF-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Among equal largest stakes the first in turn plays the punters' hand
    Given the shoe is stacked with "3♠ 4♠ 2♥ 3♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 5 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the coup waits for "Bob" to decide for punter

  @rule:CF-09 @needs:session @needs:bank @needs:payouts
  Scenario Outline: The punter stood: the banker on <banker> must <action>
    Given the shoe is stacked with "3♠ <b1> 3♥ <b2> 9♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter must stand on 6
    And banker must <action> on <banker>

    Examples:
      | banker | b1 | b2 | action |
      | 0      | K♠ | Q♦ | draw   |
      | 1      | A♠ | K♦ | draw   |
      | 2      | A♣ | A♦ | draw   |
      | 3      | 2♠ | A♦ | draw   |
      | 4      | 2♠ | 2♦ | draw   |
      | 5      | 3♦ | 2♦ | draw   |
      | 6      | 4♠ | 2♦ | stand  |
      | 7      | 5♠ | 2♦ | stand  |

  @rule:CF-10 @needs:session @needs:bank @needs:payouts
  Scenario Outline: The punter drew <value>: the banker on <banker> must <action>
    Punter A♠ K♥ (one) must draw; the banker's two cards count <banker>.
    Given the shoe is stacked with "<shoe>"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter must draw on 1
    And punter draws "<third>"
    And banker must <action> on <banker>

    Examples:
      | banker | value | third | shoe                     | action |
      | 0      | 0     | Q♥    | A♠ K♠ K♥ Q♦ Q♥ 2♣        | draw   |
      | 0      | 1     | A♥    | A♠ K♠ K♥ Q♦ A♥ 2♣        | draw   |
      | 0      | 2     | 2♥    | A♠ K♠ K♥ Q♦ 2♥ 2♣        | draw   |
      | 0      | 3     | 3♥    | A♠ K♠ K♥ Q♦ 3♥ 2♣        | draw   |
      | 0      | 4     | 4♥    | A♠ K♠ K♥ Q♦ 4♥ 2♣        | draw   |
      | 0      | 5     | 5♥    | A♠ K♠ K♥ Q♦ 5♥ 2♣        | draw   |
      | 0      | 6     | 6♥    | A♠ K♠ K♥ Q♦ 6♥ 2♣        | draw   |
      | 0      | 7     | 7♥    | A♠ K♠ K♥ Q♦ 7♥ 2♣        | draw   |
      | 0      | 8     | 8♥    | A♠ K♠ K♥ Q♦ 8♥ 2♣        | draw   |
      | 0      | 9     | 9♥    | A♠ K♠ K♥ Q♦ 9♥ 2♣        | draw   |
      | 1      | 0     | Q♥    | A♠ A♠ K♥ K♦ Q♥ 2♣        | draw   |
      | 1      | 1     | A♥    | A♠ A♠ K♥ K♦ A♥ 2♣        | draw   |
      | 1      | 2     | 2♥    | A♠ A♠ K♥ K♦ 2♥ 2♣        | draw   |
      | 1      | 3     | 3♥    | A♠ A♠ K♥ K♦ 3♥ 2♣        | draw   |
      | 1      | 4     | 4♥    | A♠ A♠ K♥ K♦ 4♥ 2♣        | draw   |
      | 1      | 5     | 5♥    | A♠ A♠ K♥ K♦ 5♥ 2♣        | draw   |
      | 1      | 6     | 6♥    | A♠ A♠ K♥ K♦ 6♥ 2♣        | draw   |
      | 1      | 7     | 7♥    | A♠ A♠ K♥ K♦ 7♥ 2♣        | draw   |
      | 1      | 8     | 8♥    | A♠ A♠ K♥ K♦ 8♥ 2♣        | draw   |
      | 1      | 9     | 9♥    | A♠ A♠ K♥ K♦ 9♥ 2♣        | draw   |
      | 2      | 0     | Q♥    | A♠ A♣ K♥ A♦ Q♥ 2♣        | draw   |
      | 2      | 1     | A♥    | A♠ A♣ K♥ A♦ A♥ 2♣        | draw   |
      | 2      | 2     | 2♥    | A♠ A♣ K♥ A♦ 2♥ 2♣        | draw   |
      | 2      | 3     | 3♥    | A♠ A♣ K♥ A♦ 3♥ 2♣        | draw   |
      | 2      | 4     | 4♥    | A♠ A♣ K♥ A♦ 4♥ 2♣        | draw   |
      | 2      | 5     | 5♥    | A♠ A♣ K♥ A♦ 5♥ 2♣        | draw   |
      | 2      | 6     | 6♥    | A♠ A♣ K♥ A♦ 6♥ 2♣        | draw   |
      | 2      | 7     | 7♥    | A♠ A♣ K♥ A♦ 7♥ 2♣        | draw   |
      | 2      | 8     | 8♥    | A♠ A♣ K♥ A♦ 8♥ 2♣        | draw   |
      | 2      | 9     | 9♥    | A♠ A♣ K♥ A♦ 9♥ 2♣        | draw   |
      | 3      | 0     | Q♥    | A♠ 2♠ K♥ A♦ Q♥ 2♣        | draw   |
      | 3      | 1     | A♥    | A♠ 2♠ K♥ A♦ A♥ 2♣        | draw   |
      | 3      | 2     | 2♥    | A♠ 2♠ K♥ A♦ 2♥ 2♣        | draw   |
      | 3      | 3     | 3♥    | A♠ 2♠ K♥ A♦ 3♥ 2♣        | draw   |
      | 3      | 4     | 4♥    | A♠ 2♠ K♥ A♦ 4♥ 2♣        | draw   |
      | 3      | 5     | 5♥    | A♠ 2♠ K♥ A♦ 5♥ 2♣        | draw   |
      | 3      | 6     | 6♥    | A♠ 2♠ K♥ A♦ 6♥ 2♣        | draw   |
      | 3      | 7     | 7♥    | A♠ 2♠ K♥ A♦ 7♥ 2♣        | draw   |
      | 3      | 8     | 8♥    | A♠ 2♠ K♥ A♦ 8♥ 2♣        | stand  |
      | 4      | 0     | Q♥    | A♠ 2♠ K♥ 2♦ Q♥ 2♣        | stand  |
      | 4      | 1     | A♥    | A♠ 2♠ K♥ 2♦ A♥ 2♣        | stand  |
      | 4      | 2     | 2♥    | A♠ 2♠ K♥ 2♦ 2♥ 2♣        | draw   |
      | 4      | 3     | 3♥    | A♠ 2♠ K♥ 2♦ 3♥ 2♣        | draw   |
      | 4      | 4     | 4♥    | A♠ 2♠ K♥ 2♦ 4♥ 2♣        | draw   |
      | 4      | 5     | 5♥    | A♠ 2♠ K♥ 2♦ 5♥ 2♣        | draw   |
      | 4      | 6     | 6♥    | A♠ 2♠ K♥ 2♦ 6♥ 2♣        | draw   |
      | 4      | 7     | 7♥    | A♠ 2♠ K♥ 2♦ 7♥ 2♣        | draw   |
      | 4      | 8     | 8♥    | A♠ 2♠ K♥ 2♦ 8♥ 2♣        | stand  |
      | 4      | 9     | 9♥    | A♠ 2♠ K♥ 2♦ 9♥ 2♣        | stand  |
      | 5      | 0     | Q♥    | A♠ 3♠ K♥ 2♦ Q♥ 2♣        | stand  |
      | 5      | 1     | A♥    | A♠ 3♠ K♥ 2♦ A♥ 2♣        | stand  |
      | 5      | 2     | 2♥    | A♠ 3♠ K♥ 2♦ 2♥ 2♣        | stand  |
      | 5      | 3     | 3♥    | A♠ 3♠ K♥ 2♦ 3♥ 2♣        | stand  |
      | 5      | 5     | 5♥    | A♠ 3♠ K♥ 2♦ 5♥ 2♣        | draw   |
      | 5      | 6     | 6♥    | A♠ 3♠ K♥ 2♦ 6♥ 2♣        | draw   |
      | 5      | 7     | 7♥    | A♠ 3♠ K♥ 2♦ 7♥ 2♣        | draw   |
      | 5      | 8     | 8♥    | A♠ 3♠ K♥ 2♦ 8♥ 2♣        | stand  |
      | 5      | 9     | 9♥    | A♠ 3♠ K♥ 2♦ 9♥ 2♣        | stand  |
      | 6      | 0     | Q♥    | A♠ 4♠ K♥ 2♦ Q♥ 2♣        | stand  |
      | 6      | 1     | A♥    | A♠ 4♠ K♥ 2♦ A♥ 2♣        | stand  |
      | 6      | 2     | 2♥    | A♠ 4♠ K♥ 2♦ 2♥ 2♣        | stand  |
      | 6      | 3     | 3♥    | A♠ 4♠ K♥ 2♦ 3♥ 2♣        | stand  |
      | 6      | 4     | 4♥    | A♠ 4♠ K♥ 2♦ 4♥ 2♣        | stand  |
      | 6      | 5     | 5♥    | A♠ 4♠ K♥ 2♦ 5♥ 2♣        | stand  |
      | 6      | 6     | 6♥    | A♠ 4♠ K♥ 2♦ 6♥ 2♣        | draw   |
      | 6      | 7     | 7♥    | A♠ 4♠ K♥ 2♦ 7♥ 2♣        | draw   |
      | 6      | 8     | 8♥    | A♠ 4♠ K♥ 2♦ 8♥ 2♣        | stand  |
      | 6      | 9     | 9♥    | A♠ 4♠ K♥ 2♦ 9♥ 2♣        | stand  |
      | 7      | 0     | Q♥    | A♠ 5♠ K♥ 2♦ Q♥ 2♣        | stand  |
      | 7      | 1     | A♥    | A♠ 5♠ K♥ 2♦ A♥ 2♣        | stand  |
      | 7      | 2     | 2♥    | A♠ 5♠ K♥ 2♦ 2♥ 2♣        | stand  |
      | 7      | 3     | 3♥    | A♠ 5♠ K♥ 2♦ 3♥ 2♣        | stand  |
      | 7      | 4     | 4♥    | A♠ 5♠ K♥ 2♦ 4♥ 2♣        | stand  |
      | 7      | 5     | 5♥    | A♠ 5♠ K♥ 2♦ 5♥ 2♣        | stand  |
      | 7      | 6     | 6♥    | A♠ 5♠ K♥ 2♦ 6♥ 2♣        | stand  |
      | 7      | 7     | 7♥    | A♠ 5♠ K♥ 2♦ 7♥ 2♣        | stand  |
      | 7      | 8     | 8♥    | A♠ 5♠ K♥ 2♦ 8♥ 2♣        | stand  |
      | 7      | 9     | 9♥    | A♠ 5♠ K♥ 2♦ 9♥ 2♣        | stand  |

  @rule:CF-10 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: The banker's own choices: <banker> against a third <value>, where he chooses to <action>
    Given the shoe is stacked with "A♠ <b1> K♥ <b2> <third> 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then the coup waits for "Ann" to decide for banker
    When "Ann" <move>
    Then the decisions are:
      | hand   | action   | on       | forced |
      | punter | draw     | 1        | yes    |
      | banker | <action> | <banker> | no     |

    Examples:
      | banker | value | b1 | b2 | third | move   | action |
      | 3      | 9     | 2♠ | A♦ | 9♥    | draws  | draw   |
      | 3      | 9     | 2♠ | A♦ | 9♥    | stands | stand  |
      | 5      | 4     | 3♠ | 2♦ | 4♥    | draws  | draw   |
      | 5      | 4     | 3♠ | 2♦ | 4♥    | stands | stand  |

  @rule:CF-10 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Outside his two choices the banker's draw is forced: asking to stand is refused
    Given the shoe is stacked with "A♠ 2♠ K♥ 2♦ 7♥ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    And "Ann" stands
    Then it is refused because "banker on 4 must draw: the draw table leaves no choice"

  @rule:CF-11 @needs:session @needs:bank @needs:payouts
  Scenario: Equal totals void the coup: every stake is returned and the banker keeps the bank
    Given the shoe is stacked with "3♠ 4♠ 3♥ 2♦ 9♣ 8♣ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" bets 10 on his side
    And "Cid" bets 5 on his side
    And the banker deals
    Then punter must stand on 6
    And banker must stand on 6
    And the punter side is equal
    And "Bob" gets 10 back without profit
    And "Cid" gets 5 back without profit
    And the fund is 20
    When the banker goes on
    Then "Ann" holds the bank with a fund of 20

  @rule:CF-05 @rule:CF-06 @needs:session @needs:bank @needs:payouts @needs:choices @needs:views
  Scenario: The punters' hand is seen by the one who plays it, the largest stake, and by nobody else
    Given the shoe is stacked with "3♠ 2♠ 2♥ A♦ 9♣ 2♣"
    And a bank of 20 put up by "Ann"
    When the banker closes the banco calls
    And "Bob" passes
    And "Cid" bets 10 on his side
    And the banker deals
    Then the coup waits for "Cid" to decide for punter
    And "Cid" sees the punter hand as "3♠ 2♥"
    And "Bob" sees the punter hand as "?? ??"
    And "Ann" sees the punter hand as "?? ??"
    And "Ann" sees the banker hand as "2♠ A♦"
    And "Cid" sees the banker hand as "?? ??"
