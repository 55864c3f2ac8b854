@variant:baccarat-banque
Feature: The coup: three hands, naturals, who decides and what each one sees
  Documents 000 and 003, sections 04 and 05: each side has one active player who decides for all
  its bets; the banker deals face down right, left, himself, twice; a two-card 8 or 9 in any hand
  reveals all three and settles both sides at once; otherwise the right side decides, then the
  left: 0-4 draw, 6-7 stand, 5 is a choice; third cards are face up; then the banker draws or
  stands freely on any total; at most three cards a hand. The banker never sees the sides' pairs.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right side), Gleb (the left).

  Background:
    Given the "baccarat-banque" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise

  @rule:BB-04.3 @needs:session @needs:bank @needs:payouts
  Scenario: The banker deals face down: right, left, himself, then again
    Given the shoe is stacked with "3♠ 4♠ 2♠ 3♥ 3♦ 3♣ 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    Then the cards were dealt in this order:
      | card | hand   | face |
      | 3♠   | right  | down |
      | 4♠   | left   | down |
      | 2♠   | banker | down |
      | 3♥   | right  | down |
      | 3♦   | left   | down |
      | 3♣   | banker | down |

  @rule:BB-04.4 @needs:session @needs:bank
  Scenario: A=1, 2-9 their value, 10 J Q K zero; only the last digit of the sum counts
    Given the shoe is stacked with "7♥ K♠ A♠ 8♣ Q♥ 9♦ 2♣ 3♣"
    And a bank of 10 held by "Anna"
    When nobody bets
    And the banker deals
    Then the right total after the deal is 5
    And the left total after the deal is 0
    And the banker total after the deal is 0

  @rule:BB-04.1 @rule:BB-05.1 @rule:BB-05.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: On five the side's active player chooses for all its bets; the right side first, then the left
    Given the shoe is stacked with "2♠ A♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 2 on her side
    And "Gleb" bets 2 on his side
    And the banker deals
    Then the coup waits for "Boris" to decide for right
    When "Vera" draws
    Then it is refused because "Boris, not Vera, decides for right (the active player of right)"
    And nothing has changed
    When "Gleb" stands
    Then it is refused because "Boris, not Gleb, decides for right (the active player of right)"
    When "Boris" draws
    Then right draws "7♦"
    And the coup waits for "Gleb" to decide for left
    When "Gleb" stands
    Then the coup waits for "Anna" to decide for banker
    And the decisions are:
      | hand  | action | on | forced |
      | right | draw   | 5  | no     |
      | left  | stand  | 5  | no     |

  @rule:BB-05.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: A side on <total> must <action>
    Given the shoe is stacked with "<r1> 4♦ 2♣ <r2> 3♦ 3♣ 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    Then right must <action> on <total>
    And left must stand on 7
    And the coup waits for "Anna" to decide for banker

    Examples:
      | total | r1 | r2 | action |
      | 0     | K♠ | Q♥ | draw   |
      | 1     | A♠ | K♥ | draw   |
      | 2     | A♠ | A♥ | draw   |
      | 3     | 2♠ | A♥ | draw   |
      | 4     | 2♠ | 2♥ | draw   |
      | 6     | 3♠ | 3♥ | stand  |
      | 7     | 4♠ | 3♥ | stand  |

  @rule:BB-05.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A side may not stand on 0-4
    Given the shoe is stacked with "2♠ 4♦ 2♣ A♥ 3♦ 3♣ 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And "Boris" stands
    Then it is refused because "right on 3 must draw: the draw table leaves no choice"
    And nothing has changed

  @rule:BB-05.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A side may not draw on 6-7
    Given the shoe is stacked with "3♠ 4♦ 2♣ 3♥ 3♦ 3♣ 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And "Boris" draws
    Then it is refused because "right on 6 must stand: the draw table leaves no choice"
    And nothing has changed

  @rule:BB-04.2 @needs:session @needs:bank @needs:choices
  Scenario: The active player stays after a win or a tie and passes to the next of his side after a loss
    Given the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise
    And the shoe is stacked with "2♠ 3♠ 3♣ 2♥ 4♦ 3♦ 9♠ 4♥ K♥ 5♥ 2♦ A♦ A♣ K♦ 5♠ 5♦ 6♠ 6♥ 6♦ 6♣ 7♠ 7♥ 7♦"
    And a bank of 10 held by "Anna"
    Then the right side is "Boris, Vera"
    And the left side is "Gleb, Dasha"
    And the active player of the right side is "Boris"
    And the active player of the left side is "Gleb"
    When nobody bets
    And the banker deals
    And "Anna" stands
    Then the right side loses
    And the left side wins
    When the banker goes on
    Then the active player of the right side is "Vera"
    And the active player of the left side is "Gleb"
    When nobody bets
    And the banker deals
    And "Anna" stands
    Then the right side is equal
    And the left side loses
    When the banker goes on
    Then the active player of the right side is "Vera"
    And the active player of the left side is "Dasha"

  @rule:BB-04.5 @rule:BB-05.3 @rule:BB-05.5 @rule:BB-05.6 @needs:session @needs:bank @needs:payouts @needs:views @needs:choices @needs:states
  Scenario: Each looks at his own hand; third cards are face up; the banker never sees the sides' pairs
    Given the shoe is stacked with "2♠ A♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    Then "Anna" sees the banker hand as "K♦ Q♣"
    And "Anna" sees the right hand as "?? ??"
    And "Anna" sees the left hand as "?? ??"
    And "Anna" cannot see the right total
    And "Boris" sees the right hand as "2♠ 3♥"
    And "Boris" sees the right total as 5
    And "Boris" sees the banker hand as "?? ??"
    And "Vera" sees the right hand as "?? ??"
    And "Gleb" sees the left hand as "A♠ 4♥"
    And "onlooker" sees the left hand as "?? ??"
    When "Boris" draws
    Then "Anna" sees the right hand as "?? ?? 7♦"
    And "Anna" sees that right drew
    And "Gleb" sees the right hand as "?? ?? 7♦"
    When "Gleb" stands
    Then "Anna" sees that left stood
    And "Anna" sees the left hand as "?? ??"
    When "Anna" draws
    Then banker holds 3 cards
    And right holds 3 cards
    And "Vera" sees the banker hand as "K♦ Q♣ 9♣"
    And "Anna" sees the right hand as "2♠ 3♥ 7♦"
    And "onlooker" sees the left total as 5
    And the coup is at "coup over"

  @rule:BB-04.6 @needs:session @needs:bank @needs:payouts @needs:views
  Scenario: A banker's natural reveals all three hands; nobody draws; both sides settle at once
    Given the shoe is stacked with "2♠ 3♠ 9♦ A♥ 2♥ K♣ 5♠ 5♥"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 3
    And the banker deals
    Then banker has a natural
    And no hand draws
    And "Vera" sees the banker hand as "9♦ K♣"
    And "Anna" sees the right hand as "2♠ A♥"
    And the right side loses
    And the left side loses
    And the fund is 15

  @rule:BB-04.6 @needs:session @needs:bank @needs:payouts
  Scenario: A side's natural stops the whole coup: the other side is settled at once too
    Given the shoe is stacked with "2♠ 4♠ 2♦ A♥ 4♥ 3♣ 5♠ 5♥"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 3
    And the banker deals
    Then left has a natural
    And no hand draws
    And the right side loses
    And the left side wins
    And the fund is 9

  @rule:BB-05.4 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: The banker draws or stands as he likes on <total>: here he chooses to <action>
    Given the shoe is stacked with "3♠ 4♠ <b1> 3♥ 3♦ <b2> 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    Then the coup waits for "Anna" to decide for banker
    When "Anna" <move>
    Then the decisions are:
      | hand   | action   | on      | forced |
      | right  | stand    | 6       | yes    |
      | left   | stand    | 7       | yes    |
      | banker | <action> | <total> | no     |

    Examples:
      | total | b1 | b2 | move   | action |
      | 0     | K♣ | Q♣ | stands | stand  |
      | 3     | 2♣ | A♣ | stands | stand  |
      | 5     | 2♣ | 3♣ | draws  | draw   |
      | 7     | 4♣ | 3♣ | draws  | draw   |
