@needs:roads
Feature: The Big Road: a column per run of one winner, the dragon tail, ties and pairs
  The Big Road holds the coups Banco or Punto won: a run of one winner down a column, a change of
  winner opening the next column at the top (ROAD-03). Where the cell below is past the sixth row or
  already taken, the run turns right along its row: the dragon tail (ROAD-04). A tie opens no cell:
  it is marked on the entry of the last coup won ("/", with the number of ties where more than one),
  and ties before any coup won on the first entry (ROAD-05). An entry carries its own coup's pairs
  (ROAD-06). Each example is worked by hand from the rules, cell by cell.

  @rule:ROAD-03
  Scenario: Runs of one winner go down a column; a change of winner opens the next
    # Runs: BB, P, B, PPP, B.
    Given the results "BBPBPPPB"
    Then the Big Road reads:
      """
      B P B P B
      B . . P .
      . . . P .
      . . . . .
      . . . . .
      . . . . .
      """
    And the Big Road entry of coup 7 is in run 4, place 3

  @rule:ROAD-04
  Scenario: Eight Bancos: the run meets the bottom row and turns right; the Punto after opens column 2
    Given the results "BBBBBBBBP"
    Then the Big Road reads:
      """
      B P .
      B . .
      B . .
      B . .
      B . .
      B B B
      """
    And the Big Road entry of coup 8 is in run 1, place 8

  @rule:ROAD-04
  Scenario: A run whose cell below is taken by the last run's tail turns right above it
    # Seven Bancos end on the bottom row of column 2; seven Puntos in column 2 find row 6 taken and
    # turn right on row 5; the next Bancos start at the top of column 3.
    Given the results "BBBBBBB PPPPPPP BB"
    Then the Big Road reads:
      """
      B P B .
      B P B .
      B P . .
      B P . .
      B P P P
      B B . .
      """

  @rule:ROAD-04
  Scenario: Tails stacked up to the top row: the next run starts at the first free top cell
    # Runs of 7, 6, 5, 4, 3 and 2 each turn right one row higher than the last; the run of 2 turns
    # on the top row into column 7, so the last Banco starts in column 8 (the catalog's decision).
    Given the results "BBBBBBB PPPPPP BBBBB PPPP BBB PP B"
    Then the Big Road reads:
      """
      B P B P B P P B
      B P B P B B . .
      B P B P P . . .
      B P B B . . . .
      B P P . . . . .
      B B . . . . . .
      """
    And the Big Road entry of coup 28 is in run 7, place 1

  @rule:ROAD-05
  Scenario: Ties are marked on the last coup won; ties before any win on the first entry
    # Two ties before the first Banco and one after it: three on it; two on the Punto.
    Given the results "TTBTPTTB"
    Then the Big Road reads:
      """
      B/3 P/2 B
      .   .   .
      .   .   .
      .   .   .
      .   .   .
      .   .   .
      """

  @rule:ROAD-05
  Scenario: Ties and nothing else: no entry yet, the ties wait for the first
    Given the results "TT"
    Then the Big Road is empty
    And the Big Road holds 2 pending ties
    And the Big Road reads:
      """
      /2
      .
      .
      .
      .
      .
      """

  @rule:ROAD-06
  Scenario: An entry carries its own coup's pairs; a tie's pairs stay on the Bead Plate
    Given the results "Bb Tbp Pp"
    Then the Big Road reads:
      """
      B/b Pp
      .   .
      .   .
      .   .
      .   .
      .   .
      """
    And the Bead Plate reads:
      """
      Bb
      Tbp
      Pp
      .
      .
      .
      """
