@variant:punto-banco
Feature: A profile names its variant
  Document 001, section 01: Chemin de Fer and Baccarat Banque let players decide what Punto Banco
  decides by table; "baccarat" alone does not say which rules apply. So every profile names its
  variant, and the profile is what the machine is built from.

  @rule:PB-01.1 @needs:profile-files
  Scenario: The bundled profile names its variant
    When the profile file "specs/profiles/punto-banco.yaml" is loaded
    Then the profile loads as "punto-banco"

  @rule:PB-01.1 @needs:profile-files
  Scenario: A profile without an id is refused with its place in the file
    When the profile file "fixtures/invalid/missing-id.yaml" is loaded
    Then loading fails with "fixtures/invalid/missing-id.yaml:4:1  /  missing required key \"id\""

  @rule:PB-01.1 @needs:profile-files
  Scenario: Punto Banco leaves no decision to a player: a choice in its table needs a decider
    When the profile file "fixtures/invalid/choice-without-decider.yaml" is loaded
    Then loading fails with "\"choice\" needs someone to choose"
