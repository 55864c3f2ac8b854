@variant:baccarat-club
Feature: Club baccarat: a natural 8 kept quiet, and what the holder pays for it
  Document 002, "правила для понтера, распоряжающегося картами": a holder who keeps his natural 8
  quiet may then draw to it, by accident or on purpose («случайно или намеренно прикупит к шести или
  более»: RC-15), or stay on his two cards («оставшись с двумя картами»: RC-16). Drawn to and lost,
  he pays the stakes on his tableau (RC-15); stood on, it loses to the banker's 8 made by drawing and
  he pays every punter who lost (RC-16), à cheval and the other tableau's included. A banker's 8 made
  by a misdeal (RC-17) is no 8 on three cards: it neither wins the tie nor costs the holder.
  Seats, counter-clockwise: Anna (the banker), Boris and Vera (the first tableau, "right"), Gleb and
  Dasha (the second, "left"). The deal goes right, left, banker, twice.

  Background:
    Given the "baccarat-club" profile
    And the players "Anna, Boris, Vera, Gleb, Dasha" are seated counter-clockwise

  @rule:RC-15 @rule:RC-16 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: A holder who keeps his 8 quiet is asked to draw or stand; drawn to and lost, he pays the stakes on his tableau
    Given the shoe is stacked with "4♠ A♠ 3♠ 4♥ A♦ 2♣ 5♦ 2♥ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" keeps his natural quiet
    Then the coup waits for "Boris" to decide for right
    When "Vera" draws
    Then it is refused because "Boris, not Vera, decides for right (the active player of right)"
    When "Boris" draws
    Then right holds "4♠ 4♥ 5♦"
    And the right total is 3
    And left must draw on 2
    When "Anna" stands
    Then the banker total is 5
    And the right side loses
    And the left side loses
    And "Boris" pays "Vera" a penalty of 5
    And "Boris" has 85 chips
    And "Vera" has 100 chips
    And "Gleb" has 90 chips

  @rule:RC-15 @rule:RC-16 @rule:RC-02 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario: Drawn to, a quiet 8 is an ordinary hand: three cards of 8 against the banker's three-card 8 are equal
    Given the shoe is stacked with "4♠ A♠ 3♠ 4♥ A♦ 2♣ K♦ 2♥ 3♥"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" keeps his natural quiet
    And "Boris" draws
    And "Anna" draws
    Then right holds "4♠ 4♥ K♦"
    And the banker total is 8
    And the right side is equal
    And the left side loses
    And nobody pays a penalty
    And "Boris" has 100 chips
    And "Vera" has 100 chips
    And "Gleb" has 90 chips

  @rule:RC-16 @rule:RC-06 @needs:session @needs:bank @needs:payouts @needs:choices
  Scenario Outline: Stood on and lost to the banker's three-card 8, the holder pays every loser: <case>
    Given the shoe is stacked with "<shoe>"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 à cheval
    And "Gleb" bets 10 on his side
    And "Dasha" bets 5 on her side
    And "Boris" cuts
    And the banker deals
    And the deal is confirmed
    And "Boris" keeps his natural quiet
    And "Boris" stands
    And "Anna" draws
    Then the banker total is 8
    And the right side loses
    And the left side <left>
    And "Boris" has <boris> chips
    And "Vera" has <vera> chips
    And "Gleb" has <gleb> chips
    And "Dasha" has <dasha> chips
    And the fund is <fund>

    Examples:
      | case                                                                  | shoe                       | left  | boris | vera | gleb | dasha | fund |
      | both tableaux lose: the à cheval stake and the left tableau's repaid  | 4♠ A♠ 3♠ 4♥ A♦ 2♣ 4♦ 3♥ 9♣ | loses | 70    | 100  | 100  | 100   | 75   |
      | the left tableau wins: the à cheval stake is returned, nothing repaid | 4♠ A♠ 3♠ 4♥ A♦ 2♣ 7♦ 3♥ 9♣ | wins  | 90    | 100  | 110  | 105   | 40   |

  @rule:RC-16 @rule:RC-17 @rule:RC-02 @needs:session @needs:bank @needs:payouts @needs:choices @needs:states
  Scenario: A banker's 8 made by a misdeal is no 8 on three cards: the quiet 8 against it is equal, and nobody pays
    Given the shoe is stacked with "4♠ A♠ 3♠ 4♥ A♦ 2♣ 9♥ 8♦ 3♥ 9♣"
    And a bank of 50 held by "Anna"
    When "Boris" bets 10 on his side
    And "Vera" bets 5 on her side
    And "Gleb" bets 10 on his side
    And "Dasha" passes
    And "Boris" cuts
    And the banker deals
    And a misdeal gives banker an extra card
    Then banker holds "3♠ 2♣ 9♥ 8♦"
    And the banker total is 8
    When the deal is confirmed
    Then the coup is at "a natural to show"
    When "Boris" keeps his natural quiet
    And "Boris" stands
    Then left must draw on 2
    And banker must stand on 8
    And the right side is equal
    And the left side loses
    And nobody pays a penalty
    And "Boris" has 100 chips
    And "Vera" has 100 chips
    And "Gleb" has 90 chips
    And the fund is 55
