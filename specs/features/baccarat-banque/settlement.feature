@variant:baccarat-banque
Feature: Two separate settlements
  Documents 000 and 003, section 06: the bank is compared with each side separately; the sides are
  never compared with each other. A higher side wins one stake of profit and its stake back; a
  higher bank takes the stake; equal totals return it. À cheval halves settle separately. No
  commission, no natural bonus, no tie bet.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right side), Gleb (the left).

  Background:
    Given the "baccarat-banque" profile
    And the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise

  @rule:BB-06.1 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The sides are never compared with each other: both beat the bank, though right beats left
    Given the shoe is stacked with "3♠ 3♦ 2♠ 4♥ 3♥ 3♣ 9♠"
    And a bank of 10 held by "Anna"
    When the right side bets 2 and the left side bets 3
    And the banker deals
    And "Anna" stands
    Then the right total is 7
    And the left total is 6
    And the banker total is 5
    And the right side wins
    And the left side wins
    And the fund is 5

  @rule:BB-06.2 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: A right-side stake of 4 when the bank holds <banker>
    Given the shoe is stacked with "3♠ 3♦ <b1> 4♥ 3♥ <b2> 9♠"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 4 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    And "Anna" stands
    Then the right side <result>
    And "Boris"'s prediction is <settled>
    And "Boris"'s score changes by <change>
    And "Boris" has <chips> chips
    And the fund is <fund>

    Examples:
      | banker | b1 | b2 | result   | settled | change | chips | fund |
      | 5      | 2♠ | 3♣ | wins     | win     | 4      | 104   | 6    |
      | 7      | 4♠ | 3♣ | is equal | push    | 0      | 100   | 10   |

  @rule:BB-06.2 @rule:BB-06.4 @needs:session @needs:bank @needs:payouts
  Scenario: The bank takes the stake of a lower side, here against a natural eight
    Given the shoe is stacked with "3♠ 3♦ 4♠ 4♥ 3♥ 4♣ 9♠"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 4 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    Then banker has a natural
    And the right side loses
    And "Boris" loses 4
    And the fund is 14

  @rule:BB-06.3 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: À cheval halves settle separately, each against its own side
    Given the shoe is stacked with "3♠ 3♦ 2♠ 4♥ 3♥ 4♣ 9♠"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" passes
    And "Vera" bets 4 à cheval
    And "Gleb" passes
    And the banker deals
    And "Anna" stands
    Then the right side wins
    And the left side is equal
    And "Vera"'s à cheval halves settle as:
      | side  | stake | result | change |
      | right | 2     | win    | 2      |
      | left  | 2     | push   | 0      |
    And "Vera" has 102 chips

  @rule:BB-06.4 @rule:BB-01.2 @needs:session @needs:bank @needs:payouts
  Scenario: No commission and no natural bonus: a natural nine pays one stake
    Given the shoe is stacked with "9♠ 3♦ 2♠ K♥ 3♥ 3♣ 9♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" passes
    And the banker deals
    Then right has a natural
    And "Boris" wins 10
    And "Boris" has 110 chips

  @rule:BB-06.4 @needs:session @needs:bank @needs:payouts
  Scenario: There is no tie bet
    Given the shoe is stacked with "9♠ 3♦ 2♠ K♥ 3♥ 3♣ 9♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 10 on tie
    Then it is refused because "\"tie\" is not a bet to stake here: bet on side or cheval"
    And nothing has changed
