@needs:roads
Feature: Which games have roads
  Roads are a property of a coup's one result: Punto Banco and its house variants, and Chemin de Fer
  with the punter's hand as Punto and the banker's as Banco; a pair is a hand's first two cards of
  one rank. A banker against two tableaux, or against each punter, has no one result a coup, and its
  roads are refused (ROAD-12). The recorded games' results below were read off each coup's settled
  outcome and cards in the record files.

  @rule:ROAD-12
  Scenario: A recorded Punto Banco series, its results with their pairs
    Given the results of the game recorded in "fixtures/records/punto-banco-series.json"
    Then the results read "BPTbBPBBbpPTPp"

  @rule:ROAD-12
  Scenario: A recorded Chemin de Fer shoe: the punter's wins are P, the banker's B
    Given the results of the game recorded in "fixtures/records/chemin-de-fer-shoe.json"
    Then the results read "PPPPPTBbPPPPPPPPPBBBPTBBPBPPPBBBPPPBTPBBBBPBBTBbBBBTBBPBPBBTpBPbPTb"
    And the Big Road entry of coup 1 is in run 1, place 1

  @rule:ROAD-12
  Scenario Outline: <profile> has roads
    Then the roads of "<profile>" are drawn

    Examples:
      | profile                   |
      | punto-banco               |
      | ez-baccarat               |
      | punto-banco-6-decks       |
      | chemin-de-fer             |
      | chemin-de-fer-free-banker |

  @rule:ROAD-12
  Scenario Outline: <profile> has no one result a coup: its roads are refused
    Then the roads of "<profile>" are refused because "<why>"

    Examples:
      | profile           | why                          |
      | baccarat-banque   | each side against the banker |
      | baccarat-club     | each side against the banker |
      | baccarat-modern   | each side against the banker |
      | baccarat-domestic | one result per punter        |
