@variant:punto-banco
Feature: Predictions are paid by the table of section 05
  Document 001, section 05: a winning Punto prediction profits its stake, Banco 95 % of it, Tie
  eight stakes; the stake itself comes back besides. On a Tie, Punto and Banco predictions are
  returned without profit. For a 20-point prediction: Punto +20/-20, Banco +19/-20, Tie +160/-20.

  Background:
    Given the "punto-banco" profile
    And a single coup with bettors "Ann, Boris"

  @rule:PB-05.3 @rule:PB-05.1 @needs:payouts
  Scenario Outline: A 20-point prediction on <prediction> when <result>
    Given the shoe is stacked with "<shoe>"
    When "Boris" predicts <prediction>
    And the dealer deals
    Then <result>
    And "Boris"'s prediction is <settled>
    And "Boris"'s score changes by <change>

    Examples: Punto wins (Punto 9 natural against Banco 5)
      | prediction | shoe        | result       | settled | change |
      | punto      | 9H 2S KD 3C | punto wins   | win     | 20     |
      | banco      | 9H 2S KD 3C | punto wins   | lose    | -20    |
      | tie        | 9H 2S KD 3C | punto wins   | lose    | -20    |

    Examples: Banco wins (Banco 9 natural against Punto 5)
      | prediction | shoe        | result       | settled | change |
      | punto      | 2H 9S 3D KC | banco wins   | lose    | -20    |
      | banco      | 2H 9S 3D KC | banco wins   | win     | 19     |
      | tie        | 2H 9S 3D KC | banco wins   | lose    | -20    |

    Examples: A tie (six against six)
      | prediction | shoe        | result          | settled | change |
      | punto      | 4H 3S 2D 3C | the coup is a tie | push    | 0      |
      | banco      | 4H 3S 2D 3C | the coup is a tie | push    | 0      |
      | tie        | 4H 3S 2D 3C | the coup is a tie | win     | 160    |

  @rule:PB-05.2 @needs:session @needs:payouts
  Scenario: On a tie Punto and Banco predictions come back without profit and Tie wins
    Given a series of "Ann, Boris, Vera" dealt by "Ann"
    And the shoe is stacked with "4H 3S 2D 3C"
    When "Ann" predicts punto
    And "Boris" predicts banco
    And "Vera" predicts tie
    And the dealer deals
    Then the coup is a tie
    And the scores are:
      | Ann   | 0   |
      | Boris | 0   |
      | Vera  | 160 |

  @rule:PB-00.1 @rule:PB-07.1 @needs:profile-files @needs:payouts @needs:seeded-shoes
  Scenario: This table's tariff: Tie 8:1 and 5 % commission on Banco, no other bets
    Then the bets on offer are "punto, banco, tie"
    Given the shoe is stacked with "2H 9S 3D KC"
    When "Boris" predicts banco
    And the dealer deals
    Then "Boris"'s score changes by 19

  @rule:PB-00.1 @rule:PB-07.1 @needs:payouts
  Scenario: Tie pays 8 to 1 here, not 9 to 1
    Given the shoe is stacked with "8H 8S KD KC"
    When "Boris" predicts tie
    And the dealer deals
    Then "Boris"'s score changes by 160

  @rule:PB-07.1 @needs:payouts @needs:seeded-shoes
  Scenario: Pair side bets are not part of this table
    When "Boris" predicts punto-pair
    Then it is refused because "\"punto-pair\" is not a bet of Punto Banco: bet on punto, banco, tie"

  @rule:PB-FAQ.3 @needs:session @needs:payouts
  Scenario: Banco is a shared hand that any participant may predict, the dealer too
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is stacked with "2H 9S 3D KC"
    When "Ann" predicts banco
    And "Boris" predicts banco
    And the dealer deals
    Then banco wins
    And the scores are:
      | Ann   | 19 |
      | Boris | 19 |
