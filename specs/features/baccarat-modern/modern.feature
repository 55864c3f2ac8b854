@variant:baccarat-modern
Feature: Modern baccarat: how it differs
  Document 002, "СОВРЕМЕННАЯ БАККАРА": six decks from a shoe; the deal first clockwise, then
  counter-clockwise; the bank chosen and changed as in Baccarat Banque; the punter with the highest
  stake holds the cards; banco, and a punter who lost a banco may hold the cards next coup; the
  punters follow Chemin de Fer's draw rules; the banker draws or stands on any total; a percentage
  of every win goes to the house; no baccara rule; nine punters. Where it names no difference, club
  baccarat's rules hold: two tableaux, stakes on the right, the left or à cheval as one stake.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the right tableau), Gleb and Dasha
  (the left). The deal goes first clockwise, from the banker's left: left, right, banker; then
  counter-clockwise: right, left, banker.

  Background:
    Given the "baccarat-modern" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:RM-01 @rule:RM-04 @needs:session @needs:seeded-shoes
  Scenario: Six decks of the same back: 312 cards in the shoe
    Given the shoe is shuffled with seed 4
    When the series starts
    Then the shoe holds 312 cards
    And the shoe holds 6 copies of every card

  @rule:RM-02 @needs:session @needs:bank @needs:payouts
  Scenario: The cards are dealt first clockwise (from the banker's left), then counter-clockwise
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 3♣ 9♣ 9♦ 9♥ 9♠ 8♠"
    And a bank of 20 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And the deal is confirmed
    Then the cards were dealt in this order:
      | card | hand   | face |
      | 4♠   | left   | down |
      | 3♠   | right  | down |
      | 2♠   | banker | down |
      | 3♥   | right  | down |
      | 3♦   | left   | down |
      | 3♣   | banker | down |

  @rule:RM-03 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: The bank is auctioned as in Baccarat Banque
    When "Boris" announces a fund of 30
    And "Gleb" announces a fund of 40
    And the auction closes
    Then "Gleb" holds the bank with a fund of 40
    And "Gleb" has 60 chips
    And the right side is "Dasha, Anna"
    And the left side is "Boris, Vera"

  @rule:RM-03 @rule:RM-04 @needs:session @needs:bank @needs:choices
  Scenario: A session is one bank: fewer than 9 cards before a new coup end it
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 3♣ 9♣ 9♦ 9♥ 9♠ 8♠ 8♥ 8♦ 8♣"
    And a bank of 20 held by "Anna"
    When nobody bets
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the shoe holds 8 cards
    When the banker goes on
    Then the bank is over because "too few cards remain"

  @rule:RM-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: On each tableau the punter with the highest stake holds the cards
    Given the shoe is stacked with "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 3 on his side
    And "Dasha" bets 3 on her side
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Vera" to decide for right
    When "Boris" draws
    Then it is refused because "Vera, not Boris, decides for right (the largest stake on right)"
    When "Vera" draws
    Then the coup waits for "Gleb" to decide for left

  @rule:RM-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A stake on the other tableau counts there: its largest stake holds the cards
    Given the shoe is stacked with "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 3 on her side
    And "Gleb" bets 5 on the right tableau
    And "Dasha" bets 3 on her side
    Then the bets are:
      | participant | bet | side | stake |
      | Boris | side | right | 2 |
      | Vera  | side | right | 3 |
      | Gleb  | side | right | 5 |
      | Dasha | side | left  | 3 |
    When the banker deals
    And the deal is confirmed
    Then the coup waits for "Gleb" to decide for right
    When "Vera" stands
    Then it is refused because "Gleb, not Vera, decides for right (the largest stake on right)"
    When "Gleb" stands
    Then the coup waits for "Dasha" to decide for left

  @rule:RM-06 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Va-banque is banco; a punter who lost a banco holds the cards in the next coup
    Given the shoe is stacked with "4♠ 3♠ 4♣ 3♥ 3♦ 3♣ A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠ 5♥ 5♦"
    And a bank of 20 held by "Anna"
    When "Boris" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 20    |
    When the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side loses
    And "Boris" loses 20
    When the banker goes on
    And the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" bets 10 on her side
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Boris" to decide for right

  @rule:RM-06 @rule:RM-05 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: «если желает»: the punter who lost a banco may decline the cards, and the largest stake holds them
    Given the shoe is stacked with "4♠ 3♠ 4♣ 3♥ 3♦ 3♣ A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠ 5♥ 5♦"
    And a bank of 20 held by "Anna"
    When "Boris" calls banco
    And the banker closes the banco calls
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then "Boris" loses 20
    When the banker goes on
    And the banker closes the banco calls
    And "Vera" declines the cards
    Then it is refused because "only the punter who lost a banco last coup may decline the cards (Boris)"
    And nothing has changed
    When "Boris" declines the cards
    Then it is accepted
    And the log says "Boris declines to hold the cards: the largest stake on his tableau holds them"
    When "Boris" bets 2 on his side
    And "Vera" bets 10 on her side
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Vera" to decide for right
    When "Boris" draws
    Then it is refused because "Vera, not Boris, decides for right (the largest stake on right)"

  @rule:RM-07 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: A tableau on <total> follows Chemin de Fer's punter rule: <action>
    Given the shoe is stacked with "4♠ <r1> 2♠ <r2> 3♦ 3♣ 9♣ 9♦"
    And a bank of 20 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And the deal is confirmed
    Then <then>

    Examples:
      | total | r1 | r2 | action              | then                                      |
      | 3     | 2♠ | A♥ | must draw           | right must draw on 3                      |
      | 4     | 2♠ | 2♥ | must draw           | right must draw on 4                      |
      | 5     | 3♠ | 2♥ | the player chooses  | the coup waits for "Boris" to decide for right |
      | 6     | 3♠ | 3♥ | must stand          | right must stand on 6                     |
      | 7     | 4♠ | 3♥ | must stand          | right must stand on 7                     |

  @rule:RM-08 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: The banker may <move> on <total>
    Given the shoe is stacked with "4♠ 3♠ <b1> 3♥ 3♦ <b2> 9♣"
    And a bank of 20 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Anna" to decide for banker
    When "Anna" <move>s
    Then it is accepted

    Examples:
      | total | b1 | b2 | move  |
      | 0     | K♣ | Q♣ | stand |
      | 2     | A♣ | A♦ | stand |
      | 7     | 4♣ | 3♣ | draw  |

  @rule:RM-09 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The house takes 5 % of a punter's win
    Given the shoe is stacked with "3♦ 3♠ 2♠ 4♥ 3♥ 3♣ 9♣"
    And a bank of 40 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 20 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side wins
    And "Boris" wins 19
    And the house takes 1
    And the fund is 20

  @rule:RM-09 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The house takes 5 % of the banker's winnings
    Given the shoe is stacked with "3♦ 2♠ 4♠ 4♥ A♥ 3♣ K♣ K♦"
    And a bank of 40 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 20 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side loses
    And "Boris" loses 20
    And the house takes 1
    And the fund is 59

  @rule:RM-09 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: The house's 5 % is whole chips, rounded down: a stake of <stake> that <result>
    Given the shoe is stacked with "<shoe>"
    And a bank of 40 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets <stake> on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then "Boris" <result> <net>
    And the house takes <house>
    And the fund is <fund>

    Examples:
      | shoe                    | stake | result | net | house | fund |
      | 3♦ 3♠ 2♠ 4♥ 3♥ 3♣ 9♣    | 10    | wins   | 10  | 0     | 30   |
      | 3♦ 3♠ 2♠ 4♥ 3♥ 3♣ 9♣    | 30    | wins   | 29  | 1     | 10   |
      | 3♦ 2♠ 4♠ 4♥ A♥ 3♣ K♣ K♦ | 30    | loses  | 30  | 1     | 69   |

  @rule:RM-10 @needs:session @needs:bank @needs:payouts
  Scenario: No baccara rule: three ten-value cards make 0, and no fourth card is dealt
    Given the shoe is stacked with "4♠ K♠ 2♠ Q♥ 3♦ 3♣ J♣ 9♦"
    And a bank of 20 held by "Anna"
    When the right side bets 2 and the left side bets 2
    And the banker deals
    And the deal is confirmed
    Then right must draw on 0
    And right holds "K♠ Q♥ J♣"
    And the right total is 0
    And right holds 3 cards

  @rule:RM-11 @needs:session @needs:seeded-shoes
  Scenario Outline: Nine punters and the banker: <count> participants <may>
    Given the players "<names>" are seated counter-clockwise
    Then the series <outcome>

    Examples:
      | count | may         | names                                                 | outcome                                            |
      | 10    | may play    | Anna, Boris, Vera, Gleb, Dasha, Egor, Fira, Hana, Igor, Kira | starts with 10 participants                  |
      | 11    | are too many | Anna, Boris, Vera, Gleb, Dasha, Egor, Fira, Hana, Igor, Kira, Lev | cannot start because "takes 3 to 10 participants, not 11" |

  @rule:RM-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: À cheval is one stake on both tableaux: <case>
    Given the shoe is stacked with "<shoe>"
    And a bank of 40 held by "Anna"
    When the banker closes the banco calls
    And "Boris" passes
    And "Vera" bets 20 à cheval
    And "Gleb" passes
    And "Dasha" passes
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side <right>
    And the left side <left>
    And "Vera"'s prediction is <result>
    And "Vera"'s score changes by <change>

    Examples:
      | case                           | shoe                | right    | left     | result | change |
      | the bank loses to both, it wins | 3♦ 3♠ 2♠ 4♥ 4♥ 3♣ 9♣ | wins     | wins     | win    | 19     |
      | the bank beats both, it loses  | 3♦ 2♠ 4♠ 4♥ A♥ 3♣ K♣ K♦ | loses    | loses    | lose   | -20    |
      | one each way, it is returned   | 2♦ 3♠ 2♠ 4♥ A♥ 3♣ K♣ | wins     | loses    | push   | 0      |

  @rule:RM-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Equal totals return the stakes, as in club baccarat
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 4♣ 9♣ 9♦"
    And a bank of 40 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right total is 6
    And the banker total is 6
    And the right side is equal
    And "Boris" gets 10 back without profit
    And the left side wins
