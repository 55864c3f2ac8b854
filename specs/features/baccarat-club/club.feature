@variant:baccarat-club
Feature: Club baccarat of the old Russian clubs
  Document 002, "КЛУБНАЯ БАККАРА": the cards go to two tableaux, not to each punter; croupiers run
  the game; the bank is auctioned and the house takes a cagnotte from it; stakes go on a tableau or
  à cheval; after the stakes the croupier shuffles; seat 1 holds the first tableau and seat 7 the
  second until they lose; naturals are shown, equal naturals and all ties return the stakes; a
  holder must draw on 4, may stand on 5; three ten-valued cards oblige a fourth; the holder's
  penalties; misdeals.
  Seats, counter-clockwise: Anna (who wins the auction and banks), Boris and Vera (the first
  tableau, "right"), Gleb and Dasha (the second, "left"). Each coup's stakes come first, then the
  croupier shuffles and Boris cuts; the deal goes right, left, banker, twice.

  Background:
    Given the "baccarat-club" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:RC-04 @rule:RC-05 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: The bank is auctioned, and the cagnotte takes 10 % of the bank put up
    When "Boris" announces a fund of 30
    And "Anna" announces a fund of 50
    And the auction closes
    Then "Anna" holds the bank with a fund of 45
    And the house took a cagnotte of 5
    And "Anna" has 50 chips

  @rule:RC-04 @needs:session @needs:bank @needs:payouts @needs:states @needs:seeded-shoes
  Scenario: The players bid against each other: each bid must raise the highest, and it ends when every other player has passed
    When "Boris" announces a fund of 30
    And "Anna" announces a fund of 30
    Then it is refused because "a bid must exceed the highest, Boris's 30: 30 does not"
    And nothing has changed
    When "Anna" announces a fund of 20
    Then it is refused because "a bid must exceed the highest, Boris's 30: 20 does not"
    When "Anna" announces a fund of 40
    Then it is accepted
    When "Boris" announces a fund of 60
    Then it is accepted
    When "Boris" announces a fund of 70
    Then it is refused because "Boris already holds the highest bid (60): another player must raise it first"
    When "Boris" passes
    Then it is refused because "Boris holds the highest bid (60): the others raise it or pass"
    When "Vera" passes
    And "Vera" announces a fund of 80
    Then it is refused because "Vera has passed and is out of the auction"
    When "Gleb" passes
    And "Dasha" passes
    Then the coup is at "choosing the banker"
    When "Anna" passes
    Then "Boris" holds the bank with a fund of 54
    And the house took a cagnotte of 6
    And "Boris" has 40 chips
    And the right side is "Vera, Gleb"
    And the left side is "Dasha, Anna"

  @rule:RC-04 @rule:RC-03 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: The croupier, who directs the auction, may close it: the highest bid banks
    When the croupier closes the auction
    Then it is refused because "nobody has announced a fund yet: the highest announced fund banks"
    When "Gleb" announces a fund of 20
    And "Dasha" announces a fund of 35
    And the croupier closes the auction
    Then "Dasha" holds the bank with a fund of 32
    And the log marks "the croupier closes the auction" as forced by the rules

  @rule:RC-04 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: With no bid standing, the last who may bid cannot pass: someone must bank
    When "Boris" passes
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "Anna" passes
    Then it is refused because "Anna is the last who may bid: with no bid standing, someone must bank"
    When "Anna" announces a fund of 10
    Then "Anna" holds the bank with a fund of 9

  @rule:RC-04 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: A session is one bank: the banker's exit after a coup ends it, with no second auction
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    And the banker leaves the bank
    Then the bank is over because "the banker left"
    When "Boris" announces a fund of 30
    Then it is refused because "the session is over"

  @rule:RC-04 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: Every player starts with 100 chips and cannot bid or stake beyond them
    Then "Boris" has 100 chips
    When "Boris" announces a fund of 105
    Then it is refused because "Boris cannot cover a fund of 105 with 100 chips"
    When "Anna" announces a fund of 50
    And the auction closes
    And "Boris" bets 105 on his side
    Then it is refused because "Boris has only 100 chips"

  @rule:RC-05 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: The cagnotte is whole chips, rounded down: 10 % of a bank of 55 is 5, the fund 50
    When "Anna" announces a fund of 55
    And the auction closes
    Then "Anna" holds the bank with a fund of 50
    And the house took a cagnotte of 5
    And "Anna" has 45 chips

  @rule:RC-01 @rule:RC-08 @needs:session @needs:bank @needs:payouts
  Scenario: The banker deals three hands, right tableau, left tableau, himself, one card at a time twice
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    Then the cards were dealt in this order:
      | card | hand   | face |
      | 2♠   | right  | down |
      | A♠   | left   | down |
      | 4♠   | banker | down |
      | A♥   | right  | down |
      | A♦   | left   | down |
      | 2♣   | banker | down |

  @rule:RC-07 @rule:RC-03 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: After the stakes the croupier shuffles, punters who wish and the banker if he wishes; a punter cuts
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    Then the coup is at "shuffling"
    And the log says "the croupier shuffles"
    And the log marks "the croupier shuffles" as forced by the rules
    When "Vera" shuffles
    And "Anna" shuffles
    And "Boris" cuts
    Then "croupier, Vera, Anna" shuffled and "Boris" cut
    And the coup is at "ready to deal"

  @rule:RC-07 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: Nobody shuffles after the banker: the croupier first, then the punters who wish, then the banker
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "Gleb" shuffles
    And "Anna" shuffles
    And "Vera" shuffles
    Then it is refused because "Vera cannot shuffle after Anna: the order is the croupier, then a punter, then the banker"
    And nothing has changed
    When "croupier" shuffles
    Then it is refused because "croupier cannot shuffle after Gleb: the order is the croupier, then a punter, then the banker"
    When "Anna" shuffles
    And "Boris" cuts
    Then "croupier, Gleb, Anna, Anna" shuffled and "Boris" cut

  @rule:RC-07 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: The banker need not shuffle, and a punter cuts: the croupier's cut is not the bundled table's
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "croupier" cuts
    Then it is refused because "the croupier does not make CUT here: it is for a punter"
    And nothing has changed
    When "Dasha" cuts
    Then "croupier" shuffled and "Dasha" cut
    And the coup is at "ready to deal"

  @rule:RC-07 @needs:session @needs:seeded-shoes
  Scenario: The club section names no number of decks: the shoe is the domestic game's two, 104 cards
    Given the shoe is shuffled with seed 2
    When the series starts
    Then the shoe holds 104 cards
    And the shoe holds 2 copies of every card

  @rule:RC-09 @rule:RC-05 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: A bid is made of the table's chips; the cagnotte and the fund are counted in roubles
    When "Boris" announces a fund of 7
    Then it is refused because "a bid is made of chips of 5, 29, 100: no set of them makes 7"
    And nothing has changed
    When "Boris" announces a fund of 34
    Then it is accepted
    When "Vera" passes
    And "Gleb" passes
    And "Dasha" passes
    And "Anna" passes
    Then "Boris" holds the bank with a fund of 31
    And the house took a cagnotte of 3
    And "Boris" has 66 chips

  @rule:RC-09 @needs:session @needs:bank @needs:payouts
  Scenario: Stakes are made of chips of 5, 29 and 100, as the entry prints them
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 7 on his side
    Then it is refused because "a stake is made of chips of 5, 29, 100: no set of them makes 7"
    And nothing has changed
    When "Boris" bets 33 on his side
    Then it is refused because "a stake is made of chips of 5, 29, 100: no set of them makes 33"
    When "Boris" bets 34 on his side
    Then it is accepted

  @rule:RC-09 @needs:session @needs:bank @needs:payouts
  Scenario: A stake cut to the cover is still made of chips: the largest sum of them within it
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 55 held by "Anna"
    When "Boris" bets 29 on his side
    And "Vera" passes
    And "Gleb" bets 29 on his side
    Then the log says "Gleb stakes 20 on left (cut from 29 to the cover)"
    When "Dasha" bets 5 on her side
    Then it is refused because "the fund covers only 1 more: less than the smallest chip (5)"
    And nothing has changed

  @rule:RC-12 @rule:RC-14 @rule:RC-02 @rule:RC-03 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The first tableau draws, then the second, then the banker; ties return the stakes
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    Then right must draw on 3
    And left must draw on 2
    And the coup waits for "Anna" to decide for banker
    When "Anna" stands
    Then the right total is 7
    And the left total is 6
    And the banker total is 6
    And the right side wins
    And the left side is equal
    And "Gleb" gets 10 back without profit
    And the log marks "right win, left equal; Boris +10, Gleb +0; the fund is 35" as forced by the rules

  @rule:RC-14 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: On 5 the holder may stand
    Given the shoe is stacked with "2♠ A♠ 4♠ 3♥ A♦ 2♣ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Boris" to decide for right
    When "Boris" stands
    Then left must draw on 2

  @rule:RC-10 @needs:session @needs:bank @needs:choices
  Scenario: Seat 1 holds the first tableau and seat 7 the second until they lose; then seats 2 and 8
    Given the players "Anna, S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12" are seated counter-clockwise
    And the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 3♣ 2♥ 6♦ 9♣ 2♦ 5♠ 5♥ 5♣ 6♠ 6♥ 7♦ 6♣ 7♠ 7♥"
    And a bank of 50 held by "Anna"
    Then the right side is "S1, S2, S3, S4, S5, S6"
    And the left side is "S7, S8, S9, S10, S11, S12"
    And the active player of the right side is "S1"
    And the active player of the left side is "S7"
    When nobody bets
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side loses
    And the left side wins
    When the banker goes on
    Then the active player of the right side is "S2"
    And the active player of the left side is "S7"

  @rule:RC-11 @needs:session @needs:bank @needs:payouts
  Scenario: A banker's natural is shown and settles the coup at once
    Given the shoe is stacked with "2♠ A♠ 9♠ A♥ A♦ K♣ 4♥ 4♦"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    Then banker has a natural
    And no hand draws
    And the right side loses
    And the left side loses
    And the fund is 65

  @rule:RC-11 @rule:RC-02 @needs:session @needs:bank @needs:payouts
  Scenario: Equal naturals return the stakes
    Given the shoe is stacked with "9♠ A♠ 9♣ K♥ A♦ K♣ 4♥ 4♦"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    Then right has a natural
    And banker has a natural
    And the right side is equal
    And "Boris" gets 10 back without profit

  @rule:RC-06 @rule:RC-18 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: À cheval is one stake on the line between the tableaux: <case>
    Given the shoe is stacked with "<shoe>"
    And a bank of 50 held by "Anna"
    When "Boris" passes
    And "Vera" bets 20 à cheval
    And "Gleb" passes
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Anna" stands
    Then the right side <right>
    And the left side <left>
    And "Vera"'s prediction is <result>
    And "Vera"'s score changes by <change>

    Examples:
      | case                                | shoe                      | right | left  | result | change |
      | the bank loses to both: it wins     | 2♠ A♠ 4♠ A♥ A♦ Q♣ 4♥ 4♦   | wins  | wins  | win    | 20     |
      | the bank beats both: it loses       | 2♠ A♠ 4♠ A♥ A♦ 3♣ Q♥ Q♦   | loses | loses | lose   | -20    |
      | one each way: it is returned        | 2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ Q♦   | wins  | loses | push   | 0      |

  @rule:RC-13 @needs:session @needs:bank @needs:payouts
  Scenario: Baccara: three ten-valued cards oblige a fourth card, which decides
    Given the shoe is stacked with "K♠ A♠ 4♠ Q♥ A♦ 2♣ J♣ 7♦ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    Then right must draw on 0
    And right holds "K♠ Q♥ J♣ 7♦"
    And the right total is 7

  @rule:RC-13 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The banker's own three ten-valued cards oblige his fourth card, which decides
    Given the shoe is stacked with "3♠ 4♠ K♠ 3♥ 3♦ Q♣ J♥ 7♣ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    And "Boris" stands
    And "Gleb" stands
    Then the coup waits for "Anna" to decide for banker
    When "Anna" draws
    Then banker holds "K♠ Q♣ J♥ 7♣"
    And the banker total is 7
    And the right side loses
    And the left side is equal
    And the fund is 55

  @rule:RC-15 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A holder who draws on 6 and wins pays no penalty
    Given the shoe is stacked with "3♠ A♠ 4♠ 3♥ A♦ 3♣ 2♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" passes
    And "Dasha" bets 10 à cheval
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Boris" to decide for right
    When "Boris" draws
    And "Anna" stands
    Then the right total is 8
    Then the banker total is 7
    And the right side wins
    And nobody pays a penalty

  @rule:RC-15 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A holder who draws on 6 and whose tableau loses reimburses the other stakes on it
    Given the shoe is stacked with "3♠ A♠ 4♠ 3♥ A♦ 3♣ 9♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" passes
    And "Dasha" bets 10 à cheval
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" draws
    And "Anna" stands
    Then the right total is 5
    And the right side loses
    And "Boris" pays "Vera" a penalty of 5
    And "Vera" has 100 chips
    And "Boris" has 85 chips
    And "Dasha" has 90 chips

  @rule:RC-06 @rule:RC-15 @rule:RC-18 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A punter stakes on the other tableau; its holder's penalty reimburses him too
    Given the shoe is stacked with "3♠ A♠ 4♠ 3♥ A♦ 3♣ 9♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" passes
    And "Gleb" bets 10 on the right tableau
    And "Dasha" bets 5 on her side
    Then the bets are:
      | participant | bet | side | stake |
      | Boris | side | right | 10 |
      | Gleb  | side | right | 10 |
      | Dasha | side | left  | 5  |
    When "Boris" cuts
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Boris" to decide for right
    When "Boris" draws
    And "Anna" stands
    Then the right total is 5
    And the right side loses
    And the left side loses
    And "Boris" pays "Gleb" a penalty of 10
    And "Gleb" has 100 chips
    And "Boris" has 80 chips
    And "Dasha" has 95 chips

  @rule:RC-06 @needs:session @needs:bank @needs:payouts
  Scenario: A stake names one of the two tableaux
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on the middle tableau
    Then it is refused because "\"middle\" is not a side of Club baccarat: stake on right or left"
    And nothing has changed
    When "Boris" bets 10 on the left tableau
    Then it is accepted

  @rule:RC-16 @needs:session @needs:bank @needs:payouts @needs:states @needs:choices
  Scenario: A holder who keeps a natural 8 quiet and stays on his two cards loses to the banker's three-card 8 and pays every loser
    Given the shoe is stacked with "4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 3♥ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    Then the coup is at "a natural to show"
    When "Vera" keeps his natural quiet
    Then it is refused because "Boris, not Vera, holds the cards of right"
    When "Boris" keeps his natural quiet
    Then the coup waits for "Boris" to decide for right
    When "Boris" stands
    Then left must draw on 2
    And the coup waits for "Anna" to decide for banker
    When "Anna" draws
    Then the banker total is 8
    And the right side loses
    And the left side loses
    And "Boris" pays "Vera" a penalty of 5
    And "Boris" pays "Gleb" a penalty of 10

  @rule:RC-16 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: Against any other banker's total a natural 8 kept quiet is an ordinary 8: <case>
    Given the shoe is stacked with "<shoe>"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" keeps his natural quiet
    And "Boris" stands
    And "Anna" <banker>
    Then the banker total is <total>
    And right holds "4♠ 4♥"
    And the right side <right>
    And nobody pays a penalty
    And "Boris" has <boris> chips
    And "Vera" has <vera> chips
    And "Gleb" has <gleb> chips

    Examples:
      | case                                              | shoe                        | banker | total | right | boris | vera | gleb |
      | a banker's 9 by drawing: a plain loss, no penalty | 4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 4♣ 9♣  | draws  | 9     | loses | 90    | 95   | 90   |
      | a banker's 7 by drawing: the 8 wins               | 4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 2♥ 9♣  | draws  | 7     | wins  | 110   | 105  | 90   |
      | the banker stands on two cards, 5: the 8 wins     | 4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 2♥ 9♣  | stands | 5     | wins  | 110   | 105  | 110  |

  @rule:RC-16 @rule:RC-13 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: The banker's 8 on four cards after baccara is made by drawing: the quiet 8 loses and pays
    Given the shoe is stacked with "4♠ A♠ K♠ 4♥ A♦ Q♣ 4♦ J♥ 8♣ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" keeps his natural quiet
    And "Boris" stands
    And "Anna" draws
    Then banker holds "K♠ Q♣ J♥ 8♣"
    And the banker total is 8
    And the right side loses
    And the left side loses
    And "Boris" pays "Vera" a penalty of 5
    And "Boris" pays "Gleb" a penalty of 10
    And "Vera" has 100 chips
    And "Gleb" has 100 chips
    And "Boris" has 75 chips

  @rule:RC-16 @rule:RC-11 @needs:session @needs:bank @needs:payouts
  Scenario: A holder who shows his natural 8 settles the coup at once
    Given the shoe is stacked with "4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 3♥ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And the deal is confirmed
    And "Boris" shows his natural
    Then right has a natural
    And no hand draws
    And the right side wins
    And the left side loses

  @rule:RC-17 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A misdeal to a tableau: its holder looks at the three cards and keeps two
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 6♥ 4♦ 9♣ 9♦"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And a misdeal gives right an extra card
    Then right holds "2♠ A♥ 6♥"
    When "Gleb" keeps two and discards "2♠"
    Then it is refused because "Boris, not Gleb, keeps two of the cards of right"
    When "Boris" keeps two and discards "2♠"
    Then right holds "A♥ 6♥"
    When the deal is confirmed
    Then the coup waits for "Boris" to decide for right

  @rule:RC-17 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: A misdeal to the banker: his three cards are baccara, he takes a fourth; punters may withdraw
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 9♥ 6♦ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And a misdeal gives banker an extra card
    Then banker holds "4♠ 2♣ 9♥ 6♦"
    And the banker total is 6
    And the coup is at "stakes may change"
    When "Gleb" withdraws his stakes
    And "Dasha" bets 5 on her side
    And the deal is confirmed
    Then right must draw on 3
    And left must draw on 2
    And banker must stand on 6

  @rule:RC-17 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: After a misdeal to the banker a stake withdrawn is not settled, and a new stake is settled as any other
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 9♥ 6♦ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And a misdeal gives banker an extra card
    And "Gleb" withdraws his stakes
    And "Dasha" bets 5 on her side
    And the deal is confirmed
    Then the right total is 7
    And the left total is 1
    And the banker total is 6
    And the right side wins
    And the left side loses
    And "Boris" wins 10
    And "Dasha" loses 5
    And "Gleb" has 100 chips
    And "Dasha" has 95 chips
    And the fund is 40

  @rule:RC-17 @needs:session @needs:bank @needs:payouts @needs:states
  Scenario: After a misdeal to the banker only the punters change their stakes: the banker never stakes against his bank
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 9♥ 6♦ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When the right side bets 10 and the left side bets 10
    And the banker deals
    And a misdeal gives banker an extra card
    And "Anna" bets 10 on the right tableau
    Then it is refused because "the banker cannot stake against his own bank"
    And nothing has changed
    When "Anna" bets 10 à cheval
    Then it is refused because "the banker cannot stake against his own bank"
    And nothing has changed
    When "Gleb" withdraws his stakes
    And "Vera" bets 5 on the left tableau
    And "Boris" bets 10 à cheval
    Then the bets are:
      | participant | bet    | side  | stake |
      | Boris       | side   | right | 10    |
      | Vera        | side   | left  | 5     |
      | Boris       | cheval |       | 10    |
    When the deal is confirmed
    Then the right side wins
    And the left side loses
    And "Boris" has 110 chips
    And "Vera" has 95 chips
    And "Gleb" has 100 chips
    And "Anna" has 50 chips
    And the fund is 40

  @rule:RC-06 @rule:RC-17 @needs:session @needs:bank @needs:payouts
  Scenario: Nor does the banker stake on a tableau in the coup's bets
    Given the shoe is stacked with "2♠ A♠ 4♠ A♥ A♦ 2♣ 4♥ 4♦ 9♣"
    And a bank of 50 held by "Anna"
    When "Anna" bets 10 on the right tableau
    Then it is refused because "the banker cannot stake against his own bank"
    And nothing has changed
    When "Anna" bets 10 à cheval
    Then it is refused because "the banker cannot stake against his own bank"
    And nothing has changed
    When "Boris" bets 10 on the left tableau
    Then it is accepted

  @rule:RC-18 @needs:session @needs:seeded-shoes
  Scenario: The table seats twelve punters
    Given the players "Anna, S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12, S13" are seated counter-clockwise
    Then the series cannot start because "takes 3 to 13 participants, not 14"
