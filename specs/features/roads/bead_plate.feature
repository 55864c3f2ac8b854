@needs:roads
Feature: The Bead Plate: every coup in order, six rows, column by column
  The Bead Plate is the shoe's results as they came, ties included, one cell a coup, down the first
  column from the top left and on down the next (ROAD-01); a cell says who won, and carries the pairs
  of its coup (ROAD-02). A road is written as six lines, a cell a word, "." where a cell is empty:
  B, P or T, then b for a Banco pair and p for a Punto pair, as a results string writes them.

  @rule:ROAD-01
  Scenario: Nine coups fill the first column of six, then go on at the top of the next
    Given the results "BPBTPPBBT"
    Then the Bead Plate reads:
      """
      B B
      P B
      B T
      T .
      P .
      P .
      """

  @rule:ROAD-01
  Scenario: The thirteenth coup opens the third column
    Given the results "BBBBBB PPPPPP T"
    Then the Bead Plate reads:
      """
      B P T
      B P .
      B P .
      B P .
      B P .
      B P .
      """

  @rule:ROAD-02
  Scenario: Pairs are marked on their coup's cell, a tie's too
    Given the results "Bb Pp Tbp B"
    Then the Bead Plate reads:
      """
      Bb
      Pp
      Tbp
      B
      .
      .
      """

  @rule:ROAD-01
  Scenario: No coup yet, an empty plate
    Given the results ""
    Then the Bead Plate reads:
      """
      .
      .
      .
      .
      .
      .
      """
