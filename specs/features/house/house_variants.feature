Feature: House variants: each a YAML file that extends Punto Banco
  Document 001, section 07: "Некоторые тарифы платят за Tie 9:1; некоторые отменяют комиссию, меняя
  отдельные выплаты Banco. Они не входят в эту инструкцию. Побочные ставки на пары также не
  используются." The house variants in specs/profiles/house/ are those other tables: each says
  `extends: punto-banco` and only what changes. A 20-point prediction, as in the home series.
  Punto Banco deals Punto, Banco, Punto, Banco, then third cards.

  @variant:punto-banco-6-decks @rule:PB6-01 @needs:session @needs:seeded-shoes
  Scenario: Six decks: 312 cards, and the worked example plays as in Punto Banco
    Given the "punto-banco-6-decks" profile
    And a series of "Ann, Boris" dealt by "Ann"
    And the shoe is shuffled with seed 6
    When the series starts
    Then the shoe holds 312 cards
    And the shoe holds 6 copies of every card
    When a coup is dealt from "4♥ 2♠ 9♣ A♦ 8♦"
    Then banco wins
    And the banco total is 3

  @variant:punto-banco-tie-9 @rule:TIE9-01 @needs:payouts
  Scenario Outline: Tie 9:1: a 20-point prediction on <prediction> when <result>
    Given the "punto-banco-tie-9" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts <prediction>
    And the dealer deals
    Then "Boris"'s score changes by <change>

    Examples:
      | prediction | result       | shoe        | change |
      | tie        | eights tie   | 8H 8S KD KC | 180    |
      | banco      | eights tie   | 8H 8S KD KC | 0      |
      | banco      | Banco wins   | 2H 9S 3D KC | 19     |
      | punto      | Punto wins   | 9H 2S KD 3C | 20     |

  @variant:super-6 @rule:S6-01 @needs:payouts
  Scenario: Super 6: no commission, a Banco win on 9 pays even money
    Given the "super-6" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "2H 9S 3D KC"
    When "Boris" predicts banco
    And the dealer deals
    Then banco wins
    And the banco total is 9
    And "Boris"'s score changes by 20

  @variant:super-6 @rule:S6-02 @needs:payouts
  Scenario Outline: Super 6: a Banco win with a total of 6 pays 1 to 2 (<cards> cards)
    Given the "super-6" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And the dealer deals
    Then banco wins
    And the banco total is 6
    And banco holds <cards> cards
    And "Boris"'s score changes by 10

    Examples:
      | cards | shoe           |
      | 2     | KH 3S 2D 3C 2C    |
      | 3     | KH 2S 3D AC 2C 3♦ |

  @variant:ez-baccarat @rule:EZ-01 @needs:payouts
  Scenario: EZ Baccarat: no commission on a Banco win
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "2H 9S 3D KC"
    When "Boris" predicts banco
    And the dealer deals
    Then banco wins
    And "Boris"'s score changes by 20

  @variant:ez-baccarat @rule:EZ-02 @rule:EZ-03 @needs:payouts @needs:side-bets
  Scenario: EZ Baccarat: Banco wins with a three-card 7: Banco bets push, Dragon 7 pays 40 to 1
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "K♠ 3♠ 6♥ 2♦ 2♣"
    When "Boris" predicts banco
    And "Vera" predicts banco
    And "Vera" predicts dragon-7
    And the dealer deals
    Then punto holds "K♠ 6♥"
    And banco holds "3♠ 2♦ 2♣"
    And banco wins
    And the banco total is 7
    And "Boris"'s prediction is push
    And "Boris"'s score changes by 0
    And "Vera"'s banco bet changes the score by 0
    And "Vera"'s dragon-7 bet changes the score by 800

  @variant:ez-baccarat @rule:EZ-03 @rule:EZ-05 @needs:payouts @needs:side-bets @needs:seeded-shoes
  Scenario: EZ Baccarat: a side bet is made besides one prediction on Punto or Banco, once, and not in its place
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris"
    When "Boris" predicts dragon-7
    Then it is refused because "the dragon-7 side bet is taken only beside a main bet on punto or banco: Boris has made none yet this coup"
    And nothing has changed
    When "Boris" predicts tie
    And "Boris" predicts panda-8
    Then it is refused because "the panda-8 side bet is taken only beside a main bet on punto or banco: Boris bet on tie"
    And nothing has changed

  @variant:ez-baccarat @rule:EZ-03 @rule:EZ-05 @needs:payouts @needs:side-bets @needs:seeded-shoes
  Scenario: EZ Baccarat: beside a bet on Banco, Dragon 7 is taken once
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris"
    When "Boris" predicts banco
    And "Boris" predicts dragon-7
    And "Boris" predicts dragon-7
    Then it is refused because "Boris has already made the dragon-7 side bet this coup"
    And nothing has changed

  @variant:ez-baccarat @rule:EZ-03 @needs:payouts @needs:side-bets
  Scenario: EZ Baccarat: a two-card Banco 7 is no Dragon
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "K♠ 4♠ 6♥ 3♦"
    When "Boris" predicts banco
    And "Vera" predicts punto
    And "Vera" predicts dragon-7
    And the dealer deals
    Then banco wins
    And the banco total is 7
    And "Boris"'s score changes by 20
    And "Vera"'s dragon-7 bet changes the score by -20

  @variant:ez-baccarat @rule:EZ-04 @needs:payouts @needs:side-bets
  Scenario: EZ Baccarat: Punto wins with a three-card 8: Panda 8 pays 25 to 1
    Given the "ez-baccarat" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "A♠ 3♠ 2♥ 2♦ 5♣ 2♣"
    When "Boris" predicts punto
    And "Vera" predicts banco
    And "Vera" predicts panda-8
    And the dealer deals
    Then punto holds "A♠ 2♥ 5♣"
    And punto wins
    And the punto total is 8
    And "Boris"'s score changes by 20
    And "Vera"'s panda-8 bet changes the score by 500
    And "Vera"'s score changes by 480

  @variant:punto-banco-pairs @rule:PAIR-01 @rule:PAIR-02 @needs:payouts @needs:side-bets
  Scenario Outline: Pair bets: <case>
    Given the "punto-banco-pairs" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts punto-pair
    And "Vera" predicts punto
    And "Vera" predicts banco-pair
    And the dealer deals
    Then "Boris"'s punto-pair bet changes the score by <punto>
    And "Vera"'s banco-pair bet changes the score by <banco>

    Examples:
      | case                                | shoe        | punto | banco |
      | a pair on Punto (two sevens)        | 7H 2S 7C 6D | 220   | -20   |
      | a pair on Banco (two queens)        | 3H QS 5C QD | -20   | 220   |
      | a pair on each side                 | 4H 9S 4C 9D | 220   | 220   |
      | ten and king count alike but no pair | TH 2S KC 6D | -20   | -20   |
