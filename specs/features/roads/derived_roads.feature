@needs:roads
Feature: Big Eye Boy, Small Road and Cockroach Pig, read off the Big Road's columns
  Each derived road compares the Big Road's logical columns with those k to the left: k = 1 for the
  Big Eye Boy, 2 for the Small Road, 3 for the Cockroach Pig (ROAD-07). An entry that opens column c
  is red where columns c-1 and c-1-k are of one length, blue where not (ROAD-08); an entry further
  down, at row r, is red where column c-k reaches row r or stops two rows or more above it, blue where
  it stops exactly one row above (ROAD-09). A derived road is laid out as the Big Road is (ROAD-10).
  Colours are written ● (red) and ○ (blue), marks no result or pair is written with. Columns and
  rows below are counted from 1.

  @rule:ROAD-07
  Scenario Outline: Where each road starts: column k+1 row 2, or else column k+2 row 1 (<case>)
    Given the results "<results>"
    Then the "<road>" road reads "<colours>" in order

    Examples:
      | case                                      | road          | results | colours |
      | Big Eye Boy: column 2 has a second row    | Big Eye Boy   | BPP     | ○       |
      | Big Eye Boy: column 2 has one entry       | Big Eye Boy   | BPB     | ●       |
      | Big Eye Boy: two columns, not yet         | Big Eye Boy   | BP      |         |
      | Small Road: column 3 has a second row     | Small Road    | BPBB    | ○       |
      | Small Road: column 3 has one entry        | Small Road    | BPBP    | ●       |
      | Small Road: three columns, not yet        | Small Road    | BPB     |         |
      | Cockroach Pig: column 4 has a second row  | Cockroach Pig | BPBPP   | ○       |
      | Cockroach Pig: column 4 has one entry     | Cockroach Pig | BPBPB   | ●       |
      | Cockroach Pig: four columns, not yet      | Cockroach Pig | BPBP    |         |
      | ties add nothing                          | Big Eye Boy   | BTPTPT  | ○       |

  @rule:ROAD-08
  Scenario Outline: An entry opening a column compares the two columns before it (<case>)
    Given the results "<results>"
    Then the "Big Eye Boy" road reads "<colours>" in order

    Examples:
      | case                                             | results | colours |
      | columns 1 and 2 both of two: red                 | BBPPB   | ●●      |
      | column 2 of one, column 1 of two: blue           | BBPB    | ○       |

  @rule:ROAD-09
  Scenario Outline: An entry down a column looks at the column k to the left (<case>)
    Given the results "<results>"
    Then the "Big Eye Boy" road reads "<colours>" in order

    Examples:
      | case                                                  | results | colours |
      | column 1 reaches row 2: red                           | BBPP    | ●       |
      | column 1 stops one row above row 2: blue              | BPP     | ○       |
      | column 1 stops two rows above row 3: red, a drop      | BPPP    | ○●      |

  @rule:ROAD-07 @rule:ROAD-08 @rule:ROAD-09 @rule:ROAD-10
  Scenario: A shoe of fifteen coups, worked column by column
    # Big Road runs: BBB, PP, B, P, BBB, PPPPP (lengths 3, 2, 1, 1, 3, 5).
    # Big Eye Boy, from column 2 row 2: red (column 1 reaches row 2); then columns 3, 4, 5 open:
    # 2 vs 3 blue, 1 vs 2 blue, 1 vs 1 red; column 5 rows 2, 3 against column 4 (one entry): blue,
    # red; column 6 opens: 3 vs 1 blue; rows 2 to 5 against column 5 (three): red, red, blue, red.
    Given the results "BBBPPBPBBBPPPPP"
    Then the Big Road reads:
      """
      B P B P B P
      B P . . B P
      B . . . B P
      . . . . . P
      . . . . . P
      . . . . . .
      """
    And the "Big Eye Boy" road reads "●○○●○●○●●○●" in order
    And the "Big Eye Boy" road reads:
      """
      ● ○ ● ○ ● ○ ● ○ ●
      . ○ . . . . ● . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      """
    # Small Road (k = 2), from column 4 row 1: 1 vs 3 blue; column 5 opens: 1 vs 2 blue; its rows
    # 2, 3 against column 3 (one entry): blue, red; column 6 opens: 3 vs 1 blue; rows 2 to 5
    # against column 4 (one entry): blue, red, red, red.
    And the "Small Road" road reads:
      """
      ○ ● ○ ●
      ○ . ○ ●
      ○ . . ●
      . . . .
      . . . .
      . . . .
      """
    # Cockroach Pig (k = 3), from column 5 row 1: 1 vs 3 blue; rows 2, 3 against column 2 (two
    # entries): red, blue; column 6 opens: 3 vs 2 blue; rows 2 to 5 against column 3 (one): blue,
    # red, red, red.
    And the "Cockroach Pig" road reads:
      """
      ○ ● ○ ●
      . . ○ ●
      . . ○ ●
      . . . .
      . . . .
      . . . .
      """

  @rule:ROAD-10
  Scenario: A derived road has its dragon tail too
    # Nine Puntos after a Banco: the Big Eye Boy adds blue at row 2 (column 1 stops one row above),
    # then red for rows 3 to 9 (a drop): seven reds, six down column 2 and one turned right.
    Given the results "BPPPPPPPPP"
    Then the "Big Eye Boy" road reads:
      """
      ○ ● .
      . ● .
      . ● .
      . ● .
      . ● .
      . ● ●
      """
    And the "Small Road" road is empty
