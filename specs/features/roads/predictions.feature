@needs:roads
Feature: The predictions: what a next Banco or Punto would add to each derived road
  A table shows, beside its roads, the colour each derived road would gain if the next coup went to
  Banco, and if it went to Punto; "-" where that road would not yet start (ROAD-11). A tie adds
  nothing anywhere.

  @rule:ROAD-11
  Scenario: Three columns of one: a fourth Banco, or a Punto opening column 4
    # A Banco goes to column 3 row 2: column 2 stops one row above (blue), column 1 too (blue); the
    # Cockroach Pig needs a fourth column. A Punto opens column 4: columns 3 and 2 of one length
    # (red), columns 3 and 1 too (red).
    Given the results "BPB"
    Then the predictions are:
      | next  | Big Eye Boy | Small Road | Cockroach Pig |
      | Banco | blue        | blue       | -             |
      | Punto | red         | red        | -             |

  @rule:ROAD-11
  Scenario: After five Puntos in column 6: a Banco opens column 7, a Punto goes down to row 6
    # Columns of 3, 2, 1, 1, 3, 5. A Banco: 5 against 3, 1 and 1: blue everywhere. A Punto at row 6:
    # columns 5, 4 and 3 stop two rows or more above it: red everywhere.
    Given the results "BBBPPBPBBBPPPPP"
    Then the predictions are:
      | next  | Big Eye Boy | Small Road | Cockroach Pig |
      | Banco | blue        | blue       | blue          |
      | Punto | red         | red        | red           |

  @rule:ROAD-11
  Scenario: Nothing played yet: no road would start
    Given the results "T"
    Then the predictions are:
      | next  | Big Eye Boy | Small Road | Cockroach Pig |
      | Banco | -           | -          | -             |
      | Punto | -           | -          | -             |
