@variant:baccarat-banque
Feature: Seating, the shoe and the bank
  Documents 000 and 003, sections 01 and 02: 3 to 11 participants; three decks; everyone starts
  with 100 chips; volunteers announce the fund they can cover and the highest banks, a tie drawn by
  lot; the others form a right and a left side; others may shuffle, the banker shuffles last, and a
  participant he chooses cuts.

  Background:
    Given the "baccarat-banque" profile

  @rule:BB-02.1 @needs:session @needs:seeded-shoes
  Scenario Outline: <count> participants are too few or too many
    Given the players "<names>" are seated counter-clockwise
    Then the series cannot start because "takes 3 to 11 participants, not <count>"

    Examples:
      | count | names                                                          |
      | 2     | Anna, Boris                                                    |
      | 12    | Anna, Boris, Vera, Gleb, Dasha, Egor, Fira, Hana, Igor, Kira, Lev, Mila |

  @rule:BB-02.1 @needs:session @needs:seeded-shoes
  Scenario Outline: <count> participants may play
    Given the players "<names>" are seated counter-clockwise
    When the series starts
    Then the participants are "<names>"

    Examples:
      | count | names                                                     |
      | 3     | Anna, Boris, Vera                                         |
      | 11    | Anna, Boris, Vera, Gleb, Dasha, Egor, Fira, Hana, Igor, Kira, Lev |

  @rule:BB-02.2 @needs:session @needs:seeded-shoes
  Scenario: Three decks without jokers: 156 cards
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    And the shoe is shuffled with seed 3
    When the series starts
    Then the shoe holds 156 cards
    And the shoe holds 3 copies of every card

  @rule:BB-02.4 @rule:BB-01.2 @needs:session @needs:payouts @needs:seeded-shoes
  Scenario: Everyone starts with 100 symbolic chips
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When the series starts
    Then the scores are:
      | Anna  | 100 |
      | Boris | 100 |
      | Vera  | 100 |

  @rule:BB-02.5 @needs:session @needs:bank @needs:payouts @needs:states @needs:seeded-shoes
  Scenario: The highest announced fund banks, and it is capital at risk taken from the banker's chips
    Given the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    When "Boris" announces a fund of 30
    And "Vera" announces a fund of 50
    And "Gleb" announces a fund of 20
    And the auction closes
    Then "Vera" holds the bank with a fund of 50
    And "Vera" has 50 chips
    And "Boris" has 100 chips
    And the coup is at "shuffling"

  @rule:BB-02.5 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: A fund must be covered by the bidder's own chips
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When "Boris" announces a fund of 120
    Then it is refused because "Boris cannot cover a fund of 120 with 100 chips"
    And nothing has changed

  @rule:BB-02.5 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: A bank needs an announced fund
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When the auction closes
    Then it is refused because "nobody has announced a fund yet"
    And nothing has changed

  @rule:BB-02.6 @needs:session @needs:bank @needs:seeded-shoes
  Scenario Outline: Equal highest funds are drawn by lot, and the same seed draws the same lot (seed <seed>)
    Given the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And lots are drawn with seed <seed>
    When "Boris" announces a fund of 40
    And "Vera" announces a fund of 10
    And "Gleb" announces a fund of 40
    And the auction closes
    Then "<banker>" holds the bank with a fund of 40
    And the log says "<banker> banks with a fund of 40 (by lot among Boris, Gleb); <sides>"

    Examples:
      | seed | banker | sides                                   |
      | 1    | Boris  | right: Vera, Gleb; left: Anna           |
      | 2    | Gleb   | right: Anna, Boris; left: Vera          |

  @rule:BB-02.3 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: The others, counter-clockwise from the banker's right, form the right side and then the left
    Given the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise
    When "Vera" announces a fund of 30
    And the auction closes
    Then bets are taken in the order "Gleb, Dasha, Anna, Boris"
    And the right side is "Gleb, Dasha"
    And the left side is "Anna, Boris"

  @rule:BB-02.3 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: With three participants each side has one player
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When "Anna" announces a fund of 10
    And the auction closes
    Then the right side is "Boris"
    And the left side is "Vera"

  @rule:BB-02.7 @needs:session @needs:bank @needs:states @needs:seeded-shoes
  Scenario: Others may shuffle, the banker shuffles last, and a participant he chooses cuts
    Given the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    When "Boris" announces a fund of 20
    And the auction closes
    And "Anna" shuffles
    And "Gleb" shuffles
    And "Boris" shuffles
    And "Vera" cuts
    Then "Anna, Gleb, Boris" shuffled and "Vera" cut
    And the coup is at "calling banco"

  @rule:BB-02.7 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: Nobody shuffles after the banker
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When "Anna" announces a fund of 20
    And the auction closes
    And "Anna" shuffles
    And "Boris" shuffles
    Then it is refused because "the banker shuffles last"
    And nothing has changed

  @rule:BB-02.7 @needs:session @needs:bank @needs:seeded-shoes
  Scenario: The banker does not cut
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When "Anna" announces a fund of 20
    And the auction closes
    And "Anna" shuffles
    And "Anna" cuts
    Then it is refused because "the banker does not cut: he chooses another participant to cut"
    And nothing has changed

  @rule:BB-02.7 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: No bet before the cut
    Given the players "Anna, Boris, Vera" are seated counter-clockwise
    When "Anna" announces a fund of 20
    And the auction closes
    And "Boris" bets 5 on his side
    Then it is refused because "bets open once the bank is formed and the cards are cut"
    And nothing has changed

  @rule:BB-01.1 @rule:BB-06.6 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: One banker's hand against a right and a left hand; a banker who loses keeps the bank
    Given the players "Anna, Boris, Vera, Gleb" are seated counter-clockwise
    And the shoe is stacked with "3♠ 4♠ 2♠ 4♥ 3♥ 3♣ 5♠ 5♥ 5♦ 5♣ 6♠ 6♥ 6♦ 6♣ 7♠"
    And a bank of 10 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 3 on his side
    And "Vera" passes
    And "Gleb" bets 2 on his side
    And the banker deals
    Then the coup waits for "Anna" to decide for banker
    When "Anna" stands
    Then the right side wins
    And the left side wins
    And the fund is 5
    When the banker goes on
    Then "Anna" holds the bank with a fund of 5
    And the coup is at "calling banco"
    And the log says "coup 2: the bank is 5"
