Feature: A catalog of published side bets, one family per house profile
  Each bet of specs/profiles/house/ as its source states it, at its edges: the coup that wins it, the
  coup that just misses it. Every stake is 20 points, besides a prediction on punto, banco or tie;
  the shoes are stacked in dealing order (Punto, Banco, Punto, Banco, then the third cards).

  @variant:dragon-bonus-2 @rule:DB2-01 @needs:payouts @needs:side-bets
  Scenario Outline: Dragon Bonus, second table: naturals as on the first (<case>)
    Given the "dragon-bonus-2" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts dragon-punto
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s dragon-punto bet changes the score by <change>

    Examples:
      | case                       | shoe        | change |
      | Punto's natural 9 beats 5  | 9H 2S KC 3D | 20     |
      | natural 9 against 9 pushes | 9H 9S KC KD | 0      |
      | 6 against 6 loses          | 2H 3S 4C 3D | -20    |

  @variant:dragon-bonus-2 @rule:DB2-02 @needs:payouts @needs:side-bets
  Scenario Outline: Dragon Bonus, second table: the margins paid in pairs (<case>)
    Given the "dragon-bonus-2" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts dragon-punto
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s dragon-punto bet changes the score by <change>

    Examples:
      | case              | shoe              | change |
      | by 9 pays 30 to 1 | 2H KS 3C QD 4D KC | 600    |
      | by 7 pays 4 to 1  | 2H KS 3C QD 2D KC | 80     |
      | by 5 pays 2 to 1  | 2H KS 3C QD KD KC | 40     |
      | by 2 loses        | 2H KS KC QD KD KC | -20    |

  @variant:five-treasures @rule:FT-01 @needs:payouts @needs:side-bets
  Scenario Outline: 5 Treasures: Fortune 7 on a Banco win with a three-card 7 (<case>)
    Given the "five-treasures" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts fortune-7
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s fortune-7 bet changes the score by <change>

    Examples:
      | case                              | shoe              | change |
      | Banco 7 of three cards beats 5    | KH KS 5C 3D KD 4C | 800    |
      | Banco 7 of three cards loses to 9 | KH KS 4C 3D 5D 4C | -20    |

  @variant:five-treasures @rule:FT-02 @needs:payouts @needs:side-bets
  Scenario Outline: 5 Treasures: Golden 8 on a Punto win with a three-card 8 (<case>)
    Given the "five-treasures" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts golden-8
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s golden-8 bet changes the score by <change>

    Examples:
      | case                           | shoe           | change |
      | Punto 8 of three cards beats 7 | KH KS 2C 7D 6D | 500    |
      | Punto natural 8 beats 5        | 8H 2S KC 3D    | -20    |

  @variant:five-treasures @rule:FT-03 @needs:payouts @needs:side-bets
  Scenario Outline: 5 Treasures: Heavenly 9 on a three-card 9, whoever wins (<case>)
    Given the "five-treasures" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts heavenly-9
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s heavenly-9 bet changes the score by <change>

    Examples:
      | case                           | shoe              | change |
      | both hands 9 of three cards    | KH KS 4C 3D 5D 6C | 1500   |
      | Punto 9 of three cards         | KH KS 4C 3D 5D 4C | 200    |
      | a natural 9 is not three cards | 9H 2S KC 3D       | -20    |

  @variant:five-treasures @rule:FT-04 @needs:payouts @needs:side-bets
  Scenario Outline: 5 Treasures: Blazing 7s on two 7s of as many cards (<case>)
    Given the "five-treasures" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts blazing-7s
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s blazing-7s bet changes the score by <change>

    Examples:
      | case                            | shoe              | change |
      | 7 against 7, three cards each   | KH KS 2C 3D 5D 4C | 4000   |
      | 7 against 7, two cards each     | KH KS 7C 7D       | 1000   |
      | two-card 7 against three-card 7 | KH KS 7C 3D 4C    | -20    |

  @variant:five-treasures @rule:FT-05 @needs:payouts @needs:side-bets
  Scenario Outline: 5 Treasures: Cover All on any of the four (<case>)
    Given the "five-treasures" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts cover-all
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s cover-all bet changes the score by <change>

    Examples:
      | case         | shoe              | change |
      | a Fortune 7  | KH KS 5C 3D KD 4C | 120    |
      | a Heavenly 9 | KH KS 4C 3D 5D 4C | 120    |
      | a Blazing 7s | KH KS 7C 7D       | 120    |
      | none of them | 9H 2S KC 3D       | -20    |

  @variant:lucky-6 @rule:L6-01 @needs:payouts @needs:side-bets
  Scenario Outline: Lucky 6, Las Vegas table: a Banco win with 6 (<case>)
    Given the "lucky-6" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts lucky-6
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s lucky-6 bet changes the score by <change>

    Examples:
      | case                 | shoe              | change |
      | two-card 6 beats 5   | KH KS 5C 6D KD    | 240    |
      | three-card 6 beats 5 | KH KS 5C 3D KD 3C | 460    |
      | 6 against 6 is a tie | KH KS 6C 6D       | -20    |

  @variant:lucky-6 @rule:L6-02 @needs:payouts @needs:side-bets
  Scenario Outline: Lucky 6, Macau table: 20 to 1 on three cards (<case>)
    Given the "lucky-6" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts lucky-6-macau
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s lucky-6-macau bet changes the score by <change>

    Examples:
      | case                 | shoe              | change |
      | two-card 6 beats 5   | KH KS 5C 6D KD    | 240    |
      | three-card 6 beats 5 | KH KS 5C 3D KD 3C | 400    |

  @variant:tiger @rule:TG-01 @needs:payouts @needs:side-bets
  Scenario Outline: Tiger: a Banco win with 6, by its cards (<case>)
    Given the "tiger" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts tiger
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s tiger bet changes the score by <change>

    Examples:
      | case                 | shoe              | change |
      | two-card 6 beats 5   | KH KS 5C 6D KD    | 240    |
      | three-card 6 beats 5 | KH KS 5C 3D KD 3C | 400    |
      | Banco 7 beats 5      | KH KS 5C 7D KD    | -20    |

  @variant:tiger @rule:TG-02 @needs:payouts @needs:side-bets
  Scenario Outline: Big Tiger: a Banco win with a three-card 6 only (<case>)
    Given the "tiger" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts big-tiger
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s big-tiger bet changes the score by <change>

    Examples:
      | case                 | shoe              | change |
      | three-card 6 beats 5 | KH KS 5C 3D KD 3C | 1000   |
      | two-card 6 beats 5   | KH KS 5C 6D KD    | -20    |

  @variant:egalite @rule:EG-01 @needs:payouts @needs:side-bets
  Scenario Outline: Egalité on 7: a tie on 7 only (<case>)
    Given the "egalite" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts egalite-7
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s egalite-7 bet changes the score by <change>

    Examples:
      | case            | shoe        | change |
      | 7 against 7     | KH KS 7C 7D | 900    |
      | 6 against 6     | KH KS 6C 6D | -20    |
      | Punto 7 beats 6 | KH KS 7C 6D | -20    |

  @variant:egalite @rule:EG-01 @needs:payouts @needs:side-bets
  Scenario Outline: Egalité on 0: a tie on 0, three cards each (<case>)
    Given the "egalite" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts egalite-0
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s egalite-0 bet changes the score by <change>

    Examples:
      | case        | shoe              | change |
      | 0 against 0 | KH KS KC KD KH KS | 3000   |
      | 9 against 9 | 9H 9S KC KD       | -20    |

  @variant:egalite @rule:EG-02 @needs:payouts @needs:side-bets
  Scenario Outline: Egalité groups: 6 and 7 at 22 to 1 (<case>)
    Given the "egalite" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts egalite-6-7
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s egalite-6-7 bet changes the score by <change>

    Examples:
      | case        | shoe        | change |
      | 7 against 7 | KH KS 7C 7D | 440    |
      | 6 against 6 | KH KS 6C 6D | 440    |
      | 9 against 9 | 9H 9S KC KD | -20    |

  @variant:egalite @rule:EG-03 @needs:payouts @needs:side-bets
  Scenario Outline: Low Tie Max: a tie of 0 to 5 (<case>)
    Given the "egalite" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts low-tie
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s low-tie bet changes the score by <change>

    Examples:
      | case        | shoe              | change |
      | 0 against 0 | KH KS KC KD KH KS | 1100   |
      | 6 against 6 | KH KS 6C 6D       | -20    |

  @variant:egalite @rule:EG-03 @needs:payouts @needs:side-bets
  Scenario Outline: High Tie Max: a tie of 6 to 9 (<case>)
    Given the "egalite" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts tie
    And "Boris" predicts high-tie
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s high-tie bet changes the score by <change>

    Examples:
      | case        | shoe              | change |
      | 6 against 6 | KH KS 6C 6D       | 200    |
      | 0 against 0 | KH KS KC KD KH KS | -20    |

  @variant:pair-bets @rule:PB-01 @needs:payouts @needs:side-bets
  Scenario Outline: Either Pair: a pair by rank in either hand (<case>)
    Given the "pair-bets" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts either-pair
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s either-pair bet changes the score by <change>

    Examples:
      | case          | shoe              | change |
      | Punto's 7♥ 7♣ | 7H KS 7C 2D KD KC | 100    |
      | Banco's 5♠ 5♦ | KH 5S 2C 5D KD KC | 100    |
      | no pair       | 7H KS 6C 2D KD KC | -20    |

  @variant:pair-bets @rule:PB-02 @needs:payouts @needs:side-bets
  Scenario Outline: Perfect Pair, version 1: a suited pair, one pay for one or both (<case>)
    Given the "pair-bets" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts perfect-pair
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s perfect-pair bet changes the score by <change>

    Examples:
      | case              | shoe              | change |
      | Punto's 7♥ 7♥     | 7H KS 7H 2D KD KC | 500    |
      | both hands suited | 7H 5S 7H 5S KD KC | 500    |
      | Punto's 7♥ 7♣     | 7H KS 7C 2D KD KC | -20    |

  @variant:natural-bets @rule:NB-01 @needs:payouts @needs:side-bets
  Scenario Outline: Natural 8 on Punto, whoever wins (<case>)
    Given the "natural-bets" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts natural-8-punto
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s natural-8-punto bet changes the score by <change>

    Examples:
      | case                               | shoe           | change |
      | Punto natural 8 beats 2            | 8H KS KC 2D    | 180    |
      | Punto natural 8 loses to natural 9 | 8H 9S KC KD    | 180    |
      | Punto 8 of three cards             | KH KS 2C 7D 6D | -20    |

  @variant:natural-bets @rule:NB-02 @needs:payouts @needs:side-bets
  Scenario Outline: Natural 9 on Banco (<case>)
    Given the "natural-bets" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts natural-9-banco
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s natural-9-banco bet changes the score by <change>

    Examples:
      | case            | shoe        | change |
      | Banco natural 9 | KH 9S KC KD | 180    |
      | Banco natural 8 | KH 8S KC KD | -20    |

  @variant:golden-frog @rule:GF-01 @rule:GF-05 @needs:payouts @needs:side-bets
  Scenario Outline: Golden Frog: any 8 beats any 6, either hand (<case>)
    Given the "golden-frog" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts frog-8-beats-6
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s frog-8-beats-6 bet changes the score by <change>

    Examples:
      | case            | shoe        | change |
      | Punto 8 beats 6 | KH KS 8C 6D | 500    |
      | Banco 8 beats 6 | KH KS 6C 8D | 500    |
      | 7 beats 6       | KH KS 7C 6D | -20    |

  @variant:golden-frog @rule:GF-02 @needs:payouts @needs:side-bets
  Scenario Outline: Golden Frog: a two-card 9 beats a two-card 7 (<case>)
    Given the "golden-frog" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts frog-9-beats-7
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s frog-9-beats-7 bet changes the score by <change>

    Examples:
      | case                              | shoe              | change |
      | natural 9 against 7               | KH KS 9C 7D       | 1000   |
      | three-card 9 against three-card 7 | KH KS 4C 3D 5D 4C | -20    |

  @variant:golden-frog @rule:GF-03 @needs:payouts @needs:side-bets
  Scenario Outline: Golden Frog: a three-card 9 beats a three-card 1 (<case>)
    Given the "golden-frog" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts frog-9-beats-1
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s frog-9-beats-1 bet changes the score by <change>

    Examples:
      | case                          | shoe              | change |
      | 9 against 1, three cards each | KH KS 4C 3D 5D 8C | 3000   |
      | 9 against 7, three cards each | KH KS 4C 3D 5D 4C | -20    |

  @variant:golden-frog @rule:GF-04 @needs:payouts @needs:side-bets
  Scenario Outline: Golden Frog: a three-card 9 beats a three-card 7 (<case>)
    Given the "golden-frog" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts frog-9-beats-7-three
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s frog-9-beats-7-three bet changes the score by <change>

    Examples:
      | case                          | shoe              | change |
      | 9 against 7, three cards each | KH KS 4C 3D 5D 4C | 4000   |
      | natural 9 against 7           | KH KS 9C 7D       | -20    |

  @variant:dai-bacc @rule:DAI-01 @needs:payouts @needs:side-bets
  Scenario Outline: Dai Bacc: a Banco win with a three-card 7 pushes Banco (<case>)
    Given the "dai-bacc" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s banco bet changes the score by <change>

    Examples:
      | case                 | shoe              | change |
      | three-card 7 beats 5 | KH KS 5C 3D KD 4C | 0      |
      | two-card 6 beats 5   | KH KS 5C 6D KD    | 20     |

  @variant:dai-bacc @rule:DAI-02 @needs:payouts @needs:side-bets
  Scenario Outline: Dai Bacc: Tiger 7 on a Banco win with a three-card 7 (<case>)
    Given the "dai-bacc" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts tiger-7
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s tiger-7 bet changes the score by <change>

    Examples:
      | case                    | shoe              | change |
      | three-card 7 beats 5    | KH KS 5C 3D KD 4C | 800    |
      | three-card 7 loses to 9 | KH KS 4C 3D 5D 4C | -20    |

  @variant:dai-bacc @rule:DAI-03 @needs:payouts @needs:side-bets
  Scenario Outline: Dai Bacc: Ox 6 on a Punto win with a three-card 6 (<case>)
    Given the "dai-bacc" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts ox-6
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s ox-6 bet changes the score by <change>

    Examples:
      | case                    | shoe              | change |
      | three-card 6 beats 0    | KH KS 2C QD 4D KC | 800    |
      | three-card 6 loses to 7 | KH KS 2C 7D 4D    | -20    |

  @variant:dai-bacc @rule:DAI-04 @needs:payouts @needs:side-bets
  Scenario Outline: Dai Bacc: Kill when the Tiger's 7 or the Ox's 6 does not win (<case>)
    Given the "dai-bacc" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts kill
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s kill bet changes the score by <change>

    Examples:
      | case                                         | shoe              | change |
      | Banco's three-card 7 loses to 9              | KH KS 4C 3D 5D 4C | 600    |
      | Punto's three-card 6 loses to 7              | KH KS 2C 7D 4D    | 600    |
      | Punto's two-card 7 ties Banco's three-card 7 | KH KS 7C 3D 4C    | 600    |
      | Banco's three-card 7 wins                    | KH KS 5C 3D KD 4C | -20    |

  @variant:both-hands @rule:BH-01 @needs:payouts @needs:side-bets
  Scenario Outline: 3 Giving 8: Banco stands on 3 because Punto drew an 8 (<case>)
    Given the "both-hands" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts three-giving-eight
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s three-giving-eight bet changes the score by <change>

    Examples:
      | case                   | shoe              | change |
      | Banco 3 stands on an 8 | KH KS 2C 3D 8D    | 4000   |
      | Banco 3 draws on a 7   | KH KS 2C 3D 7D 5C | -20    |

  @variant:both-hands @rule:BH-01 @needs:payouts @needs:side-bets
  Scenario Outline: 3 Giving 8 at 180 to 1 (<case>)
    Given the "both-hands" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts three-giving-eight-180
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s three-giving-eight-180 bet changes the score by <change>

    Examples:
      | case                   | shoe           | change |
      | Banco 3 stands on an 8 | KH KS 2C 3D 8D | 3600   |

  @variant:both-hands @rule:BH-02 @needs:payouts @needs:side-bets
  Scenario Outline: 88/89/98/99: both hands end on 8 or 9 (<case>)
    Given the "both-hands" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts eights-and-nines
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s eights-and-nines bet changes the score by <change>

    Examples:
      | case                          | shoe              | change |
      | natural 8 against natural 9   | 8H 9S KC KD       | 400    |
      | 8 against 8, three cards each | KH KS 4C 2D 4D 6C | 400    |
      | 7 against 9                   | KH KS 7C 9D       | -20    |

  @variant:both-hands @rule:BH-03 @needs:payouts @needs:side-bets
  Scenario Outline: 9 over 7: a natural 9 beats a 7, either hand (<case>)
    Given the "both-hands" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts nine-over-seven
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s nine-over-seven bet changes the score by <change>

    Examples:
      | case                           | shoe              | change |
      | Punto's natural 9 over 7       | 9H KS KC 7D       | 1000   |
      | Banco's natural 9 over 7       | KH 9S 7C KD       | 1000   |
      | three-card 9 over three-card 7 | KH KS 4C 3D 5D 4C | -20    |

  @variant:both-hands @rule:BH-04 @needs:payouts @needs:side-bets
  Scenario Outline: Bad Beat: a natural 9 beats a natural 8 (<case>)
    Given the "both-hands" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts bad-beat
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s bad-beat bet changes the score by <change>

    Examples:
      | case             | shoe        | change |
      | Punto 9 over 8   | 9H 8S KC KD | 1000   |
      | Banco 9 over 8   | 8H 9S KC KD | 1000   |
      | natural 9 over 7 | 9H KS KC 7D | -20    |

  @variant:three-card-win @rule:TCW-01 @needs:payouts @needs:side-bets
  Scenario Outline: Player 3 Card Win: Punto wins with three cards (<case>)
    Given the "three-card-win" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts punto-3-card-win
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s punto-3-card-win bet changes the score by <change>

    Examples:
      | case                           | shoe           | change |
      | Punto 8 of three cards beats 7 | KH KS 2C 7D 6D | 80     |
      | Punto natural 8 beats 5        | 8H 2S KC 3D    | -20    |

  @variant:three-card-win @rule:TCW-02 @needs:payouts @needs:side-bets
  Scenario Outline: Banker 3 Card Win: Banco wins with three cards (<case>)
    Given the "three-card-win" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts banco-3-card-win
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s banco-3-card-win bet changes the score by <change>

    Examples:
      | case                           | shoe              | change |
      | Banco 7 of three cards beats 5 | KH KS 5C 3D KD 4C | 100    |
      | Banco 6 of two cards beats 5   | KH KS 5C 6D KD    | -20    |

  @variant:four-five-six @rule:FFS-01 @needs:payouts @needs:side-bets
  Scenario Outline: 4-5-6: four cards (<case>)
    Given the "four-five-six" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts four-cards
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s four-cards bet changes the score by <change>

    Examples:
      | case       | shoe           | change |
      | four cards | KH KS 7C 7D    | 30     |
      | five cards | KH KS 5C 6D KD | -20    |

  @variant:four-five-six @rule:FFS-01 @needs:payouts @needs:side-bets
  Scenario Outline: 4-5-6: five cards (<case>)
    Given the "four-five-six" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts five-cards
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s five-cards bet changes the score by <change>

    Examples:
      | case       | shoe              | change |
      | five cards | KH KS 5C 6D KD    | 40     |
      | six cards  | KH KS 5C 3D KD 3C | -20    |

  @variant:four-five-six @rule:FFS-01 @needs:payouts @needs:side-bets
  Scenario Outline: 4-5-6: six cards (<case>)
    Given the "four-five-six" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts six-cards
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s six-cards bet changes the score by <change>

    Examples:
      | case       | shoe              | change |
      | six cards  | KH KS 5C 3D KD 3C | 40     |
      | four cards | KH KS 7C 7D       | -20    |

  @variant:tiger @rule:TG-03 @needs:payouts @needs:side-bets
  Scenario Outline: Tiger Pair: one pair, two pairs, a twin pair (<case>)
    Given the "tiger" profile
    And a single coup with bettors "Ann, Boris, Vera"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts tiger-pair
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s tiger-pair bet changes the score by <change>

    Examples:
      | case                              | shoe              | change |
      | Punto 7♥ 7♣ alone                 | 7H KS 7C 2D KD KC | 80     |
      | Punto 7♥ 7♣, Banco 5♠ 5♦          | 7H 5S 7C 5D KD KC | 400    |
      | Punto 7♥ 7♣, Banco 7♠ 7♦ (twin)   | 7H 7S 7C 7D KD KC | 2000   |
      | no pair                           | 7H KS 6C 2D KD KC | -20    |

  @variant:majestic-match @rule:MM-01 @rule:MM-02 @needs:session @needs:payouts @needs:side-bets
  Scenario Outline: Player Majestic Match: Punto's first two cards of one suit (<case>)
    Given the "majestic-match" profile
    And a series of "Ann, Boris, Vera" dealt by "Ann"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts punto
    And "Boris" predicts majestic-match-punto
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s majestic-match-punto bet changes the score by <change>

    Examples:
      | case                                 | shoe              | change |
      | Punto K♥ Q♥, a suited king and queen | KH 2S QH 6D       | 500    |
      | Punto 7♠ 4♠, two spades              | 7S 2H 4S 6D KD KC | 50     |
      | Punto K♥ K♥, suited but no queen     | KH 2S KH 6D       | 50     |
      | Punto K♥ Q♦, two suits               | KH 2S QD 6D       | -20    |

  @variant:majestic-match-banker @rule:MMB-01 @rule:MMB-02 @needs:session @needs:payouts @needs:side-bets
  Scenario Outline: Banker Majestic Match: Banco's first two cards of one suit (<case>)
    Given the "majestic-match-banker" profile
    And a series of "Ann, Boris, Vera" dealt by "Ann"
    And the shoe is stacked with "<shoe>"
    When "Boris" predicts banco
    And "Boris" predicts majestic-match-banco
    And "Vera" predicts tie
    And the dealer deals
    Then "Boris"'s majestic-match-banco bet changes the score by <change>

    Examples:
      | case                                 | shoe              | change |
      | Banco Q♣ K♣, a suited queen and king | 2S QC 6D KC       | 500    |
      | Banco 7♦ 4♦, two diamonds            | 2S 7D 6H 4D KS KC | 50     |
      | Banco Q♠ Q♠, suited but no king      | 2S QS 6D QS       | 50     |
      | Banco K♥ Q♠, two suits               | 2S KH 6D QS       | -20    |
