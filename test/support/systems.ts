/** The six systems of the sources, each a bundled profile of its own (the bench and the procedure fuzz walk them). */
export const SYSTEMS = [
  'punto-banco',
  'chemin-de-fer',
  'baccarat-banque',
  'baccarat-club',
  'baccarat-modern',
  'baccarat-domestic',
] as const;
