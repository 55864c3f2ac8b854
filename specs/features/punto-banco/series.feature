@variant:punto-banco
Feature: The home series: ten coups, one 20-point prediction each
  Document 001, section 02: two to eight participants start at zero and play ten coups. Before
  each coup everyone records one prediction of 20 points; the dealer may predict too, before the
  cards. After each coup all cards go back and the shoe is reshuffled. There is no money and no
  limit: a score may go negative. After the tenth coup the highest total wins; equal leaders share.

  Background:
    Given the "punto-banco" profile

  @rule:PB-02.3 @rule:PB-05.4 @rule:PB-02.6 @needs:session @needs:payouts
  Scenario: A full series of three from a stacked shoe ends in a shared win
    Given a series of "Ann, Boris, Vera" dealt by "Ann"
    And the shoes are stacked from "fixtures/shoes/punto-banco-series.yaml"
    When the series starts
    Then the scores are:
      | Ann   | 0 |
      | Boris | 0 |
      | Vera  | 0 |
    When these predictions are played:
      | coup | Ann   | Boris | Vera  |
      | 1    | banco | punto | banco |
      | 2    | -     | punto | banco |
      | 3    | tie   | banco | punto |
      | 4    | punto | banco | banco |
      | 5    | -     | tie   | punto |
      | 6    | banco | banco | punto |
      | 7    | tie   | punto | banco |
      | 8    | punto | punto | tie   |
      | 9    | banco | tie   | tie   |
      | 10   | punto | punto | banco |
    Then the series is over after coup 10
    And the standings are:
      | 1 | Ann   | 198 |
      | 1 | Boris | 198 |
      | 3 | Vera  | 157 |
    And the winners are "Ann and Boris"

  @rule:PB-02.3 @rule:PB-05.4 @needs:session @needs:payouts
  Scenario: The same series, loaded from its game record, ends in the same shared win
    Given the game recorded in "fixtures/records/punto-banco-series.json"
    When the recorded moves are played
    Then the series is over after coup 10
    And the standings are:
      | 1 | Ann   | 198 |
      | 1 | Boris | 198 |
      | 3 | Vera  | 157 |
    And the winners are "Ann and Boris"

  @rule:PB-02.3 @needs:session @needs:payouts @needs:seeded-shoes
  Scenario: The series has ten coups and everyone starts at zero
    Given a series of "Ann, Boris" dealt by "Ann"
    When the series starts
    Then the session has 10 coups
    And "Ann" has a score of 0
    And "Boris" has a score of 0
    And coup 1 is taking predictions

  @rule:PB-02.3 @needs:session @needs:seeded-shoes
  Scenario Outline: <count> participants are too few or too many
    Given a series of "<names>"
    Then the series cannot start because "takes 2 to 8 participants, not <count>"

    Examples:
      | count | names                                                 |
      | 1     | Ann                                                   |
      | 9     | Ann, Boris, Vera, Gleb, Dana, Egor, Fira, Hana, Igor |

  @rule:PB-02.3 @needs:session @needs:seeded-shoes
  Scenario: Eight participants may play
    Given a series of "Ann, Boris, Vera, Gleb, Dana, Egor, Fira, Hana"
    When the series starts
    Then the participants are "Ann, Boris, Vera, Gleb, Dana, Egor, Fira, Hana"

  @rule:PB-02.2 @rule:PB-FAQ.3 @needs:session @needs:profile-files @needs:payouts
  Scenario: A dealer is chosen, and nobody holds a hand of their own
    Given a series of "Ann, Boris, Vera" dealt by "Vera"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When the series starts
    Then "Vera" deals
    And the bets on offer are "punto, banco, tie"
    When "Ann" predicts banco
    And "Boris" predicts punto
    And "Vera" predicts tie
    And the dealer deals
    Then the cards went only to "punto, banco"
    And punto holds "4♥ 9♣ 8♦"
    And banco holds "2♠ A♦"
    And "Ann"'s score changes by 19

  @rule:PB-02.2 @needs:session @needs:seeded-shoes
  Scenario: The dealer must be one of the participants
    Given a series of "Ann, Boris" dealt by "Vera"
    Then the series cannot start because "the dealer \"Vera\" is not one of the participants"

  @rule:PB-02.4 @needs:session @needs:payouts
  Scenario: Everyone records one prediction of 20 points before the deal
    Given a series of "Ann, Boris, Vera" dealt by "Ann"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts banco
    And the dealer deals
    Then it is refused because "still to bet: Vera"
    And nothing has changed
    When "Vera" predicts tie
    And the dealer deals
    Then it is accepted
    And every prediction stakes 20

  @rule:PB-02.4 @needs:payouts @needs:seeded-shoes
  Scenario: A second prediction in the same coup is refused and changes nothing
    Given a single coup with bettors "Ann, Boris"
    When "Boris" predicts banco
    And "Boris" predicts punto
    Then it is refused because "Boris has already bet on banco this coup"
    And nothing has changed

  @rule:PB-02.4 @needs:payouts
  Scenario: A prediction of another stake than 20 points is refused and changes nothing
    Given a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts banco staking 25
    Then it is refused because "a bet of 25 is not taken"
    And nothing has changed

  @rule:PB-02.4 @needs:payouts @needs:side-bets @needs:seeded-shoes
  Scenario: A prediction on something the table does not offer is refused
    Given a single coup with bettors "Ann, Boris"
    When "Boris" predicts dragon
    Then it is refused because "\"dragon\" is not a bet of Punto Banco"
    And nothing has changed

  @rule:PB-02.4 @rule:PB-03.2 @needs:session @needs:payouts
  Scenario: A prediction after the deal is refused
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts banco
    And the dealer deals
    And "Ann" predicts punto
    Then it is refused because "bets are taken only before the deal"
    And nothing has changed

  @rule:PB-02.5 @needs:payouts
  Scenario: The dealer may predict before the cards
    Given a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Ann" predicts banco
    And "Boris" predicts punto
    And the dealer deals
    Then "Ann"'s score changes by 19
    And "Boris"'s score changes by -20

  @rule:PB-02.5 @needs:payouts
  Scenario: The dealer need not predict
    Given a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts punto
    And the dealer deals
    Then it is accepted
    And "Ann" has no prediction in the coup
    And "Ann" has a score of 0

  @rule:PB-02.6 @needs:session @needs:payouts @needs:seeded-shoes
  Scenario: After each coup every card goes back and the full shoe is reshuffled
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is shuffled with seed 2026
    When "Boris" predicts banco
    And the dealer deals
    And the dealer opens the next coup
    Then coup 2 is taking predictions
    And the shoe holds 416 cards
    And the shoe holds 8 copies of every card

  @rule:PB-02.6 @needs:session @needs:seeded-shoes
  Scenario: The next coup is opened only once the coup in play is over
    Given a series of "Ann, Boris" dealt by "Ann"
    When the dealer opens the next coup
    Then it is refused because "the next coup opens once the coup in play is over"
    And nothing has changed

  @rule:PB-02.7 @needs:session @needs:payouts
  Scenario: No money and no limit: a score goes below zero
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoes are stacked from "fixtures/shoes/punto-banco-series.yaml"
    When these predictions are played:
      | coup | Ann | Boris |
      | 1    | -   | punto |
      | 2    | -   | tie   |
    Then "Boris" has a score of -40
    And coup 3 is taking predictions

  @rule:PB-05.4 @needs:session @needs:payouts
  Scenario: The series cannot go on after the tenth coup
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoes are stacked from "fixtures/shoes/punto-banco-series.yaml"
    When these predictions are played:
      | coup | Ann | Boris |
      | 1    | -   | banco |
      | 2    | -   | banco |
      | 3    | -   | banco |
      | 4    | -   | banco |
      | 5    | -   | banco |
      | 6    | -   | banco |
      | 7    | -   | banco |
      | 8    | -   | banco |
      | 9    | -   | banco |
      | 10   | -   | banco |
    Then the series is over after coup 10
    And "Boris" has a score of -4
    And the winners are "Ann"
    When "Boris" predicts banco
    Then it is refused because "the session is over after 10 coups"
