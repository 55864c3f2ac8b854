# language: pt
@variant:baccarat-banque
Funcionalidade: Direita ganha, esquerda empata
  Documento 003, secção 08, nas palavras do documento. O banqueiro dá tapado: direita, esquerda,
  próprio, repetindo, por isso o baralho começa por 9♣ 7♥ 2♠ 4♣ 6♦ 3♣, e depois 4♦ e 2♥.

  @rule:BB-08.1 @needs:session @needs:bank @needs:payouts @needs:choices
  Cenário: Fundo 10; direita aposta 5, esquerda 3
    Dado o perfil "baccarat-banque"
    E à mesa, no sentido anti-horário, sentam-se "Ana, Bruno, Vera, Gil"
    E o baralho começa por "9♣ 7♥ 2♠ 4♣ 6♦ 3♣ 4♦ 2♥"
    E o banco é de "Ana", fundo 10
    Quando direita aposta 5, esquerda 3
    Então total 8 coberto
    Quando o banqueiro dá as cartas
    Então direita 9♣+4♣=3, esquerda 7♥+6♦=3, banco 2♠+3♣=5
    E sem naturais
    E direita compra 4♦, chega a 7; esquerda 2♥, chega a 5
    Quando o banqueiro escolhe ficar em 5
    Então direita lucra 5, esquerda recupera 3 sem lucro
    E fundo cai a 5
