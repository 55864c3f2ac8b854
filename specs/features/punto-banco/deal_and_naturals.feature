@variant:punto-banco
Feature: The deal, card values and naturals
  Document 001, section 03: A=1, 2-9 their face value, 10 J Q K zero; a total keeps only its last
  digit. Once the predictions are fixed the cards are dealt face up Punto, Banco, Punto, Banco. A
  two-card eight or nine in either hand stops all drawing, and the hands are compared at once.

  Background:
    Given the "punto-banco" profile

  @rule:PB-03.2 @needs:payouts
  Scenario: The first four cards go face up to Punto, Banco, Punto, Banco
    Given a single coup with bettors "Ann, Boris"
    And the shoe is stacked with "4♥ 2♠ 9♣ A♦ 8♦"
    When "Boris" predicts tie
    And the dealer deals
    Then the cards were dealt in this order:
      | card | hand  | face |
      | 4♥   | punto | up   |
      | 2♠   | banco | up   |
      | 9♣   | punto | up   |
      | A♦   | banco | up   |
      | 8♦   | punto | up   |

  @rule:PB-03.1
  Scenario Outline: <rank> counts <value>
    When a coup is dealt from "<rank>♠ 7♠ K♥ K♦ 2♥ 3♦"
    Then the punto total after the deal is <value>

    Examples:
      | rank | value |
      | A    | 1     |
      | 2    | 2     |
      | 3    | 3     |
      | 4    | 4     |
      | 5    | 5     |
      | 6    | 6     |
      | 7    | 7     |
      | 8    | 8     |
      | 9    | 9     |
      | 10   | 0     |
      | J    | 0     |
      | Q    | 0     |
      | K    | 0     |

  @rule:PB-03.1
  Scenario: Seven and eight make fifteen, which counts five
    When a coup is dealt from "7♣ K♠ 8♥ K♦ K♥ 5♦"
    Then the punto total after the deal is 5

  @rule:PB-03.3
  Scenario: A natural in Punto stops all drawing, even Banco's on a low total
    When a coup is dealt from "8♣ K♠ K♥ 2♦ 5♥ 5♦"
    Then punto has a natural
    And no hand draws
    And the punto total is 8
    And the banco total is 2
    And punto wins
    And 4 cards were used

  @rule:PB-03.3
  Scenario: A natural in Banco stops Punto's draw
    When a coup is dealt from "K♣ 4♠ 2♥ 5♦ 5♥ 5♣"
    Then banco has a natural
    And no hand draws
    And the punto total is 2
    And banco wins

  @rule:PB-03.4 @rule:PB-FAQ.1
  Scenario: Nine beats eight
    When a coup is dealt from "4♣ 5♠ 4♥ 4♦ 5♥"
    Then punto has a natural
    And banco has a natural
    And no hand draws
    And the punto total is 8
    And the banco total is 9
    And banco wins

  @rule:PB-03.4 @rule:PB-FAQ.1 @needs:payouts
  Scenario: Two naturals of eight tie
    Given a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "4♣ 5♠ 4♥ 3♦ 5♥"
    When "Boris" predicts punto
    And "Vera" predicts tie
    And the dealer deals
    Then the punto total is 8
    And the banco total is 8
    And no hand draws
    And the coup is a tie
    And "Boris"'s score changes by 0
    And "Vera"'s score changes by 160

  @rule:PB-FAQ.1
  Scenario: A natural eight does not always win: it only stops the drawing
    When a coup is dealt from "6♣ 9♠ 2♥ K♦"
    Then punto has a natural
    And banco has a natural
    And the punto total is 8
    And banco wins

  @rule:PB-02.1 @needs:session @needs:seeded-shoes
  Scenario: Eight decks of 52 cards without jokers: 416 cards
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is shuffled with seed 7
    When the series starts
    Then the shoe holds 416 cards
    And the shoe holds 8 copies of every card

  @rule:PB-02.1 @needs:session
  Scenario: A stacked shoe cannot hold a ninth copy of a card
    Given a series of "Ann, Boris" dealt by "Ann"
    And the shoe is stacked with "9♣ 9♣ 9♣ 9♣ 9♣ 9♣ 9♣ 9♣ 9♣"
    Then the series cannot start because "9C appears 9 times, but a shoe of 8 decks holds only 8"
