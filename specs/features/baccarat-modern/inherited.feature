@variant:baccarat-modern
Feature: Modern baccarat: what it takes from club baccarat, and what it does not
  Document 002 describes modern baccarat by its differences from club baccarat. Where it names one,
  club baccarat's rule gives way: the house takes its percentage of every win (RM-09), not a
  cagnotte of the bank; the bank is chosen as in Baccarat-bank and the six decks are dealt from a
  shoe (RM-03, RM-04), so the shoe is shuffled as Baccarat Banque shuffles it, not by the croupier
  after each coup's stakes. Where it names none, the stakes are whole chips of any number (the
  club's chips of 5, 29 and 100 are old Russia's, RC-09), the highest stake on a tableau holds its
  cards, an à cheval stake being neither tableau's alone (RM-05), and two banco callers on opposite
  tableaux share the bank (RM-06).
  Seats, counter-clockwise: Anna, Boris and Vera (the right tableau when Anna banks), Gleb and Dasha.

  Background:
    Given the "baccarat-modern" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:RM-09 @rule:RM-03 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: No cagnotte: the bank put up is the whole fund, and the house's share is its percentage of the wins
    When "Boris" announces a fund of 30
    And the auction closes
    Then "Boris" holds the bank with a fund of 30
    And the house took a cagnotte of 0
    And "Boris" has 70 chips

  @rule:RM-04 @rule:RM-03 @needs:session @needs:bank @needs:states
  Scenario: The shoe is shuffled as in Baccarat Banque: the punters who wish, the banker last, then a cut, before any stake
    Given the shoe is stacked with "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠"
    When "Anna" announces a fund of 20
    And the auction closes
    Then the coup is at "shuffling"
    When "croupier" shuffles
    Then it is refused because "the croupier does not make SHUFFLE here: it is for the banker"
    When "Vera" shuffles
    And "Anna" shuffles
    Then the coup is at "cutting"
    When "Vera" cuts
    Then "Vera, Anna" shuffled and "Vera" cut
    And the coup is at "calling banco"

  @rule:RM-01 @needs:session @needs:bank @needs:payouts
  Scenario Outline: A stake is whole chips of any number: club baccarat's chips of 5, 29 and 100 are old Russia's: <stake>
    Given the shoe is stacked with "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets <stake> on his side
    Then it is accepted

    Examples:
      | stake |
      | 2     |
      | 7     |

  @rule:RM-05 @rule:RM-01 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: An à cheval stake is neither tableau's highest, and a tableau nobody staked on is held by its side's first player
    Given the shoe is stacked with "A♠ 2♠ K♦ 3♥ 4♥ Q♣ 7♦ 9♣ 5♠"
    And a bank of 20 held by "Anna"
    When the banker closes the banco calls
    And "Boris" bets 2 on his side
    And "Vera" passes
    And "Gleb" passes
    And "Dasha" bets 10 à cheval
    And the banker deals
    And the deal is confirmed
    Then the coup waits for "Boris" to decide for right
    When "Dasha" stands
    Then it is refused because "Boris, not Dasha, decides for right (the largest stake on right)"
    When "Boris" stands
    Then the coup waits for "Gleb" to decide for left

  @rule:RM-06 @needs:session @needs:bank @needs:payouts
  Scenario: Two banco callers on opposite tableaux each stake half the bank on his own tableau
    Given the shoe is stacked with "4♠ 3♠ 2♠ 3♥ 3♦ 3♣ 9♣ 9♦"
    And a bank of 20 held by "Anna"
    When "Boris" calls banco
    And "Gleb" calls banco
    And the banker closes the banco calls
    Then the bets are:
      | participant | bet   | side  | stake |
      | Boris       | banco | right | 10    |
      | Gleb        | banco | left  | 10    |

  @rule:RM-03 @needs:session @needs:bank @needs:payouts @needs:seeded-shoes
  Scenario: Every player starts with 100 chips and cannot bid or stake beyond them, as at the other bank tables
    Then "Dasha" has 100 chips
    When "Boris" announces a fund of 101
    Then it is refused because "Boris cannot cover a fund of 101 with 100 chips"
    When "Anna" announces a fund of 50
    And the auction closes
    And "Anna" shuffles
    And "Boris" cuts
    And the banker closes the banco calls
    And "Boris" bets 101 on his side
    Then it is refused because "Boris has only 100 chips"
