<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="95"/>
        <source>About &amp;Felt</source>
        <extracomment>Help menu: the window with Felt&apos;s version, licence and data folder</extracomment>
        <translation>Ü&amp;ber Felt</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="66"/>
        <source>About Felt</source>
        <extracomment>the title of Help &gt; About</extracomment>
        <translation>Über Felt</translation>
    </message>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="69"/>
        <source>An offline Texas Hold&apos;em table: play computer opponents, practise hand reading, learn the rules.</source>
        <extracomment>Help &gt; About: what Felt is, under its name and version</extracomment>
        <translation>Texas Hold&apos;em am eigenen Rechner, ohne Internet: gegen Computerspieler spielen, Hände lesen üben, die Regeln lernen.</translation>
    </message>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="72"/>
        <source>Free software under the %1 licence.</source>
        <extracomment>Help &gt; About: %1 is the licence&apos;s name (MIT)</extracomment>
        <translation>Freie Software unter der %1-Lizenz.</translation>
    </message>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="74"/>
        <source>Runs on</source>
        <extracomment>Help &gt; About: heading of the list of Python, Qt and the libraries with versions</extracomment>
        <translation>Läuft mit</translation>
    </message>
    <message>
        <location filename="../gui/desktop/about_dialog.py" line="76"/>
        <source>Your data folder</source>
        <extracomment>Help &gt; About: heading of the folder with saved games, settings and hand histories</extracomment>
        <translation>Dein Datenordner</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <location filename="../gui/base/card_words.py" line="29"/>
        <source>clubs</source>
        <extracomment>a card&apos;s suit as a screen reader says it (&quot;Ace of spades&quot;)</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../gui/base/card_words.py" line="29"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../gui/base/card_words.py" line="30"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../gui/base/card_words.py" line="30"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../gui/base/card_words.py" line="38"/>
        <source>%1 of %2</source>
        <extracomment>%1 a rank (&quot;Ace&quot;), %2 a suit (&quot;spades&quot;)</extracomment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="46"/>
        <source>Seat %1, %2</source>
        <extracomment>a seat as a screen reader names it; %1 the seat&apos;s number, %2 the player&apos;s name</extracomment>
        <translation>Platz %1, %2</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="54"/>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="60"/>
        <source>bet %1</source>
        <extracomment>%1 the chips the player has put in this betting round</extracomment>
        <translation>Einsatz %1</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="62"/>
        <location filename="../gui/access/access_words.py" line="65"/>
        <source>busted</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="66"/>
        <source>sitting out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="68"/>
        <source>folded</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="70"/>
        <source>all-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="72"/>
        <source>to act</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="74"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="86"/>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="92"/>
        <source>no cards yet</source>
        <extracomment>the table&apos;s community cards before the flop</extracomment>
        <translation>noch keine Karten</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="101"/>
        <source>Main pot, %1 chips</source>
        <extracomment>%1 the chips in the main pot</extracomment>
        <translation>Hauptpot, %1 Chips</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="103"/>
        <source>Side pot %1, %2 chips</source>
        <extracomment>%1 the side pot&apos;s number, %2 its chips</extracomment>
        <translation>Side-Pot %1, %2 Chips</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="109"/>
        <source>Pot, %1 chips in all</source>
        <extracomment>%1 every chip in the middle and in front of the players</extracomment>
        <translation>Pot, insgesamt %1 Chips</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="114"/>
        <source>Dealer button, not placed yet</source>
        <translation>Dealer-Button, noch nicht vergeben</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="116"/>
        <source>Dealer button at seat %1, %2</source>
        <extracomment>%1 the seat&apos;s number, %2 the player&apos;s name</extracomment>
        <translation>Dealer-Button bei Platz %1, %2</translation>
    </message>
    <message>
        <location filename="../gui/access/access_words.py" line="125"/>
        <source>Burned cards: %1, face down</source>
        <extracomment>the pile of burned cards on the table; %1 how many (face down)</extracomment>
        <translation>Verbrannte Karten: %1, verdeckt</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="39"/>
        <location filename="../gui/access/turn_words.py" line="58"/>
        <source>Flop: %1.</source>
        <extracomment>the three cards of the flop; %1 the cards in words</extracomment>
        <translation>Flop: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="45"/>
        <location filename="../gui/access/turn_words.py" line="60"/>
        <source>Turn card: %1.</source>
        <extracomment>the fourth community card; %1 the card in words</extracomment>
        <translation>Turn: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="47"/>
        <location filename="../gui/access/turn_words.py" line="62"/>
        <source>River card: %1.</source>
        <extracomment>the fifth community card; %1 the card in words</extracomment>
        <translation>River: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="56"/>
        <source>Second board: %1.</source>
        <extracomment>a board run twice: the cards dealt again for the second board, in words</extracomment>
        <translation>Zweites Board: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="72"/>
        <source>Your turn: %1 to call.</source>
        <extracomment>said to a screen reader user; %1 the chips it costs to call</extracomment>
        <translation>Du bist dran: Mitgehen kostet %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="74"/>
        <source>Your turn: you can check.</source>
        <translation>Du bist dran: Du kannst checken.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="77"/>
        <location filename="../gui/access/turn_words.py" line="96"/>
        <source>Pot %1.</source>
        <extracomment>the chips in the middle, said with the person&apos;s turn; %1 the chips</extracomment>
        <translation>Pot %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="79"/>
        <location filename="../gui/access/turn_words.py" line="98"/>
        <source>You have %1.</source>
        <extracomment>the person&apos;s stack, said with their turn; %1 the chips</extracomment>
        <translation>Dein Stack: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="91"/>
        <source>Hand %1 goes on.</source>
        <extracomment>a saved hand laid out again when the person continues a game; %1 the hand&apos;s number</extracomment>
        <translation>Hand %1 geht weiter.</translation>
    </message>
    <message>
        <location filename="../gui/access/turn_words.py" line="102"/>
        <source>%1 is to act.</source>
        <extracomment>whose turn it is in a continued hand; %1 the player&apos;s name</extracomment>
        <translation>%1 ist dran.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="40"/>
        <location filename="../gui/access/turn_words.py" line="84"/>
        <location filename="../gui/access/turn_words.py" line="94"/>
        <source>You hold %1.</source>
        <extracomment>%1 the person&apos;s hole cards in words</extracomment>
        <translation>Du hast %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/announcer.py" line="366"/>
        <source>Your hand cannot win. Show it (S) or muck it (M)?</source>
        <extracomment>the longest the news summed in front of the person&apos;s turn may be (characters); longer news is cut to the bets and raises, which change what the turn costs others&apos; actions and the table&apos;s other news (in words), held until the reader is free said to a screen reader user at showdown; S and M are the Show and Muck keys</extracomment>
        <translation>Deine Hand kann nicht gewinnen. Zeigen (S) oder nicht zeigen (M)?</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="148"/>
        <source>Poker table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="148"/>
        <source>Hand #%1</source>
        <translation>Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="156"/>
        <source>your card</source>
        <translation>deine Karte</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="157"/>
        <source>%1&apos;s card</source>
        <translation>Karte von %1</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="160"/>
        <source>Board</source>
        <extracomment>the community cards in the middle of the table</extracomment>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/access/table_mirror.py" line="164"/>
        <source>board card</source>
        <translation>Boardkarte</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="35"/>
        <source>You hold no cards.</source>
        <extracomment>a reading key&apos;s answer when the person holds no cards</extracomment>
        <translation>Du hast keine Karten.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="38"/>
        <source>You folded.</source>
        <translation>Du hast gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="46"/>
        <location filename="../gui/access/turn_words.py" line="42"/>
        <location filename="../gui/access/turn_words.py" line="63"/>
        <source>Board: %1.</source>
        <extracomment>%1 the community cards in words, or &quot;no cards yet&quot;
----------
the community cards, all of them; %1 the cards in words</extracomment>
        <translation>Auf dem Board: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="55"/>
        <source>%1 to call.</source>
        <extracomment>%1 the chips it costs the person to call</extracomment>
        <translation>%1 zum Mitgehen.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="57"/>
        <source>You can check.</source>
        <translation>Du kannst checken.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="75"/>
        <source>Seat %1 is empty.</source>
        <extracomment>a reading key&apos;s answer for a seat nobody sits at; %1 its number</extracomment>
        <translation>Platz %1 ist frei.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="77"/>
        <source>Seat %1, %2: %3.</source>
        <extracomment>%1 the seat&apos;s number, %2 the player&apos;s name, %3 the seat&apos;s chips and state</extracomment>
        <translation>Platz %1, %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="90"/>
        <source>you have %1</source>
        <extracomment>the person&apos;s own stack in the list of all; %1 chips</extracomment>
        <translation>du hast %1</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="93"/>
        <source>%1 has %2</source>
        <extracomment>one player&apos;s stack in a list of all; %1 a name, %2 chips</extracomment>
        <translation>%1 hat %2</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="104"/>
        <source>No hand is being played.</source>
        <extracomment>a reading key&apos;s answer between hands</extracomment>
        <translation>Gerade wird keine Hand gespielt.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="105"/>
        <source>Nobody is to act.</source>
        <translation>Niemand ist dran.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="107"/>
        <source>It is your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="109"/>
        <source>%1 is to act, seat %2.</source>
        <extracomment>%1 a player&apos;s name, %2 their seat&apos;s number</extracomment>
        <translation>%1 ist dran, Platz %2.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="115"/>
        <source>You hold no hand yet.</source>
        <translation>Du hast noch keine Hand.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="117"/>
        <source>Your hand: %1.</source>
        <extracomment>%1 the name of the person&apos;s best hand (&quot;Pair of Kings&quot;)</extracomment>
        <translation>Deine Hand: %1.</translation>
    </message>
    <message>
        <location filename="../gui/access/reading_words.py" line="123"/>
        <source>The coach has no odds yet: open it with Ctrl+K.</source>
        <extracomment>a reading key&apos;s answer when the coach is closed or has not spoken yet</extracomment>
        <translation>Der Coach hat noch keine Odds: Öffne ihn mit Strg+K.</translation>
    </message>
    <message>
        <location filename="../gui/access/round_summary.py" line="29"/>
        <source>%1 fold</source>
        <extracomment>several players fold one after the other; %1 their names (&quot;Bruno and Cleo&quot;)</extracomment>
        <translation>%1 passen</translation>
    </message>
    <message>
        <location filename="../gui/access/round_summary.py" line="31"/>
        <source>%1 check</source>
        <extracomment>several players check one after the other; %1 their names</extracomment>
        <translation>%1 checken</translation>
    </message>
</context>
<context>
    <name>Action</name>
    <message>
        <location filename="../gui/base/texts.py" line="204"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="206"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="270"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="208"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="270"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="210"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="271"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="212"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="272"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="213"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="271"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../gui/play_controls/controls.py" line="191"/>
        <location filename="../gui/play_controls/panel_style.py" line="172"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="73"/>
        <source>F</source>
        <comment>shortcut: fold</comment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="232"/>
        <location filename="../gui/play_controls/controls.py" line="248"/>
        <location filename="../gui/play_controls/controls.py" line="276"/>
        <location filename="../gui/play_controls/controls.py" line="317"/>
        <location filename="../gui/play_controls/panel_style.py" line="137"/>
        <location filename="../gui/play_controls/panel_style.py" line="173"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="75"/>
        <source>C</source>
        <comment>shortcut: check or call</comment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="429"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="78"/>
        <source>R</source>
        <comment>shortcut: bet or raise</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="199"/>
        <source>Amount to bet or raise to (Up/Down keys in the box)</source>
        <translation>Betrag zum Setzen oder Erhöhen (Pfeiltasten im Feld)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="200"/>
        <source>Type an amount to bet or raise to; Enter bets it</source>
        <translation>Betrag zum Setzen oder Erhöhen eingeben; Enter setzt ihn</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="141"/>
        <source>⅓ Pot</source>
        <translation>⅓ Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="142"/>
        <source>A third of the pot</source>
        <translation>Ein Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="143"/>
        <source>Half the pot</source>
        <translation>Der halbe Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="144"/>
        <source>⅔ Pot</source>
        <translation>⅔ Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="145"/>
        <source>Two thirds of the pot</source>
        <translation>Zwei Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="147"/>
        <source>Three quarters of the pot</source>
        <translation>Drei Viertel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="148"/>
        <source>The size of the pot</source>
        <translation>So viel wie der Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="150"/>
        <source>2.5x</source>
        <extracomment>quick bet size: 2.5 times the bet to call (or the big blind)</extracomment>
        <translation>2,5x</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="151"/>
        <source>2.5 times the bet (or the big blind)</source>
        <translation>Das 2,5-Fache des Einsatzes (oder des Big Blinds)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="152"/>
        <source>3x</source>
        <translation>3x</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="153"/>
        <source>3 times the bet (or the big blind)</source>
        <translation>Das 3-Fache des Einsatzes (oder des Big Blinds)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="160"/>
        <source>%1x</source>
        <extracomment>quick bet size: a multiple of the bet to call; %1 the factor (&quot;4&quot;)</extracomment>
        <translation>%1x</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="161"/>
        <source>%1 times the bet (or the big blind)</source>
        <translation>Das %1-Fache des Einsatzes (oder des Big Blinds)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="165"/>
        <source>%1% Pot</source>
        <extracomment>quick bet size: a percentage of the pot; %1 the percentage (&quot;75&quot;)</extracomment>
        <translation>%1 % Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="166"/>
        <source>%1 % of the pot</source>
        <translation>%1 % des Pots</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="168"/>
        <source>%1 Pot</source>
        <extracomment>quick bet size: a fraction of the pot; %1 the fraction (&quot;3/5&quot;)</extracomment>
        <translation>%1 Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="169"/>
        <source>%1 of the pot</source>
        <translation>%1 des Pots</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="177"/>
        <source>Min</source>
        <extracomment>quick bet size: the smallest legal bet or raise</extracomment>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="180"/>
        <source>Every chip you have</source>
        <translation>Alle deine Chips</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="143"/>
        <source>½ Pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="146"/>
        <source>¾ Pot</source>
        <translation>¾ Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="48"/>
        <location filename="../gui/play_controls/bet_sizing.py" line="68"/>
        <location filename="../gui/play_controls/bet_sizing.py" line="148"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="178"/>
        <source>The smallest bet or raise</source>
        <translation>Der kleinste Einsatz oder die kleinste Erhöhung</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/bet_sizing.py" line="179"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="209"/>
        <source>Check/Fold</source>
        <extracomment>pre-action: check if possible, otherwise fold, when the turn comes</extracomment>
        <translation>Checken/Passen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="210"/>
        <source>When your turn comes: check if you can, otherwise fold</source>
        <translation>Wenn du dran bist: checken, wenn es geht, sonst passen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="246"/>
        <location filename="../gui/play_controls/controls.py" line="272"/>
        <location filename="../gui/play_controls/controls.py" line="309"/>
        <location filename="../gui/play_controls/panel_style.py" line="137"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="212"/>
        <source>Call this amount when your turn comes; cancelled if the bet changes</source>
        <translation>Mit diesem Betrag mitgehen, wenn du dran bist; entfällt, wenn sich der Einsatz ändert</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/panel_style.py" line="129"/>
        <source>Give up the hand (%1)</source>
        <extracomment>%1 the keyboard shortcut</extracomment>
        <translation>Die Hand aufgeben (%1)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/panel_style.py" line="130"/>
        <source>Check, or call the bet (%1)</source>
        <translation>Checken oder beim Einsatz mitgehen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/panel_style.py" line="131"/>
        <source>Bet or raise to the amount in the box (%1); all-in asks you to press again</source>
        <translation>Den Betrag im Feld setzen oder darauf erhöhen (%1); bei All-in nochmals drücken</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="214"/>
        <source>Call any</source>
        <translation>Jeden Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="215"/>
        <source>Call whatever is bet in this round</source>
        <translation>In dieser Setzrunde bei jedem Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="216"/>
        <source>Fold to any bet</source>
        <translation>Bei jedem Einsatz passen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="217"/>
        <source>Check while you can; fold as soon as anybody bets</source>
        <translation>Checken, solange es geht; passen, sobald jemand setzt</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="249"/>
        <location filename="../gui/play_controls/controls.py" line="318"/>
        <location filename="../gui/play_controls/panel_style.py" line="138"/>
        <location filename="../gui/play_controls/panel_style.py" line="174"/>
        <location filename="../gui/play_controls/panel_style.py" line="195"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="242"/>
        <location filename="../gui/play_controls/controls.py" line="302"/>
        <location filename="../gui/play_controls/panel_style.py" line="173"/>
        <source>Check/Call</source>
        <extracomment>the check/call button while it is not the person&apos;s turn</extracomment>
        <translation>Checken/Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="243"/>
        <location filename="../gui/play_controls/controls.py" line="303"/>
        <location filename="../gui/play_controls/panel_style.py" line="177"/>
        <source>Bet/Raise</source>
        <translation>Setzen/Erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="236"/>
        <location filename="../gui/play_controls/controls.py" line="378"/>
        <location filename="../gui/play_controls/panel_style.py" line="178"/>
        <source>Confirm all-in %1</source>
        <translation>All-in %1 bestätigen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="379"/>
        <location filename="../gui/play_controls/controls.py" line="396"/>
        <source>Press again to go all-in.</source>
        <translation>Zum All-in nochmals drücken.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="435"/>
        <location filename="../gui/play_controls/panel_style.py" line="180"/>
        <source>All-in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="437"/>
        <location filename="../gui/play_controls/panel_style.py" line="181"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/controls.py" line="439"/>
        <location filename="../gui/play_controls/panel_style.py" line="179"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/panel_style.py" line="176"/>
        <location filename="../gui/play_controls/panel_style.py" line="198"/>
        <source>you need %1</source>
        <extracomment>second line of the call button with the coach on; %1 the equity a call needs</extracomment>
        <translation>du brauchst %1</translation>
    </message>
</context>
<context>
    <name>ActivityBar</name>
    <message>
        <location filename="../gui/activities/current_activity.py" line="93"/>
        <source>Back to my game</source>
        <extracomment>the button above the table while a lesson or a practice hand is shown</extracomment>
        <translation>Zurück zu meinem Spiel</translation>
    </message>
    <message>
        <location filename="../gui/activities/current_activity.py" line="99"/>
        <source>Lesson: %1</source>
        <extracomment>the bar above the table during a lesson; %1 the lesson&apos;s title</extracomment>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <location filename="../gui/activities/current_activity.py" line="105"/>
        <source>Practice hand from hand #%1 — your game is saved</source>
        <extracomment>the bar above the table during a practice hand; %1 the hand&apos;s number</extracomment>
        <translation>Übungshand ab Hand Nr. %1 – dein Spiel ist gespeichert</translation>
    </message>
</context>
<context>
    <name>Advice</name>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="33"/>
        <source>fold</source>
        <extracomment>the advisor&apos;s suggestion</extracomment>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="35"/>
        <source>check</source>
        <translation>checken</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="38"/>
        <source>call %1</source>
        <extracomment>the advisor&apos;s suggestion; %1 the chips to call</extracomment>
        <translation>mitgehen mit %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="40"/>
        <source>bet %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="42"/>
        <source>raise to %1</source>
        <extracomment>the advisor&apos;s suggestion; %1 the total the raise goes to</extracomment>
        <translation>erhöhen auf %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="48"/>
        <source>your hand is not worth the price</source>
        <translation>deine Hand ist den Preis nicht wert</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="49"/>
        <source>nothing to gain by betting</source>
        <translation>mit einem Einsatz ist nichts zu gewinnen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="50"/>
        <source>let them bet into your strong hand</source>
        <translation>lass die anderen setzen, solange deine Hand stark ist</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="51"/>
        <source>keep the pot small with a medium hand</source>
        <translation>halte den Pot mit einer mittleren Hand klein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="52"/>
        <source>the price is right</source>
        <translation>der Preis stimmt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="53"/>
        <source>your draw wins more later when it hits</source>
        <translation>dein Draw gewinnt später mehr, wenn er ankommt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="54"/>
        <source>enter the pot cheaply</source>
        <translation>steig billig in den Pot ein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="55"/>
        <source>your hand is good enough to open from this position</source>
        <translation>deine Hand ist gut genug, um aus dieser Position zu eröffnen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="56"/>
        <source>raise to play against one limper</source>
        <translation>erhöhe, um gegen einen Limper zu spielen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="57"/>
        <source>re-raise: your hand is strong here</source>
        <translation>erhöhe erneut: Deine Hand ist hier stark</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="58"/>
        <source>raise again with a very strong hand</source>
        <translation>erhöhe noch einmal mit einer sehr starken Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="59"/>
        <source>all-in is best with a short stack</source>
        <translation>mit kurzem Stack ist All-in am besten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="60"/>
        <source>worse hands will call</source>
        <translation>schlechtere Hände gehen mit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="61"/>
        <source>raise for value: worse hands still call</source>
        <translation>erhöhe auf Value: Schlechtere Hände gehen noch mit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="62"/>
        <source>bet your draw: win now or improve later</source>
        <translation>setze mit deinem Draw: Gewinne jetzt oder verbessere dich später</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="63"/>
        <source>they fold often enough</source>
        <translation>die anderen passen oft genug</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="64"/>
        <source>the safest choice</source>
        <translation>die sicherste Wahl</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="77"/>
        <source>you have %1 against %2&apos;s range</source>
        <extracomment>the advisor&apos;s reason; %1 your equity, %2 the opponent&apos;s name</extracomment>
        <translation>du hast %1 gegen die Range von %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="81"/>
        <source>you have %1 against the field</source>
        <extracomment>the advisor&apos;s reason; %1 your equity against every opponent together</extracomment>
        <translation>du hast %1 gegen das ganze Feld</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="84"/>
        <source>, a call needs %1</source>
        <extracomment>added to the advisor&apos;s reason; %1 the equity a call needs (pot odds)</extracomment>
        <translation>, Mitgehen braucht %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/advice_words.py" line="92"/>
        <source>Advisor: %1 (%2)</source>
        <extracomment>the advice bar; %1 the suggested action, %2 the reason</extracomment>
        <translation>Berater: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Beginners</name>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="169"/>
        <source>Keyboard shortcuts</source>
        <extracomment>title of the window listing the keyboard shortcuts</extracomment>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="174"/>
        <source>Keys</source>
        <extracomment>column of the shortcut list: the keys to press</extracomment>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="176"/>
        <source>What it does</source>
        <extracomment>column of the shortcut list: what the keys do</extracomment>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="211"/>
        <source>&amp;Watch the computer play</source>
        <translation>Dem Computer zusc&amp;hauen</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="217"/>
        <source>&amp;Narrate</source>
        <extracomment>Game menu: a game of computer players only, everyone&apos;s cards open</extracomment>
        <translation>&amp;Erklären</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="225"/>
        <source>Narration &amp;detail</source>
        <extracomment>View menu: explain every step of the game in words on the table</extracomment>
        <translation>&amp;Umfang der Erklärungen</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="233"/>
        <source>&amp;Every rule, every time</source>
        <extracomment>View menu: how much the narration says narration detail: every rule with every event</extracomment>
        <translation>&amp;Jede Regel, jedes Mal</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="235"/>
        <source>&amp;Rules in the first hands, then short</source>
        <extracomment>narration detail: the rules in the first hands, then short sentences</extracomment>
        <translation>&amp;Regeln in den ersten Händen, dann kurz</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="238"/>
        <source>&amp;Short sentences</source>
        <extracomment>narration detail: short sentences from the start</extracomment>
        <translation>&amp;Kurze Sätze</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="248"/>
        <source>Show &amp;all cards</source>
        <translation>&amp;Alle Karten zeigen</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="256"/>
        <source>&amp;Help</source>
        <extracomment>View menu: every hand face up, for demonstrations</extracomment>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="258"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="260"/>
        <source>Hand r&amp;ankings</source>
        <translation>Rang&amp;folge der Hände</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="261"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="263"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="264"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <location filename="../gui/activities/beginners_mode.py" line="265"/>
        <source>&amp;Welcome…</source>
        <translation>&amp;Willkommen…</translation>
    </message>
</context>
<context>
    <name>BlunderView</name>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="174"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/yourplay/blunder_view.py" line="197"/>
        <source>%n decision(s) gave up %1 or more, %2 in all.</source>
        <extracomment>%n blunders, %1 the threshold in big blinds, %2 their cost in big blinds</extracomment>
        <translation>
            <numerusform>%n Entscheidung hat %1 oder mehr verschenkt, zusammen %2.</numerusform>
            <numerusform>%n Entscheidungen haben %1 oder mehr verschenkt, zusammen %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="220"/>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="222"/>
        <source>%1, hand %2</source>
        <extracomment>a blunder&apos;s hand: %1 the session&apos;s name, %2 the hand&apos;s number</extracomment>
        <translation>%1, Hand %2</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="233"/>
        <source>S&amp;treet:</source>
        <translation>Setz&amp;runde:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="234"/>
        <source>&amp;Position:</source>
        <translation>&amp;Position:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="235"/>
        <source>Rea&amp;son:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="237"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="237"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="237"/>
        <source>Street</source>
        <translation>Setzrunde</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="237"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="238"/>
        <source>Kind of decision</source>
        <translation>Art der Entscheidung</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="238"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="238"/>
        <source>Best</source>
        <translation>Am besten</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="238"/>
        <source>Lost</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="239"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="241"/>
        <source>&amp;Replay</source>
        <extracomment>Blunders tab: open the hand in the replayer at the decision</extracomment>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="242"/>
        <source>Play &amp;on from here</source>
        <translation>Ab hier &amp;weiterspielen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_view.py" line="243"/>
        <source>&amp;Drill this spot</source>
        <translation>Diese Situation &amp;üben</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <location filename="../gui/base/card_theme.py" line="158"/>
        <source>C</source>
        <comment>letter for clubs on a card</comment>
        <translation>Kr</translation>
    </message>
    <message>
        <location filename="../gui/base/card_theme.py" line="159"/>
        <source>D</source>
        <comment>letter for diamonds on a card</comment>
        <translation>Ka</translation>
    </message>
    <message>
        <location filename="../gui/base/card_theme.py" line="160"/>
        <source>H</source>
        <comment>letter for hearts on a card</comment>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../gui/base/card_theme.py" line="161"/>
        <source>S</source>
        <comment>letter for spades on a card</comment>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="326"/>
        <source>The coach shows your hand, odds and outs while you are in a hand.</source>
        <extracomment>Decisions kept in the session&apos;s &quot;cost chips&quot; list (newest first). The tab of prize money and push/fold charts (shown at tournament tables only). Pixels between two decisions of the Review tab. The coach&apos;s narrowest width: with the table&apos;s action panel it fits a 1024 px wide screen.</extracomment>
        <translation>Der Coach zeigt deine Hand, die Odds und die Outs, solange du in einer Hand bist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="350"/>
        <source>Hand %1 - %2</source>
        <extracomment>a decision that cost chips; %1 the hand number, %2 the decision in words</extracomment>
        <translation>Hand %1 – %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="356"/>
        <source>Your decisions in hand %1</source>
        <extracomment>%1 the number of the last hand the person played</extracomment>
        <translation>Deine Entscheidungen in Hand %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="361"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="362"/>
        <source>Odds</source>
        <translation>Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="364"/>
        <source>Why?</source>
        <extracomment>tab with the computer players&apos; reasons</extracomment>
        <translation>Warum?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="366"/>
        <source>Review</source>
        <extracomment>tab with the review of your decisions</extracomment>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="368"/>
        <source>Ranges</source>
        <extracomment>tab with an opponent&apos;s estimated range on the 13x13 grid</extracomment>
        <translation>Ranges</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="370"/>
        <source>Solver</source>
        <extracomment>tab with what an equilibrium (a solver) does at the person&apos;s turn or river decision</extracomment>
        <translation>Solver</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="372"/>
        <source>Tournament</source>
        <extracomment>tab with prize money (ICM) and push/fold charts at a tournament table</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="375"/>
        <source>Why each computer player acted. Shown at once when every card is open, otherwise when the hand is over. Point at a line for the numbers.</source>
        <translation>Warum jeder Computerspieler so gespielt hat. Sofort zu sehen, wenn alle Karten offen liegen, sonst am Ende der Hand. Zeig auf eine Zeile für die Zahlen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="353"/>
        <source>Your decisions in the last hand</source>
        <translation>Deine Entscheidungen in der letzten Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_dock.py" line="378"/>
        <source>Decisions that cost chips</source>
        <translation>Entscheidungen, die Chips gekostet haben</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="76"/>
        <location filename="../gui/teaching/lessons/quiz_labels.py" line="45"/>
        <source>%1 %</source>
        <extracomment>a percentage; %1 the number (the space before the sign as in German and French)</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="83"/>
        <source>to a pair</source>
        <translation>zum Paar</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="84"/>
        <source>to two pair</source>
        <translation>zu zwei Paaren</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="85"/>
        <source>to three of a kind</source>
        <translation>zum Drilling</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="86"/>
        <source>to a straight</source>
        <translation>zur Straße</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="87"/>
        <source>to a flush</source>
        <translation>zum Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="88"/>
        <source>to a full house</source>
        <translation>zum Full House</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="89"/>
        <source>to four of a kind</source>
        <translation>zum Vierling</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="90"/>
        <source>to a straight flush</source>
        <translation>zum Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="91"/>
        <source>to a royal flush</source>
        <translation>zum Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="103"/>
        <source>clean: %1</source>
        <extracomment>outs that leave you ahead of most of the range; %1 how many, %2 your equity once one of them comes</extracomment>
        <translation>sauber: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="105"/>
        <location filename="../gui/teaching/coach/coach_words.py" line="114"/>
        <source>equity then %1</source>
        <extracomment>your equity once one of these outs comes; %1 the equity</extracomment>
        <translation>Equity dann %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="111"/>
        <source>tainted: %1</source>
        <extracomment>outs that pair the board or complete a better hand for the opponent&apos;s range; %1 how many</extracomment>
        <translation>unsauber: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="127"/>
        <location filename="../gui/teaching/ranges/range_panel.py" line="236"/>
        <source>%1 ± %2</source>
        <extracomment>an equity estimated by sampling; %1 the equity, %2 its standard error in points</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="136"/>
        <source>top %1</source>
        <extracomment>the share of hands as good as yours or better, for a strong hand</extracomment>
        <translation>beste %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="138"/>
        <source>bottom %1</source>
        <extracomment>the share of hands as weak as yours or weaker, for a weak hand</extracomment>
        <translation>schlechteste %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="148"/>
        <source>starting hand %1 of %2 (%3)</source>
        <extracomment>before the flop: %1 the place of your starting hand in the order of all 1,326, %2 how many there are, %3 &quot;top 3 %&quot; or &quot;bottom 2 %&quot;</extracomment>
        <translation>Starthand %1 von %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="160"/>
        <source>in the range of %1: you beat %2, lose to %3 (%4)</source>
        <extracomment>your hand against the hands in an opponent&apos;s range now; %1 their name, %2 the share of the range you beat, %3 the share that beats you, %4 &quot;top 20 %&quot; or &quot;bottom 30 %&quot; (your hand counted among the range)</extracomment>
        <translation>in der Range von %1: du schlägst %2, verlierst gegen %3 (%4)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="168"/>
        <source>ranks %1 of %2 possible hands (%3)</source>
        <extracomment>%1 the rank of your hand (1 = the best), %2 how many hands are possible, %3 &quot;top 3 %&quot; or &quot;bottom 2 %&quot;</extracomment>
        <translation>Platz %1 von %2 möglichen Händen (%3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="176"/>
        <source>%1 of all hands, %2</source>
        <extracomment>a range&apos;s size; %1 its share of all hands, %2 its weighted combinations</extracomment>
        <translation>%1 aller Hände, %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="186"/>
        <source>all of it: %1</source>
        <extracomment>a short range written out whole in range notation</extracomment>
        <translation>vollständig: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="191"/>
        <source>%1 … down to %2 (%3)</source>
        <extracomment>a range from its strongest starting hands down to the weakest it holds; %1 the strongest, %2 the weakest, %3 how many starting hands it holds</extracomment>
        <translation>%1… bis hinunter zu %2 (%3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="205"/>
        <source>%1 (SPR %2 at the start of this street)</source>
        <extracomment>%1 the effective stack in chips, %2 the stack-to-pot ratio at the start of the street (stack behind over the pot before this street&apos;s bets)</extracomment>
        <translation>%1 (SPR %2 zu Beginn dieser Setzrunde)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="210"/>
        <source>after the bets %1</source>
        <extracomment>the stack-to-pot ratio now, after this street&apos;s bets; %1 the ratio</extracomment>
        <translation>nach den Einsätzen %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="247"/>
        <source>vs %1 (%2): &lt;b&gt;%3&lt;/b&gt;; range %4</source>
        <extracomment>%1 a player&apos;s name, %2 their position, %3 your equity against their range, %4 the range&apos;s size (its share of all hands and its combinations)</extracomment>
        <translation>gegen %1 (%2): &lt;b&gt;%3&lt;/b&gt;; Range %4</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="262"/>
        <source>%1 clean, %2 tainted (they pair the board or give the range a better hand)</source>
        <extracomment>outs counted apart; %1 clean outs, %2 tainted outs (they pair the board or complete a better hand for the opponent&apos;s range)</extracomment>
        <translation>%1 sauber, %2 unsauber (sie paaren das Board oder geben der Range eine bessere Hand)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="223"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="225"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="227"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="230"/>
        <source>call %1 into %2: you need %3</source>
        <extracomment>%1 chips to call, %2 the pot, %3 the equity the call needs</extracomment>
        <translation>%1 mitgehen bei %2 im Pot: du brauchst %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="235"/>
        <source>nothing to call (pot %1)</source>
        <extracomment>pot odds when nothing is to call; %1 the pot</extracomment>
        <translation>nichts mitzugehen (Pot %1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="237"/>
        <source>Pot odds</source>
        <translation>Pot Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="238"/>
        <source>Effective stack</source>
        <translation>Effektiver Stack</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="242"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/coach_words.py" line="265"/>
        <source>Outs</source>
        <translation>Outs</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="158"/>
        <source>No opponent&apos;s range to show.</source>
        <translation>Keine Range eines Gegners zu zeigen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="214"/>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="217"/>
        <source>Type or paint a range to compare it with this one.</source>
        <translation>Tippe oder male eine Range, um sie mit dieser zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="221"/>
        <source>No hand of your range can meet this range on this board.</source>
        <translation>Keine Hand deiner Range kann auf diesem Board auf diese Range treffen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="228"/>
        <source>exact, %1 pairs of hands</source>
        <extracomment>%1 the number of hand pairs that can meet</extracomment>
        <translation>exakt, %1 Handpaare</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="233"/>
        <source>%1 sampled boards</source>
        <extracomment>%1 the number of boards sampled</extracomment>
        <translation>%1 zufällige Boards</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_panel.py" line="240"/>
        <source>Your range against %1&apos;s: &lt;b&gt;%2&lt;/b&gt; (%3)</source>
        <extracomment>your range&apos;s equity against an opponent&apos;s; %1 their name, %2 the equity, %3 how it was found</extracomment>
        <translation>Deine Range gegen die von %1: &lt;b&gt;%2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/outs_view.py" line="70"/>
        <source>All outs (%1)</source>
        <extracomment>Rows shown before the list scrolls. the first row of the outs list; %1 how many outs there are</extracomment>
        <translation>Alle Outs (%1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/outs_view.py" line="78"/>
        <source>%1: %2 (%3 next card, %4 by the river)</source>
        <extracomment>one group of outs; %1 what it makes (&quot;to a flush&quot;), %2 how many cards, %3 the chance by the next card, %4 by the river</extracomment>
        <translation>%1: %2 (%3 mit der nächsten Karte, %4 bis zum River)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/outs_view.py" line="138"/>
        <source>Point at a group of outs to see its cards in the deck; your best five cards are raised.</source>
        <translation>Zeig auf eine Gruppe von Outs, um ihre Karten im Deck zu sehen; deine besten fünf Karten sind angehoben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/outs_view.py" line="142"/>
        <source>No outs now. Your best five cards are raised in the deck.</source>
        <translation>Gerade keine Outs. Deine besten fünf Karten sind im Deck angehoben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/outs_view.py" line="145"/>
        <source>The deck: your cards and the board are faded; outs are marked from the flop on.</source>
        <translation>Das Deck: Deine Karten und das Board sind blass; Outs werden ab dem Flop markiert.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="49"/>
        <source>not a hand, a hand class or a span</source>
        <extracomment>An example in the field while it is empty (the notation is the same in every language).</extracomment>
        <translation>keine Hand, keine Handklasse und kein Bereich</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="50"/>
        <source>the same card twice</source>
        <translation>zweimal dieselbe Karte</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="51"/>
        <source>a pair cannot be suited or offsuit</source>
        <translation>ein Paar kann nicht suited oder offsuit sein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="52"/>
        <source>both ends of a span must be alike (suited, offsuit or both)</source>
        <translation>beide Enden eines Bereichs müssen gleich sein (suited, offsuit oder beides)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="54"/>
        <source>the two ends share neither the top card nor the gap</source>
        <translation>die beiden Enden haben weder die obere Karte noch den Abstand gemeinsam</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="58"/>
        <source>a weight after the colon is a number from 0 to 1</source>
        <translation>ein Gewicht nach dem Doppelpunkt ist eine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="60"/>
        <source>The range holds no hand.</source>
        <translation>Die Range enthält keine Hand.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="65"/>
        <source>Cannot read “%1” at character %2: %3</source>
        <extracomment>a typed range that cannot be read; %1 the item, %2 its place (1 = the first character), %3 why</extracomment>
        <translation>„%1“ bei Zeichen %2 ist nicht lesbar: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="202"/>
        <source>Your range: type it (Enter compares) or paint it on the grid.</source>
        <translation>Deine Range: Tippe sie ein (Enter vergleicht) oder male sie ins Raster.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="204"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_input.py" line="205"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="33"/>
        <source>Top pair or better</source>
        <translation>Top Pair oder besser</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="34"/>
        <source>Overpair</source>
        <translation>Overpair</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="35"/>
        <source>Two pair or better</source>
        <translation>Zwei Paare oder besser</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="37"/>
        <source>Weaker pair</source>
        <extracomment>middle pair, bottom pair, a pocket pair under the top card</extracomment>
        <translation>Schwächeres Paar</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="38"/>
        <source>Flush draw</source>
        <translation>Flush-Draw</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="39"/>
        <source>Straight draw</source>
        <translation>Straßen-Draw</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="41"/>
        <source>Air (nothing)</source>
        <extracomment>no made hand and no draw</extracomment>
        <translation>Luft (nichts)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="76"/>
        <source>%1 combinations</source>
        <extracomment>a share&apos;s weight; %1 weighted combinations of the range</extracomment>
        <translation>%1 Kombinationen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="100"/>
        <source>%1&apos;s range</source>
        <extracomment>column of the shares table: the opponent&apos;s range; %1 the opponent&apos;s name</extracomment>
        <translation>Range: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="101"/>
        <source>Their range</source>
        <translation>Range der Gegner</translation>
    </message>
    <message>
        <location filename="../gui/teaching/ranges/range_shares.py" line="102"/>
        <source>Your range</source>
        <translation>Deine Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_view.py" line="79"/>
        <source>Learn it in the lesson: %1 (Help &gt; Lessons); practise it in the trainer&apos;s drill: %2</source>
        <extracomment>under the coach&apos;s Tournament tab; %1 the lesson&apos;s title, %2 the drill&apos;s name</extracomment>
        <translation>Lerne es in der Lektion: %1 (Hilfe &gt; Lektionen); übe es in der Trainer-Übung: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_view.py" line="85"/>
        <source>At a tournament table the coach shows what the stacks are worth in prize money (ICM), and the push/fold chart when stacks are short.</source>
        <translation>Am Turniertisch zeigt der Coach, was die Stacks an Preisgeld wert sind (ICM), und bei kurzen Stacks die Push/Fold-Tabelle.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="49"/>
        <source>any ace</source>
        <extracomment>every hand with an ace in a push/fold chart (&quot;Push: any ace, 22+, ...&quot;)</extracomment>
        <translation>jedes Ass</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="51"/>
        <source>any king</source>
        <extracomment>every hand with a king in a push/fold chart</extracomment>
        <translation>jeder König</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="53"/>
        <source>any queen</source>
        <extracomment>every hand with a queen in a push/fold chart</extracomment>
        <translation>jede Dame</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="61"/>
        <source>no hand</source>
        <extracomment>a push/fold chart that plays no hand</extracomment>
        <translation>keine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="64"/>
        <source>any two cards</source>
        <extracomment>a push/fold chart that plays every hand</extracomment>
        <translation>alle Hände</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="67"/>
        <source>any two cards except %1</source>
        <extracomment>a push/fold chart that plays nearly every hand; %1 the few it folds</extracomment>
        <translation>alle Hände außer %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="87"/>
        <source>Prize pool %1: %2</source>
        <extracomment>heading of the coach&apos;s table of prize money; %1 the prize pool, %2 the prizes</extracomment>
        <translation>Preisgeld %1: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="92"/>
        <source>Player</source>
        <extracomment>column headings: player, chips at the start of the hand, ICM equity</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="93"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="94"/>
        <source>ICM equity</source>
        <translation>ICM-Equity</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="96"/>
        <source>of the pool</source>
        <extracomment>a player&apos;s share of the prize pool</extracomment>
        <translation>vom Preisgeld</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="109"/>
        <source>Your decision: all-in or fold</source>
        <extracomment>heading: the person may move all-in first in before the flop</extracomment>
        <translation>Deine Entscheidung: All-in oder passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="112"/>
        <source>Your decision: call the all-in or fold</source>
        <extracomment>heading: the person faces an all-in</extracomment>
        <translation>Deine Entscheidung: beim All-in mitgehen oder passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="114"/>
        <source>If called by</source>
        <extracomment>column heading: the player who may call your all-in (or whose all-in you face)</extracomment>
        <translation>Wer mitgeht</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="115"/>
        <source>All-in by</source>
        <translation>All-in von</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="118"/>
        <source>needs in chips</source>
        <extracomment>column headings: the equity you need in chips (pot odds) and by ICM</extracomment>
        <translation>nötig in Chips</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="119"/>
        <source>by ICM</source>
        <translation>nach ICM</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="121"/>
        <source>risk premium</source>
        <extracomment>column heading: ICM&apos;s extra equity over pot odds, in percentage points</extracomment>
        <translation>Risikoprämie</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="130"/>
        <source>Your equity: %1</source>
        <extracomment>the person&apos;s equity when the all-in is called</extracomment>
        <translation>Deine Equity: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="134"/>
        <source>Chip EV %1 BB, $EV %2 against folding</source>
        <extracomment>%1 the gain over folding in big blinds (chip EV), %2 in prize money ($EV)</extracomment>
        <translation>Chip-EV %1 BB, $EV %2 gegenüber Passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="143"/>
        <source>Chips say go, prize money says fold.</source>
        <extracomment>chips and prize money disagree: ICM says fold</extracomment>
        <translation>Die Chips sagen: spielen, das Preisgeld sagt: passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="146"/>
        <source>Chips say fold, prize money says go.</source>
        <extracomment>chips and prize money disagree: ICM says go</extracomment>
        <translation>Die Chips sagen: passen, das Preisgeld sagt: spielen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="148"/>
        <source>Both say: move all-in.</source>
        <translation>Beide sagen: All-in gehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="150"/>
        <source>Both say: call.</source>
        <extracomment>chips and prize money agree on calling</extracomment>
        <translation>Beide sagen: mitgehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="152"/>
        <source>Both say: fold.</source>
        <extracomment>chips and prize money agree on folding</extracomment>
        <translation>Beide sagen: passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="157"/>
        <source>Push/fold chart at %1 BB, %2 players (ICM equilibrium)</source>
        <extracomment>%1 the effective stack in big blinds, %2 how many players are at the table</extracomment>
        <translation>Push/Fold-Tabelle bei %1 BB, %2 Spieler (ICM-Gleichgewicht)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="167"/>
        <source>Push: %1</source>
        <extracomment>%1 the hands to move all-in with when everybody before you folded</extracomment>
        <translation>All-in gehen mit: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="170"/>
        <source>Call %1&apos;s all-in: %2</source>
        <extracomment>%1 the player who moved all-in; %2 the hands to call with</extracomment>
        <translation>Beim All-in von %1 mitgehen mit: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="174"/>
        <source>Call an all-in: %1</source>
        <extracomment>%1 the hands to call an all-in from the first player who can make one</extracomment>
        <translation>Bei einem All-in mitgehen mit: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="179"/>
        <source>Your hand is in this range.</source>
        <translation>Deine Hand ist in dieser Range.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_words.py" line="181"/>
        <source>Your hand is not in this range.</source>
        <extracomment>the person&apos;s starting hand is outside the chart&apos;s range</extracomment>
        <translation>Deine Hand ist nicht in dieser Range.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../gui/teaching/trainer/trainer_words.py" line="57"/>
        <source>%n out(s): %n of the %1 unseen cards put(s) you ahead (%2 on the next card, %3 by the river).</source>
        <extracomment>%n the outs, %1 unseen cards, %2 chance on the next card, %3 chance by the river</extracomment>
        <translation>
            <numerusform>%n Out: %n der %1 unbekannten Karten bringt dich nach vorn (%2 mit der nächsten Karte, %3 bis zum River).</numerusform>
            <numerusform>%n Outs: %n der %1 unbekannten Karten bringen dich nach vorn (%2 mit der nächsten Karte, %3 bis zum River).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/trainer/trainer_words.py" line="63"/>
        <source>The nuts: %1; %n combination(s) make(s) it.</source>
        <extracomment>%1 the nut hand&apos;s name; %n how many two-card holdings make it</extracomment>
        <translation>
            <numerusform>Die Nuts: %1; %n Kombination bildet sie.</numerusform>
            <numerusform>Die Nuts: %1; %n Kombinationen bilden sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="42"/>
        <source>vs %n random hand(s)</source>
        <extracomment>equity against %n random hands (as many as there are opponents)</extracomment>
        <translation>
            <numerusform>gegen %n zufällige Hand</numerusform>
            <numerusform>gegen %n zufällige Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="46"/>
        <source>%n starting hand(s)</source>
        <extracomment>how many starting-hand classes (AKs, QQ, 72o...) a range holds</extracomment>
        <translation>
            <numerusform>%n Starthand</numerusform>
            <numerusform>%n Starthände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="50"/>
        <source>%Ln combination(s)</source>
        <extracomment>weighted combinations of two cards in a range</extracomment>
        <translation>
            <numerusform>%Ln Kombination</numerusform>
            <numerusform>%Ln Kombinationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="54"/>
        <source>%n out(s): %1 next card, %2 by the river</source>
        <extracomment>%n outs; %1 the chance to hit one by the next card, %2 by the river</extracomment>
        <translation>
            <numerusform>%n Out: %1 mit der nächsten Karte, %2 bis zum River</numerusform>
            <numerusform>%n Outs: %1 mit der nächsten Karte, %2 bis zum River</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EarlierHands</name>
    <message numerus="yes">
        <location filename="../gui/table/earlier_hands.py" line="27"/>
        <source>Session continued after %n hand(s). The hand history (View &gt; Hand history, Ctrl+H) has every one of them.</source>
        <extracomment>the hand log after continuing a saved session; %n hands played before today&apos;s</extracomment>
        <translation>
            <numerusform>Sitzung fortgesetzt nach %n Hand. Unter Ansicht &gt; Gespielte Hände (Strg+H) steht jede davon.</numerusform>
            <numerusform>Sitzung fortgesetzt nach %n Händen. Unter Ansicht &gt; Gespielte Hände (Strg+H) steht jede davon.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EquityChart</name>
    <message>
        <location filename="../gui/history/equity_chart.py" line="65"/>
        <source>Pre-flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/history/equity_chart.py" line="65"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/history/equity_chart.py" line="65"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../gui/history/equity_chart.py" line="65"/>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <location filename="../gui/history/equity_chart.py" line="157"/>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location filename="../gui/history/equity_chart.py" line="158"/>
        <source>No hand is known yet</source>
        <translation>Noch ist keine Hand bekannt</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../gui/base/texts.py" line="223"/>
        <source>The only allowed amount is %1.</source>
        <translation>Erlaubt ist nur der Betrag %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="225"/>
        <source>Bet or raise to an amount between %1 and %2.</source>
        <translation>Setze oder erhöhe auf einen Betrag zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="228"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="229"/>
        <source>Nobody is to act.</source>
        <translation>Niemand ist an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="230"/>
        <source>There is no bet to fold to: check instead.</source>
        <translation>Es gibt keinen Einsatz, vor dem du passen müsstest: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="231"/>
        <source>There is a bet to call: you cannot check.</source>
        <translation>Es liegt ein Einsatz: Du kannst nicht checken.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="232"/>
        <source>There is nothing to call: check instead.</source>
        <translation>Es gibt nichts zum Mitgehen: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="233"/>
        <source>A short all-in did not reopen the betting: you may only call or fold.</source>
        <translation>Ein zu kleines All-in hat die Setzrunde nicht wieder eröffnet: Du kannst nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="236"/>
        <source>The betting is capped in this round.</source>
        <translation>In dieser Setzrunde sind keine Erhöhungen mehr erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="237"/>
        <source>All your chips are needed to call.</source>
        <translation>Zum Mitgehen brauchst du alle deine Chips.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="238"/>
        <source>Every other player is all-in.</source>
        <translation>Alle anderen Spieler sind All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="239"/>
        <source>Enter an amount to bet or raise.</source>
        <translation>Gib einen Betrag zum Setzen oder Erhöhen ein.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="241"/>
        <source>At least two other players must stay at the table: you cannot sit out now.</source>
        <translation>Mindestens zwei andere Spieler müssen am Tisch bleiben: Du kannst jetzt nicht aussetzen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="243"/>
        <source>You have no chips to sit out with.</source>
        <translation>Du hast keine Chips, mit denen du aussetzen könntest.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="244"/>
        <source>You are not sitting out.</source>
        <translation>Du setzt gerade nicht aus.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="245"/>
        <source>Only a cash game ends after a last hand; a tournament plays to the end.</source>
        <translation>Nur ein Cash Game endet nach einer letzten Hand; ein Turnier wird zu Ende gespielt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="251"/>
        <source>That is not allowed now (%1).</source>
        <translation>Das ist jetzt nicht erlaubt (%1).</translation>
    </message>
</context>
<context>
    <name>ErrorView</name>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="120"/>
        <source>Bands (mbb per decision): %1</source>
        <extracomment>Positions in table order, the first to act first (the widest table&apos;s codes).</extracomment>
        <translation>Klassen (mbb pro Entscheidung): %1</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="122"/>
        <source>Grade your play to see your error rate.</source>
        <translation>Lass dein Spiel bewerten, um deine Fehlerquote zu sehen.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="136"/>
        <source>Not graded: %1 decisions (%2); they are not counted.</source>
        <extracomment>%1 decisions not graded, %2 why, by reason</extracomment>
        <translation>Nicht bewertet: %1 Entscheidungen (%2); sie zählen nicht mit.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="151"/>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="192"/>
        <source>&amp;Split by:</source>
        <extracomment>label of the box choosing how the error rate is split</extracomment>
        <translation>&amp;Aufteilen nach:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="194"/>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="194"/>
        <source>mbb per decision</source>
        <translation>mbb pro Entscheidung</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="194"/>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="195"/>
        <source>Band</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/error_view.py" line="195"/>
        <source>Blunders</source>
        <translation>Patzer</translation>
    </message>
</context>
<context>
    <name>FreeFold</name>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="39"/>
        <source>Ask me first</source>
        <extracomment>folding when checking is free: the window asks first</extracomment>
        <translation>Erst nachfragen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="41"/>
        <source>Fold without asking</source>
        <extracomment>folding when checking is free: it simply folds</extracomment>
        <translation>Ohne Nachfrage passen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="43"/>
        <source>Do not allow it</source>
        <extracomment>folding when checking is free: the Fold button is off</extracomment>
        <translation>Nicht erlauben</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="64"/>
        <source>Fold?</source>
        <translation>Passen?</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="65"/>
        <source>You can check for free. Fold anyway?</source>
        <translation>Du kannst kostenlos checken. Trotzdem passen?</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="68"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/free_fold.py" line="70"/>
        <source>Keep my hand</source>
        <translation>Hand behalten</translation>
    </message>
</context>
<context>
    <name>Grades</name>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="55"/>
        <source>the expert does the same</source>
        <translation>der Experte macht dasselbe</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="56"/>
        <source>close: the difference is small</source>
        <translation>knapp: Der Unterschied ist klein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="57"/>
        <source>called without the odds</source>
        <translation>mitgegangen ohne die Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="58"/>
        <source>folded although the odds were there</source>
        <translation>gepasst, obwohl die Odds da waren</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="59"/>
        <source>missed value: a bet or raise earns more</source>
        <translation>Value verschenkt: Setzen oder Erhöhen bringt mehr</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="60"/>
        <source>a bet or raise that loses chips</source>
        <translation>Setzen oder Erhöhen, das Chips kostet</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="61"/>
        <source>folded when checking was free</source>
        <translation>gepasst, obwohl Checken nichts gekostet hätte</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="62"/>
        <source>another action is worth clearly more</source>
        <translation>eine andere Aktion ist deutlich mehr wert</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="64"/>
        <source>the equilibrium plays this with your hand</source>
        <extracomment>a decision graded against the solver: the action is one the equilibrium plays</extracomment>
        <translation>das Gleichgewicht spielt das mit deiner Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="66"/>
        <source>the equilibrium plays this rarely or never</source>
        <extracomment>graded against the solver: the equilibrium (almost) never plays it, and it costs</extracomment>
        <translation>das Gleichgewicht spielt das selten oder nie</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="68"/>
        <source>graded</source>
        <translation>bewertet</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="75"/>
        <source>your cards in this hand are not known</source>
        <translation>deine Startkarten in dieser Hand sind nicht bekannt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="78"/>
        <source>the grader does not know hands with straddles or blinds out of turn</source>
        <extracomment>not graded: a hand with straddles, blinds posted out of turn or the like</extracomment>
        <translation>die Bewertung kennt keine Hände mit Straddles oder Blinds außer der Reihe</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="81"/>
        <source>the expert found no sound reading of this spot</source>
        <translation>der Experte fand für diese Lage keine verlässliche Einschätzung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="87"/>
        <source>the expert put no value on %1 or any other option here</source>
        <extracomment>not graded; %1 the action taken</extracomment>
        <translation>der Experte hat hier weder %1 noch einer anderen Möglichkeit einen Wert gegeben</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="90"/>
        <source>the expert valued only %2 in this spot, not %1</source>
        <extracomment>not graded; %1 the action taken, %2 the options the expert valued (&quot;Fold&quot;)</extracomment>
        <translation>der Experte hat hier nur %2 bewertet, nicht %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="92"/>
        <source>the grader could not value it</source>
        <translation>die Bewertung konnte sie nicht einschätzen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="99"/>
        <source>EV in big blinds: %1</source>
        <extracomment>%1 the options with their expected values, e.g. &quot;Fold 0.0, Call +0.6&quot;</extracomment>
        <translation>EV in Big Blinds: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="109"/>
        <source>%1 (%2 % of the pot)</source>
        <extracomment>the solver&apos;s bet: %1 the bet as the table names it (&quot;Bet 36&quot;), %2 its share of the pot</extracomment>
        <translation>%1 (%2 % des Pots)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="120"/>
        <source>%1 % %2</source>
        <extracomment>one action of the equilibrium&apos;s mix: %1 how often (%), %2 the action (&quot;Bet 36&quot;)</extracomment>
        <translation>%1 % %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="128"/>
        <source>Graded against the solver, this street alone (the river valued by each hand&apos;s equity). With your hand the equilibrium plays: %1.</source>
        <extracomment>a turn decision graded against the solver, the turn solved alone (what happens on the river is valued by each hand&apos;s equity); %1 the actions with their frequencies</extracomment>
        <translation>Gegen den Solver bewertet, nur diese Setzrunde gelöst (für den River zählt die Equity jeder Hand). Mit deiner Hand spielt das Gleichgewicht: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="134"/>
        <source>Graded against the solver. With your hand the equilibrium plays: %1.</source>
        <extracomment>a decision graded against the solver; %1 the actions with their frequencies (&quot;62 % Check, 38 % Bet 36 (75 % of the pot)&quot;)</extracomment>
        <translation>Gegen den Solver bewertet. Mit deiner Hand spielt das Gleichgewicht: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="140"/>
        <source>Your choice (%1) is taken %2 % of the time and costs %3 BB.</source>
        <extracomment>%1 the person&apos;s action, %2 how often the equilibrium takes it (%), %3 big blinds</extracomment>
        <translation>Deine Wahl (%1) spielt das Gleichgewicht in %2 % der Fälle; sie kostet %3 BB.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="144"/>
        <source>Your choice (%1) is taken %2 % of the time and costs nothing.</source>
        <extracomment>%1 the person&apos;s action, %2 how often the equilibrium takes it (%)</extracomment>
        <translation>Deine Wahl (%1) spielt das Gleichgewicht in %2 % der Fälle; sie kostet nichts.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="158"/>
        <source>%1: you %2 - not graded: %3</source>
        <extracomment>a decision without a grade; %1 the street, %2 your action, %3 why</extracomment>
        <translation>%1: dein %2 – nicht bewertet: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="162"/>
        <source>%1: you %2 - %3</source>
        <extracomment>a graded decision; %1 the street, %2 your action, %3 the reason of the grade</extracomment>
        <translation>%1: dein %2 – %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/grade_words.py" line="166"/>
        <source>(-%1 BB)</source>
        <extracomment>the expected value a decision gave up, in big blinds</extracomment>
        <translation>(−%1 BB)</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../gui/base/texts.py" line="134"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="133"/>
        <source>High Card</source>
        <extracomment>hand category: five unpaired cards</extracomment>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="134"/>
        <source>Two Pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="135"/>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="135"/>
        <source>Three of a Kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="136"/>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="136"/>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="137"/>
        <source>Four of a Kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="137"/>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="138"/>
        <location filename="../gui/base/texts.py" line="192"/>
        <source>Royal Flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="147"/>
        <source>%1, %2 kicker</source>
        <extracomment>a hand name, then its highest kicker: &quot;Pair of Kings, Ace kicker&quot;</extracomment>
        <translation>%1, %2 als Kicker</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="160"/>
        <source>High Card, %1</source>
        <extracomment>hand name; %1 the highest card, e.g. &quot;High Card, Ace&quot;</extracomment>
        <translation>Höchste Karte, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="168"/>
        <source>Two Pair, %1 and %2</source>
        <extracomment>hand name; %1 the higher and %2 the lower pair, plural: &quot;Two Pair, Kings and Sevens&quot;</extracomment>
        <translation>Zwei Paare, %1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="173"/>
        <source>Three of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Three of a Kind, Queens&quot;</extracomment>
        <translation>Drilling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="183"/>
        <source>Full House, %1 full of %2</source>
        <extracomment>hand name; %1 the three cards&apos; rank, %2 the pair&apos;s, plural: &quot;Kings full of Sevens&quot;</extracomment>
        <translation>Full House, %1 über %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="187"/>
        <source>Four of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Four of a Kind, Nines&quot;</extracomment>
        <translation>Vierling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="191"/>
        <source>Straight Flush, %1 high</source>
        <extracomment>hand name; %1 the top card, singular: &quot;Straight Flush, Nine high&quot;</extracomment>
        <translation>Straight Flush, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="164"/>
        <source>Pair of %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Pair of Kings&quot;</extracomment>
        <translation>Paar %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="177"/>
        <source>Straight, %1 high</source>
        <extracomment>hand name; %1 the top card of the straight, singular: &quot;Straight, Nine high&quot;</extracomment>
        <translation>Straße, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="180"/>
        <source>Flush, %1 high</source>
        <extracomment>hand name; %1 the highest card of the flush, singular: &quot;Flush, Ace high&quot;</extracomment>
        <translation>Flush, %1 hoch</translation>
    </message>
</context>
<context>
    <name>HandImporter</name>
    <message>
        <location filename="../gui/history/import_dialog.py" line="118"/>
        <source>Hand histories (*.txt *.xml *.phh *.phhs)</source>
        <translation>Handverläufe (*.txt *.xml *.phh *.phhs)</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="119"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="122"/>
        <source>Import hand histories</source>
        <translation>Handverläufe importieren</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="129"/>
        <source>Import a folder of hand histories</source>
        <translation>Einen Ordner mit Handverläufen importieren</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="141"/>
        <source>Reading hand histories…</source>
        <translation>Handverläufe werden gelesen…</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="141"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="144"/>
        <source>Importing hand histories</source>
        <translation>Handverläufe werden importiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="166"/>
        <source>Reading %1 (file %2 of %3)
%n hand(s) read</source>
        <extracomment>%1 is a file name, %2 and %3 count files; %n counts hands</extracomment>
        <translation>
            <numerusform>Lese %1 (Datei %2 von %3)
%n Hand gelesen</numerusform>
            <numerusform>Lese %1 (Datei %2 von %3)
%n Hände gelesen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="183"/>
        <source>Felt is not saving anything right now (see the status bar), so nothing can be imported.</source>
        <translation>Felt speichert gerade nichts (siehe Statusleiste), darum kann nichts importiert werden.</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <location filename="../gui/history/hand_table.py" line="80"/>
        <source>open cards</source>
        <extracomment>a practice aid in the history&apos;s Practice column</extracomment>
        <translation>offene Karten</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="81"/>
        <source>advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="82"/>
        <source>undo</source>
        <translation>zurückgenommen</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="91"/>
        <source>Every player&apos;s cards were face up for you.</source>
        <translation>Die Karten aller Spieler lagen für dich offen.</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="92"/>
        <source>The advisor suggested your actions.</source>
        <translation>Der Berater hat dir deine Aktionen vorgeschlagen.</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="93"/>
        <source>Practice: an action of yours was taken back.</source>
        <translation>Übung: Eine deiner Aktionen wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="215"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="215"/>
        <source>Hand</source>
        <comment>hand number column</comment>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="215"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="216"/>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="216"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="217"/>
        <source>Result</source>
        <comment>your chips won or lost in the hand</comment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="218"/>
        <source>Winning hand</source>
        <translation>Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="218"/>
        <source>Stakes</source>
        <comment>the blinds of a hand</comment>
        <translation>Limits</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="220"/>
        <source>Practice</source>
        <extracomment>column: the practice aids a hand was played with (open cards, advisor, undo)</extracomment>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="258"/>
        <source>none</source>
        <extracomment>a history cell with nothing in it, as a screen reader says it (no board, no aids)</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="278"/>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="284"/>
        <source>This hand cannot be read</source>
        <extracomment>a row of the history whose saved hand is damaged</extracomment>
        <translation>Diese Hand ist nicht lesbar</translation>
    </message>
    <message>
        <location filename="../gui/history/hand_table.py" line="314"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
</context>
<context>
    <name>HeardList</name>
    <message>
        <location filename="../gui/access/heard_list.py" line="30"/>
        <source>What was said</source>
        <extracomment>window title: the list of everything the screen reader was told</extracomment>
        <translation>Was gesagt wurde</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="30"/>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="31"/>
        <source>Win the chips in the pot: either with the best five-card hand at the showdown, or by betting so that everyone else folds.</source>
        <translation>Gewinne die Chips im Pot: entweder mit der besten Hand aus fünf Karten im Showdown oder indem du so setzt, dass alle anderen passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="33"/>
        <source>Button and blinds</source>
        <translation>Button und Blinds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="38"/>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="39"/>
        <source>Each player gets two hole cards face down. Five community cards follow in three steps: the flop (three cards), the turn and the river. A card is burned face down before each step.</source>
        <translation>Jeder Spieler bekommt zwei verdeckte Startkarten. Fünf Gemeinschaftskarten folgen in drei Schritten: der Flop (drei Karten), der Turn und der River. Vor jedem Schritt wird eine Karte verdeckt verbrannt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="42"/>
        <source>Four betting rounds</source>
        <translation>Vier Setzrunden</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="47"/>
        <source>What you can do</source>
        <translation>Was du tun kannst</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="53"/>
        <source>How much you can bet</source>
        <translation>Wie viel du setzen kannst</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="62"/>
        <source>All-in and side pots</source>
        <translation>All-in und Side-Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="69"/>
        <source>The showdown</source>
        <translation>Der Showdown</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="81"/>
        <source>Short deck</source>
        <translation>Short Deck</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="158"/>
        <source>Give up the hand and the chips bet in it.</source>
        <translation>Die Hand aufgeben, samt den Chips, die schon darin stecken.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="161"/>
        <source>Put in as much as the highest bet.</source>
        <translation>So viel bringen, wie der höchste Einsatz beträgt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="162"/>
        <source>Put in the first chips of a betting round.</source>
        <translation>Die ersten Chips einer Setzrunde bringen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="165"/>
        <source>Every chip you have is in the pot.</source>
        <translation>Jeder Chip, den du hast, ist im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="166"/>
        <source>The chips in the middle that the hand is played for.</source>
        <translation>Die Chips in der Mitte, um die die Hand gespielt wird.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="168"/>
        <source>The pot every player still in the hand can win.</source>
        <translation>Der Pot, den jeder gewinnen kann, der noch in der Hand ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="170"/>
        <source>Chips an all-in player cannot win.</source>
        <translation>Chips, die ein All-in-Spieler nicht gewinnen kann.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="171"/>
        <source>The disc that marks who deals; it moves clockwise.</source>
        <translation>Die Scheibe, die den Geber markiert; sie wandert im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="34"/>
        <source>After every hand the dealer button moves clockwise to the next player still in the game. The first player left of it posts the small blind, the next the big blind, the minimum bet. With two players the button posts the small blind.</source>
        <translation>Nach jeder Hand wandert der Dealer-Button im Uhrzeigersinn zum nächsten Spieler, der noch im Spiel ist. Der erste Spieler links davon bringt den Small Blind, der nächste den Big Blind, den Mindesteinsatz. Bei zwei Spielern bringt der Button den Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="43"/>
        <source>Before the flop the player left of the big blind acts first; in the later rounds the first player left of the button. A round ends when everyone still in has had a turn and has put in the same amount, or is all-in.</source>
        <translation>Vor dem Flop ist der Spieler links vom Big Blind zuerst dran, in den späteren Runden der erste Spieler links vom Button. Eine Runde endet, wenn jeder, der noch dabei ist, dran war und gleich viel gesetzt hat oder All-in ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="48"/>
        <source>Check when there is nothing to call (nobody has bet, or you are the big blind and nobody raised); bet; call the highest bet; raise it; or fold and give up the hand. Chips bet stay in the pot, and Felt offers Check instead of Fold when checking is free. The part of a bet nobody calls goes back to its owner.</source>
        <translation>Checken, wenn es nichts mitzugehen gibt (niemand hat gesetzt, oder du hast den Big Blind und niemand hat erhöht); setzen; mit dem höchsten Einsatz mitgehen; ihn erhöhen; oder passen und die Hand aufgeben. Gesetzte Chips bleiben im Pot, und Felt bietet Checken statt Passen an, wenn Checken nichts kostet. Den Teil eines Einsatzes, mit dem niemand mitgeht, bekommt der Spieler zurück.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="54"/>
        <source>No-Limit: at least the big blind (less only all-in), at most all your chips; a raise adds at least the last bet or raise. Pot-Limit: a raise may add at most the pot as it is after your call. Fixed-Limit: one fixed size, the small bet before the flop and on the flop, the big bet on the turn and river, and at most four bets in a round, unless the game itself is down to two players. Spread-Limit: any amount from the big blind up to the round&apos;s limit, with the same cap.</source>
        <translation>No-Limit: mindestens den Big Blind (weniger nur All-in), höchstens alle deine Chips; eine Erhöhung legt mindestens den letzten Einsatz oder die letzte Erhöhung drauf. Pot-Limit: Eine Erhöhung darf höchstens den Pot drauflegen, wie er nach deinem Mitgehen ist. Fixed-Limit: eine feste Größe, vor dem Flop und am Flop der kleine Einsatz, am Turn und River der große Einsatz, und höchstens vier Einsätze pro Runde, es sei denn, im Spiel sind nur noch zwei Spieler. Spread-Limit: jeder Betrag vom Big Blind bis zum Limit der Runde, mit demselben Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="63"/>
        <source>You can only play with the chips on the table. All-in, you can win from each opponent only as much as you put in; bets above that form a side pot for the others. An all-in for less than a full raise does not reopen the betting for those who already acted, in every structure (Felt uses this No-Limit rule in Limit too); a later full raise, or short all-ins that add up to one, reopen it.</source>
        <translation>Du spielst nur mit den Chips, die auf dem Tisch liegen. All-in kannst du von jedem Gegner nur so viel gewinnen, wie du selbst gesetzt hast; Einsätze darüber bilden einen Side-Pot für die anderen. Ein All-in unter einer vollen Erhöhung eröffnet die Setzrunde für die, die schon dran waren, nicht neu, in jeder Limit-Art (Felt nimmt diese No-Limit-Regel auch bei Limit); eine spätere volle Erhöhung oder zu kleine All-ins, die zusammen eine ergeben, eröffnen sie neu.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="82"/>
        <source>Played with 36 cards, sixes to aces. A flush beats a full house, three of a kind beats a straight (in Felt, as Triton plays it; some rooms rank the straight higher), and A-6-7-8-9 is the lowest straight.</source>
        <translation>Gespielt mit 36 Karten, Sechsen bis Asse. Ein Flush schlägt ein Full House, ein Drilling schlägt eine Straße (in Felt wie bei Triton; manche Casinos werten die Straße höher), und A-6-7-8-9 ist die niedrigste Straße.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="159"/>
        <source>Pass on without betting, when there is nothing to call.</source>
        <translation>Weitergeben, ohne zu setzen, wenn es nichts mitzugehen gibt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="163"/>
        <source>Put in more than the highest bet: at least a full raise, in Fixed-Limit exactly one bet.</source>
        <translation>Mehr als den höchsten Einsatz bringen: mindestens eine volle Erhöhung, bei Fixed-Limit genau einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="173"/>
        <source>The smaller forced bet, usually half the big blind, posted before the deal.</source>
        <translation>Der kleinere Pflichteinsatz, meist der halbe Big Blind, vor dem Austeilen gebracht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="176"/>
        <source>The minimum bet, posted before the deal.</source>
        <translation>Der Mindesteinsatz, vor dem Austeilen gebracht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="178"/>
        <source>A small forced bet from every player.</source>
        <translation>Ein kleiner Pflichteinsatz von jedem Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="179"/>
        <source>One ante for the whole table, posted by the big blind.</source>
        <translation>Ein Ante für den ganzen Tisch, vom Big Blind gebracht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="182"/>
        <source>Your two cards, face down.</source>
        <translation>Deine zwei Karten, verdeckt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="183"/>
        <source>The first three community cards.</source>
        <translation>Die ersten drei Gemeinschaftskarten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="184"/>
        <source>The fourth community card.</source>
        <translation>Die vierte Gemeinschaftskarte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="185"/>
        <source>The fifth community card.</source>
        <translation>Die fünfte Gemeinschaftskarte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="186"/>
        <source>A card put aside face down before the board is dealt.</source>
        <translation>Eine Karte, die verdeckt beiseitegelegt wird, bevor das Board aufgedeckt wird.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="188"/>
        <source>Showing the hands to find the winner.</source>
        <translation>Das Aufdecken der Hände, um den Gewinner zu finden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="190"/>
        <source>Give up a hand face down.</source>
        <translation>Eine Hand verdeckt aufgeben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="191"/>
        <source>A side card that breaks a tie.</source>
        <translation>Eine Beikarte, die bei Gleichstand entscheidet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="192"/>
        <source>A pot shared by equal hands.</source>
        <translation>Ein Pot, den gleiche Hände teilen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="193"/>
        <source>Only two players.</source>
        <translation>Nur zwei Spieler.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="199"/>
        <source>Spades, hearts, diamonds or clubs. Suits never break a tie at the showdown.</source>
        <translation>Pik, Herz, Karo oder Kreuz. Beim Showdown entscheidet die Farbe nie zwischen gleichwertigen Händen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="202"/>
        <source>A bet or raise may be anything up to all your chips.</source>
        <translation>Ein Einsatz oder eine Erhöhung darf jeden Betrag bis zu all deinen Chips haben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="204"/>
        <source>A raise may add at most the pot as it is after your call.</source>
        <translation>Eine Erhöhung darf höchstens den Pot drauflegen, wie er nach deinem Mitgehen ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="206"/>
        <source>Every bet and raise has one fixed size: the small bet, then the big bet.</source>
        <translation>Jeder Einsatz und jede Erhöhung hat eine feste Größe: erst den kleinen, dann den großen Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="209"/>
        <source>A bet may be any amount from the big blind up to the round&apos;s limit.</source>
        <translation>Ein Einsatz darf jeder Betrag vom Big Blind bis zum Limit der Runde sein.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="212"/>
        <source>The first betting round, before the flop is dealt.</source>
        <translation>Die erste Setzrunde, bevor der Flop kommt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="214"/>
        <source>The community cards on the table.</source>
        <translation>Die Gemeinschaftskarten auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="215"/>
        <source>The chips a player has in front of them.</source>
        <translation>Die Chips, die vor einem Spieler liegen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="216"/>
        <source>Raise again after someone has raised.</source>
        <translation>Noch einmal erhöhen, nachdem jemand erhöht hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="218"/>
        <source>A-2-3-4-5, the lowest straight: the ace counts as one.</source>
        <translation>A-2-3-4-5, die niedrigste Straße: Das Ass zählt als Eins.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="221"/>
        <source>Where you sit from the button: who acts later knows more and has the advantage.</source>
        <translation>Wo du vom Button aus sitzt: Wer später dran ist, weiß mehr und ist im Vorteil.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="235"/>
        <source>Independent Chip Model: what a tournament stack is worth in prize money, from each player&apos;s chance to finish in each paid place.</source>
        <translation>Independent Chip Model: was ein Turnier-Stack an Preisgeld wert ist, aus der Chance jedes Spielers, auf jedem bezahlten Platz zu landen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="242"/>
        <source>How much more equity ICM asks for a call or an all-in than the pot odds do.</source>
        <translation>Wie viel mehr Equity ICM für ein Mitgehen oder ein All-in verlangt als die Pot Odds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="251"/>
        <source>Stack-to-pot ratio: the effective stack behind divided by the pot at the start of the street. Example: a raise to 100 and a call leave both players 900 behind and 200 in the pot on the flop, so the SPR is 900 ÷ 200 = 4.5; a bet on the flop does not change it. The lower it is, the sooner a good hand goes all-in.</source>
        <translation>Verhältnis von Stack zu Pot: der effektive Stack, der noch nicht im Pot ist, geteilt durch den Pot zu Beginn der Setzrunde. Beispiel: Nach einer Erhöhung auf 100 und einem Mitgehen haben beide noch 900 vor sich, und am Flop liegen 200 im Pot; also ist die SPR 900 ÷ 200 = 4,5; ein Einsatz am Flop ändert daran nichts. Je kleiner sie ist, desto früher geht eine gute Hand All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="284"/>
        <source>Checking first, then raising a bet in the same round.</source>
        <translation>Erst checken, dann in derselben Runde einen Einsatz erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="286"/>
        <source>Checking with a medium hand to keep the pot small.</source>
        <translation>Mit einer mittleren Hand checken, um den Pot klein zu halten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="288"/>
        <source>Pot odds with the chips you expect to win later, when your card comes.</source>
        <translation>Pot Odds samt den Chips, die du später zu gewinnen erwartest, wenn deine Karte kommt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="291"/>
        <source>What a hand expects to lose later: small pots when ahead, big ones when behind.</source>
        <translation>Was eine Hand später zu verlieren droht: Vorne gewinnt sie kleine Pots, hinten verliert sie große.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="294"/>
        <source>The money you keep for poker alone.</source>
        <translation>Das Geld, das du nur für Poker bereithältst.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="295"/>
        <source>The chips you sit down with at a cash table, or a tournament&apos;s entry fee; a full one is 100 big blinds.</source>
        <translation>Die Chips, mit denen du dich an einen Cash-Tisch setzt, oder das Startgeld eines Turniers; ein volles Buy-in sind 100 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="298"/>
        <source>Choosing a table with weaker players.</source>
        <translation>Einen Tisch mit schwächeren Spielern wählen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="301"/>
        <source>A pair of strategies in which neither player can win more by changing alone; a solver computes it.</source>
        <translation>Zwei Strategien, bei denen keiner der Spieler mehr gewinnen kann, wenn er allein etwas ändert; ein Solver berechnet es.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="304"/>
        <source>How much the best answer to a strategy would win against it, in per cent of the pot: zero at an equilibrium.</source>
        <translation>Wie viel die beste Antwort auf eine Strategie gegen sie gewinnen würde, in Prozent des Pots: null im Gleichgewicht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="307"/>
        <source>How often a strategy takes an action with a hand: &quot;bet 62 %&quot; means bet 62 times in 100 and do something else the rest.</source>
        <translation>Wie oft eine Strategie mit einer Hand eine Aktion wählt: „Setzen 62 %“ heißt 62-mal von 100 setzen und sonst etwas anderes tun.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="310"/>
        <source>A range of very strong hands and bluffs, with nothing in between.</source>
        <translation>Eine Range aus sehr starken Händen und Bluffs, ohne etwas dazwischen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="312"/>
        <source>A hand that beats only the opponent&apos;s bluffs.</source>
        <translation>Eine Hand, die nur die Bluffs des Gegners schlägt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="314"/>
        <source>A card in your hand that makes some of the opponent&apos;s combinations impossible: holding the ace of spades, they cannot have the nut spade flush.</source>
        <translation>Eine Karte in deiner Hand, die einige Kombinationen des Gegners unmöglich macht: Hältst du das Pik-Ass, kann er den Nut-Flush in Pik nicht haben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="323"/>
        <source>The first to act before the flop, left of the big blind; UTG+1 sits next.</source>
        <extracomment>What each position in the glossary means; its name comes from the one table of position names (:data:`gui.base.position_names.LONG_NAMES`), the same words the plates and coach use.</extracomment>
        <translation>Vor dem Flop als Erster dran, links vom Big Blind; daneben sitzt UTG+1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="325"/>
        <source>The seat right of the hijack.</source>
        <translation>Der Platz rechts vom Hijack.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="326"/>
        <source>The seat right of the cut-off.</source>
        <translation>Der Platz rechts vom Cut-off.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="327"/>
        <source>The seat right of the button.</source>
        <translation>Der Platz rechts vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="328"/>
        <source>The dealer&apos;s seat: it acts last after the flop, the best position.</source>
        <translation>Der Platz des Dealers: Nach dem Flop zuletzt dran, die beste Position.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="224"/>
        <source>All the hands a player may hold in a spot, judged from what they did.</source>
        <translation>Alle Hände, die ein Spieler in einer Lage halten kann, geschätzt nach dem, was er getan hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="70"/>
        <source>The last player to bet or raise in the last betting round shows first, otherwise the first player left of the button. The best five of your seven cards count, using two, one or none of your hole cards. Equal categories are decided by the higher cards, then by the kickers; suits never count. A-2-3-4-5 is the lowest straight; a straight cannot go round the ace (Q-K-A-2-3 is none). When betting stops because every player but one at most is all-in, every hand is turned up at once. Otherwise, even when a player is all-in but two or more others went on betting for a side pot, the hands are shown in order and a beaten hand may be given up unseen. Equal hands split the pot, and odd chips go to the winner nearest left of the button.</source>
        <translation>Wer in der letzten Setzrunde zuletzt gesetzt oder erhöht hat, zeigt zuerst, sonst der erste Spieler links vom Button. Es zählen die besten fünf deiner sieben Karten, mit zwei, einer oder keiner deiner Startkarten. Bei gleicher Kategorie entscheiden die höheren Karten, dann die Kicker; die Farbe zählt nie. A-2-3-4-5 ist die niedrigste Straße; eine Straße geht nicht ums Ass herum (Q-K-A-2-3 ist keine). Endet das Setzen, weil alle Spieler bis auf höchstens einen All-in sind, werden sofort alle Hände aufgedeckt. Sonst, auch wenn ein Spieler All-in ist, zwei oder mehr andere aber um einen Side-Pot weitergesetzt haben, wird der Reihe nach gezeigt, und eine geschlagene Hand darf ungezeigt aufgegeben werden. Gleichwertige Hände teilen sich den Pot, und übrige Chips gehen an den Gewinner, der links vom Button am nächsten sitzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="194"/>
        <source>The last raise allowed in a Fixed-Limit or Spread-Limit round (none when the game is heads-up).</source>
        <translation>Die letzte erlaubte Erhöhung einer Runde im Fixed-Limit oder Spread-Limit (keine, wenn das Spiel Heads-up ist).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="226"/>
        <source>Your share of the pot if the hand were played out many times: how often you win, ties shared.</source>
        <translation>Dein Anteil am Pot, wenn die Hand sehr oft zu Ende gespielt würde: wie oft du gewinnst, Gleichstände geteilt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="229"/>
        <source>The unseen cards that would make your hand the best. Twice the outs for each card to come is about your chance in percent.</source>
        <translation>Die unbekannten Karten, die deine Hand zur besten machen würden. Outs × 2 je kommender Karte ist ungefähr deine Chance in Prozent.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="232"/>
        <source>A chance written as a ratio, such as 4 to 1 against.</source>
        <translation>Eine Chance als Verhältnis geschrieben, etwa 4 zu 1 dagegen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="238"/>
        <source>Expected value: what a decision wins or loses on average, over every way the hand can go on. The review gives it in big blinds; at a tournament, chip EV counts chips, $EV prize money.</source>
        <translation>Erwartungswert: was eine Entscheidung im Schnitt gewinnt oder verliert, über alle Wege, die die Hand noch nehmen kann. Der Rückblick gibt ihn in Big Blinds an; im Turnier zählt Chip-EV Chips, $EV Preisgeld.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="245"/>
        <source>The price of a call: what you put in against the pot you can win. Call when your equity is higher.</source>
        <translation>Der Preis fürs Mitgehen: was du bringst, gegen den Pot, den du gewinnen kannst. Geh mit, wenn deine Equity höher ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="248"/>
        <source>The smaller of two stacks: no more can change hands between the two.</source>
        <translation>Der kleinere von zwei Stacks: Mehr kann zwischen den beiden nicht den Besitzer wechseln.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="257"/>
        <source>Only calling the big blind before the flop, instead of raising.</source>
        <translation>Vor dem Flop nur den Big Blind bezahlen, statt zu erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="259"/>
        <source>The first re-raise: the big blind or a bet is the first bet, the raise the second.</source>
        <translation>Die erste erneute Erhöhung: Der Big Blind oder ein Einsatz ist der erste Einsatz, die Erhöhung der zweite.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="261"/>
        <source>Continuation bet: the player who raised before the flop bets again on the flop.</source>
        <translation>Continuation Bet: Wer vor dem Flop erhöht hat, setzt am Flop noch einmal.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="263"/>
        <source>A bet you want to be called, by worse hands.</source>
        <translation>Ein Einsatz, bei dem schlechtere Hände mitgehen sollen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="265"/>
        <source>A bet with a weak hand, so that better hands fold.</source>
        <translation>Ein Einsatz mit einer schwachen Hand, damit bessere Hände passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="267"/>
        <source>The best possible hand with this board.</source>
        <translation>Die bestmögliche Hand mit diesem Board.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="268"/>
        <source>A hand that needs another card to become strong.</source>
        <translation>Eine Hand, die noch eine Karte braucht, um stark zu werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="270"/>
        <source>Four cards of one suit: one more makes a flush.</source>
        <translation>Vier Karten einer Farbe: Eine weitere macht einen Flush.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="272"/>
        <source>Four cards to a straight: the right card makes it.</source>
        <translation>Vier Karten zu einer Straße: Die richtige Karte macht sie fertig.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="274"/>
        <source>A pair with the highest card of the board.</source>
        <translation>Ein Paar mit der höchsten Karte des Boards.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="276"/>
        <source>A pair in the hand higher than every card of the board.</source>
        <translation>Ein Paar auf der Hand, höher als jede Karte des Boards.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="278"/>
        <source>A hand with nothing: no pair and no draw.</source>
        <translation>Eine Hand mit nichts: kein Paar und kein Draw.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="279"/>
        <source>The board makes your hand worth less, as when it pairs the card your second pair needed.</source>
        <translation>Das Board entwertet deine Hand, etwa wenn es die Karte paart, die dein zweites Paar brauchte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="282"/>
        <source>Two hole cards of the same suit.</source>
        <translation>Zwei Startkarten derselben Farbe.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="283"/>
        <source>Two hole cards of different suits.</source>
        <translation>Zwei Startkarten verschiedener Farben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_content.py" line="197"/>
        <source>Only the chips on the table count during a hand.</source>
        <translation>Während einer Hand zählen nur die Chips auf dem Tisch.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="67"/>
        <source>Felt Help</source>
        <extracomment>the title of the Help window</extracomment>
        <translation>Hilfe zu Felt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="68"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="69"/>
        <source>Hand rankings</source>
        <translation>Rangfolge der Hände</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="70"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="75"/>
        <source>In English</source>
        <extracomment>glossary column: the English poker word</extracomment>
        <translation>Auf Englisch</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="77"/>
        <source>In German</source>
        <extracomment>glossary column: the German poker word</extracomment>
        <translation>Auf Deutsch</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/help_dialog.py" line="79"/>
        <source>Meaning</source>
        <extracomment>glossary column: what the word means</extracomment>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/history/origin_words.py" line="50"/>
        <source>PHH file</source>
        <extracomment>the site of a hand imported from a PHH file</extracomment>
        <translation>PHH-Datei</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="96"/>
        <source>%1, hand %2</source>
        <extracomment>%1 a PHH file&apos;s name, %2 the section of the file the hand is in (&quot;3&quot;)</extracomment>
        <translation>%1, Hand %2</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="100"/>
        <source>%1, line %2</source>
        <extracomment>%1 a hand history file&apos;s name, %2 the line the hand starts on</extracomment>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="137"/>
        <source>Site: %1</source>
        <extracomment>tooltip line of an imported hand; %1 the site (&quot;PokerStars&quot;)</extracomment>
        <translation>Anbieter: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="139"/>
        <source>Stakes: %1</source>
        <extracomment>%1 the stakes (&quot;0.25/0.50 USD&quot;)</extracomment>
        <translation>Limits: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="142"/>
        <source>Table: %1</source>
        <translation>Tisch: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="144"/>
        <source>Tournament: %1</source>
        <translation>Turnier: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="146"/>
        <source>Hand number: %1</source>
        <translation>Handnummer: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="149"/>
        <source>Played: %1</source>
        <translation>Gespielt: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/origin_words.py" line="150"/>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
</context>
<context>
    <name>HistoryMenus</name>
    <message>
        <location filename="../gui/window/history_menus.py" line="127"/>
        <source>&amp;Sessions…</source>
        <translation>&amp;Sitzungen…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="129"/>
        <source>Ctrl+O</source>
        <comment>shortcut: sessions</comment>
        <extracomment>shortcut for Game &gt; Sessions...</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="130"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Gespielte Hände…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="132"/>
        <source>Ctrl+H</source>
        <comment>shortcut: hand history</comment>
        <extracomment>shortcut for View &gt; Hand history...</extracomment>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="134"/>
        <source>&amp;Import hand histories…</source>
        <translation>Handverläufe &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="135"/>
        <source>Import a &amp;folder of hand histories…</source>
        <translation>Einen &amp;Ordner mit Handverläufen importieren…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="136"/>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="138"/>
        <source>Ctrl+I</source>
        <comment>shortcut: statistics</comment>
        <extracomment>shortcut for View &gt; Statistics...</extracomment>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="140"/>
        <location filename="../gui/window/history_menus.py" line="201"/>
        <source>Hand history</source>
        <translation>Gespielte Hände</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="150"/>
        <location filename="../gui/window/history_menus.py" line="188"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="151"/>
        <source>Saved games are not available in this run.</source>
        <translation>Gespeicherte Spiele sind in diesem Lauf nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="189"/>
        <source>Continuing a session is not available in this run.</source>
        <translation>Eine Sitzung fortzusetzen ist in diesem Lauf nicht möglich.</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../gui/history/history_panel.py" line="190"/>
        <source>Show the hands of one session or of all</source>
        <translation>Die Hände einer Sitzung oder aller Sitzungen zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="191"/>
        <source>Won and lost</source>
        <comment>filter: every result</comment>
        <translation>Gewonnen und verloren</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="191"/>
        <source>Hands you won</source>
        <translation>Gewonnene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="192"/>
        <source>Hands you lost</source>
        <translation>Verlorene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="195"/>
        <source>Any winning hand</source>
        <translation>Jede Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="198"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="199"/>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="200"/>
        <source>Step through the selected hand on the table (or double-click a hand)</source>
        <translation>Die gewählte Hand Schritt für Schritt am Tisch ansehen (oder eine Hand doppelklicken)</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="202"/>
        <source>&amp;Why?</source>
        <translation>&amp;Warum?</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="203"/>
        <source>Why the computer players acted as they did in the selected hand</source>
        <translation>Warum die Computerspieler in der gewählten Hand so gespielt haben</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="205"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="206"/>
        <source>Save the selected hands (or all hands shown) in a hand history format</source>
        <translation>Die gewählten Hände (oder alle gezeigten) in einem Format für Poker-Handverläufe speichern</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="208"/>
        <source>As &amp;PHH…</source>
        <translation>Als &amp;PHH…</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="209"/>
        <source>PHH, the poker hand history format</source>
        <translation>PHH, das Format für Poker-Handverläufe</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="210"/>
        <source>As Poker&amp;Stars text…</source>
        <translation>Als Poker&amp;Stars-Text…</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="211"/>
        <source>PokerStars hand history text, which hand tracking programs read</source>
        <translation>PokerStars-Handverlauf als Text, den Tracking-Programme lesen</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="230"/>
        <source>All sessions</source>
        <translation>Alle Sitzungen</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="234"/>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/history_panel.py" line="268"/>
        <source>%Ln hand(s)</source>
        <extracomment>how many hands the filters let through</extracomment>
        <translation>
            <numerusform>%Ln Hand</numerusform>
            <numerusform>%Ln Hände</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="289"/>
        <source>hand %1 of %2</source>
        <translation>Hand %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="290"/>
        <source>the imported hands</source>
        <translation>den importierten Händen</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/history_panel.py" line="295"/>
        <source>%n saved hand(s) cannot be read (the saved data is damaged) and are left out of replays and exports: %1.</source>
        <extracomment>the history found saved hands it cannot read; %1 names them</extracomment>
        <translation>
            <numerusform>%n gespeicherte Hand ist nicht lesbar (die gespeicherten Daten sind beschädigt) und fehlt beim Nachspielen und in Exporten: %1.</numerusform>
            <numerusform>%n gespeicherte Hände sind nicht lesbar (die gespeicherten Daten sind beschädigt) und fehlen beim Nachspielen und in Exporten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="357"/>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="358"/>
        <source>This hand cannot be replayed: %1</source>
        <translation>Diese Hand kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="398"/>
        <source>Export hands as PHH</source>
        <translation>Hände als PHH exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="400"/>
        <source>PHH hand histories (*.phh *.phhs)</source>
        <translation>PHH-Handverläufe (*.phh *.phhs)</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="402"/>
        <source>Export hands as PokerStars text</source>
        <translation>Hände als PokerStars-Text exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="404"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <location filename="../gui/history/history_panel.py" line="418"/>
        <source>The hands were not saved: %1</source>
        <translation>Die Hände wurden nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <location filename="../gui/activities/hot_seat.py" line="100"/>
        <source>Show the table to the person whose turn it is</source>
        <extracomment>told True when the cover goes up, False when it comes away (the steps&apos; Back, which would show a table without the cover, waits for the cover to go) what Space does in a game with several people at the screen</extracomment>
        <translation>Den Tisch der Person zeigen, die an der Reihe ist</translation>
    </message>
    <message>
        <location filename="../gui/activities/hot_seat.py" line="157"/>
        <source>Pass the screen to %1: press Space when only %1 is looking</source>
        <extracomment>the hot-seat cover; %1 the name of the person whose turn it is</extracomment>
        <translation>Gib den Bildschirm an %1 weiter: Leertaste drücken, wenn nur %1 hinschaut</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../gui/history/import_words.py" line="16"/>
        <source>Not a hand history Felt reads (PHH or PokerStars)</source>
        <translation>Kein Handverlauf, den Felt lesen kann (PHH oder PokerStars)</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="18"/>
        <source>The file cannot be read</source>
        <translation>Die Datei lässt sich nicht lesen</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="19"/>
        <source>Not a regular file (a pipe, device or folder)</source>
        <translation>Keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein Ordner)</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="20"/>
        <source>The PHH text has keys no PHH file uses</source>
        <translation>Der PHH-Text enthält Schlüssel, die keine PHH-Datei verwendet</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="21"/>
        <source>A player&apos;s name holds a control character</source>
        <translation>Der Name eines Spielers enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="22"/>
        <source>The file is not text Felt can decode</source>
        <translation>Die Datei ist kein Text, den Felt lesen kann (unbekannte Zeichenkodierung)</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="23"/>
        <source>The file holds characters that are not text</source>
        <translation>Die Datei enthält Zeichen, die kein Text sind</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="24"/>
        <source>The PHH text is malformed</source>
        <translation>Der PHH-Text ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="25"/>
        <source>A field has a value Felt cannot use</source>
        <translation>Ein Feld hat einen Wert, mit dem Felt nichts anfangen kann</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="26"/>
        <source>A required field is missing</source>
        <translation>Ein nötiges Feld fehlt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="27"/>
        <source>An amount is not a valid number</source>
        <translation>Ein Betrag ist keine gültige Zahl</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="28"/>
        <source>A number is too large</source>
        <translation>Eine Zahl ist zu groß</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="29"/>
        <source>A card is not a real card</source>
        <translation>Eine Karte ist keine echte Karte</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="30"/>
        <source>The cards are malformed</source>
        <translation>Die Karten sind fehlerhaft</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="31"/>
        <source>The board is malformed</source>
        <translation>Das Board ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="32"/>
        <source>The board is missing</source>
        <translation>Das Board fehlt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="33"/>
        <source>The second board does not fit the play</source>
        <translation>Das zweite Board passt nicht zum Spielverlauf</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="34"/>
        <source>The board was run three times</source>
        <translation>Das Board wurde dreimal ausgeteilt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="35"/>
        <source>The same card appears twice</source>
        <translation>Dieselbe Karte kommt zweimal vor</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="36"/>
        <source>A player is dealt twice</source>
        <translation>Ein Spieler bekommt zweimal Karten</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="37"/>
        <source>The cards shown contradict each other</source>
        <translation>Die gezeigten Karten widersprechen sich</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="38"/>
        <source>A line Felt does not understand</source>
        <translation>Eine Zeile, die Felt nicht versteht</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="39"/>
        <source>An action Felt does not understand</source>
        <translation>Eine Aktion, die Felt nicht versteht</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="40"/>
        <source>An action by a player not at the table</source>
        <translation>Eine Aktion eines Spielers, der nicht am Tisch sitzt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="41"/>
        <source>A player acts out of turn</source>
        <translation>Ein Spieler handelt, obwohl er nicht dran ist</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="42"/>
        <source>An action the rules do not allow</source>
        <translation>Eine Aktion, die die Regeln nicht erlauben</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="43"/>
        <source>A street is dealt before the betting ended</source>
        <translation>Eine Boardkarte wird ausgeteilt, bevor die Setzrunde vorbei ist</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="44"/>
        <source>A player sitting out acts</source>
        <translation>Ein aussetzender Spieler handelt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="45"/>
        <location filename="../gui/history/import_words.py" line="46"/>
        <source>The hand is cut short</source>
        <translation>Die Hand bricht vorzeitig ab</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="47"/>
        <source>The winnings differ from Felt&apos;s replay</source>
        <translation>Die Gewinne weichen von Felts Nachspielen ab</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="48"/>
        <source>The uncalled bet differs from Felt&apos;s replay</source>
        <translation>Der nicht bezahlte Teil des Einsatzes weicht von Felts Nachspielen ab</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="49"/>
        <source>A game Felt does not play</source>
        <translation>Ein Spiel, das Felt nicht spielt</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="50"/>
        <source>The seats, stacks or blinds cannot make a hand</source>
        <translation>Aus diesen Plätzen, Stacks oder Blinds wird keine Hand</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="51"/>
        <source>A player&apos;s entry is malformed</source>
        <translation>Der Eintrag eines Spielers ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="52"/>
        <source>The players are malformed</source>
        <translation>Die Spieler sind fehlerhaft</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="53"/>
        <source>The hand cannot be stored so that it replays the same</source>
        <translation>Die Hand lässt sich nicht so speichern, dass sie gleich nachgespielt wird</translation>
    </message>
    <message>
        <location filename="../gui/history/import_words.py" line="65"/>
        <source>The hand cannot be replayed (%1)</source>
        <extracomment>%1 is an error code from the engine, such as bad_stacks</extracomment>
        <translation>Die Hand lässt sich nicht nachspielen (%1)</translation>
    </message>
</context>
<context>
    <name>ImportMenus</name>
    <message>
        <location filename="../gui/history/import_menus.py" line="62"/>
        <source>Import from a poker &amp;client</source>
        <translation>Aus einem Poker-&amp;Client importieren</translation>
    </message>
    <message>
        <location filename="../gui/history/import_menus.py" line="65"/>
        <source>Watch a folder for new han&amp;ds…</source>
        <translation>Ordner auf neue Hände &amp;überwachen…</translation>
    </message>
    <message>
        <location filename="../gui/history/import_menus.py" line="68"/>
        <source>Stop watchin&amp;g %1</source>
        <extracomment>%1 the folder watched for new hand histories</extracomment>
        <translation>%1 nicht mehr &amp;überwachen</translation>
    </message>
    <message>
        <location filename="../gui/history/import_menus.py" line="79"/>
        <source>%1: %2</source>
        <extracomment>a poker client&apos;s hand-history folder; %1 the site, %2 the folder</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/history/import_menus.py" line="83"/>
        <source>No poker client&apos;s hand histories found</source>
        <translation>Keine Handverläufe eines Poker-Clients gefunden</translation>
    </message>
    <message>
        <location filename="../gui/history/import_menus.py" line="93"/>
        <source>Watch a folder for new hands</source>
        <translation>Ordner auf neue Hände überwachen</translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message>
        <location filename="../gui/history/import_dialog.py" line="48"/>
        <source>Hand histories imported</source>
        <translation>Handverläufe importiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="53"/>
        <source>%n hand(s) imported.</source>
        <extracomment>summary of an import; %n is a number of hands</extracomment>
        <translation>
            <numerusform>%n Hand importiert.</numerusform>
            <numerusform>%n Hände importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="54"/>
        <source>%n hand(s) were already there.</source>
        <translation>
            <numerusform>%n Hand war schon da.</numerusform>
            <numerusform>%n Hände waren schon da.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="55"/>
        <source>%n hand(s) or file(s) skipped.</source>
        <translation>
            <numerusform>%n Hand oder Datei übersprungen.</numerusform>
            <numerusform>%n Hände oder Dateien übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="58"/>
        <source>Stopped: the file being read was left out whole; run the import again to go on.</source>
        <translation>Abgebrochen: Die gerade gelesene Datei wurde ganz ausgelassen; starte den Import erneut, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="61"/>
        <source>The last file could not be saved and nothing of it was kept: %1</source>
        <translation>Die letzte Datei konnte nicht gespeichert werden, nichts davon wurde übernommen: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="67"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="67"/>
        <source>Where</source>
        <comment>place of a hand in its file</comment>
        <translation>Stelle</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="68"/>
        <source>Why it was skipped</source>
        <translation>Warum sie übersprungen wurde</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="71"/>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="73"/>
        <location filename="../gui/history/import_dialog.py" line="75"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../gui/history/import_dialog.py" line="77"/>
        <source>the whole file</source>
        <translation>die ganze Datei</translation>
    </message>
</context>
<context>
    <name>KeySettings</name>
    <message>
        <location filename="../gui/keys/key_settings.py" line="47"/>
        <source>Everything</source>
        <extracomment>announcements setting: every event of the table is said</extracomment>
        <translation>Alles</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="49"/>
        <source>My turn and my results</source>
        <extracomment>announcements setting: only the person&apos;s turn and their own results</extracomment>
        <translation>Mein Zug und meine Ergebnisse</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="51"/>
        <source>Off</source>
        <extracomment>announcements setting: nothing is said unless asked with a reading key</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="62"/>
        <source>Announcements (Orca 46+, NVDA)</source>
        <extracomment>speech setting: an announcement event (Orca 46 and later, NVDA)</extracomment>
        <translation>Ansagen (Orca ab 46, NVDA)</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="64"/>
        <source>Notifications (every Orca)</source>
        <extracomment>speech setting: a notification, which Orca 43 (Debian 12) speaks too</extracomment>
        <translation>Benachrichtigungen (jedes Orca)</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="81"/>
        <source>Screen reader &amp;announcements:</source>
        <translation>&amp;Ansagen für Screenreader:</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="90"/>
        <source>Send &amp;speech as:</source>
        <extracomment>Settings: how unasked words reach the screen reader</extracomment>
        <translation>&amp;Sprachausgabe als:</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="100"/>
        <source> words a minute</source>
        <extracomment>Settings: the screen reader&apos;s speaking rate, so news is not sent faster than it is said; the number is words a minute</extracomment>
        <translation> Wörter pro Minute</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="101"/>
        <source>Screen reader &amp;rate:</source>
        <translation>Spre&amp;chtempo:</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="106"/>
        <source>Reading keys</source>
        <translation>Vorlesetasten</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="109"/>
        <source>What it does</source>
        <extracomment>column of the key table: what the key does</extracomment>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <location filename="../gui/keys/key_settings.py" line="111"/>
        <source>Key</source>
        <extracomment>column of the key table: the key to press</extracomment>
        <translation>Taste</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../gui/access/key_table.py" line="46"/>
        <source>Say seat %1: name, stack and last action</source>
        <extracomment>a reading key; %1 a seat&apos;s number</extracomment>
        <translation>Platz %1 sagen: Name, Stack und letzte Aktion</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="53"/>
        <source>Say your cards</source>
        <extracomment>a reading key for screen reader users</extracomment>
        <translation>Deine Karten sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="54"/>
        <source>Say the board</source>
        <translation>Das Board sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="55"/>
        <source>Say the pot and what it costs to call</source>
        <translation>Den Pot sagen und was Mitgehen kostet</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="57"/>
        <source>Say whose turn it is</source>
        <translation>Sagen, wer dran ist</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="58"/>
        <source>Say the name of your hand</source>
        <translation>Den Namen deiner Hand sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="59"/>
        <source>Say the coach&apos;s odds</source>
        <translation>Die Odds vom Coach sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="60"/>
        <source>Say every player&apos;s stack</source>
        <translation>Den Stack jedes Spielers sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="61"/>
        <source>Say that again</source>
        <translation>Das noch einmal sagen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="63"/>
        <source>Bet amount up by a big blind</source>
        <translation>Einsatz um einen Big Blind erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="65"/>
        <source>Bet amount down by a big blind</source>
        <translation>Einsatz um einen Big Blind senken</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="67"/>
        <source>Bet amount up by a quarter of the pot</source>
        <translation>Einsatz um ein Viertel des Pots erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="69"/>
        <source>Bet amount down by a quarter of the pot</source>
        <translation>Einsatz um ein Viertel des Pots senken</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="73"/>
        <source>Type an exact bet amount (Enter bets it)</source>
        <extracomment>a key that puts the caret in the bet amount box, to type an exact bet</extracomment>
        <translation>Einen genauen Einsatz eintippen (Enter setzt ihn)</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="75"/>
        <source>Before your turn: check or fold, on or off</source>
        <translation>Vor deinem Zug: checken oder passen, an oder aus</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="77"/>
        <source>Before your turn: call this bet, on or off</source>
        <translation>Vor deinem Zug: diesen Einsatz mitgehen, an oder aus</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="79"/>
        <source>Before your turn: call any bet, on or off</source>
        <translation>Vor deinem Zug: jeden Einsatz mitgehen, an oder aus</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="81"/>
        <source>Before your turn: fold to any bet, on or off</source>
        <translation>Vor deinem Zug: bei jedem Einsatz passen, an oder aus</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="84"/>
        <source>List what was said, to read it again</source>
        <extracomment>a key that opens the list of everything the screen reader was told</extracomment>
        <translation>Liste des Gesagten, zum Nachlesen</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="115"/>
        <source>&quot;%2&quot; is not a key for &quot;%1&quot;.</source>
        <extracomment>the reading keys, then the action keys: Settings and Help &gt; Keyboard list them in this order %1 what the key does, %2 what was typed</extracomment>
        <translation>„%2“ ist keine Taste für „%1“.</translation>
    </message>
    <message>
        <location filename="../gui/access/key_table.py" line="121"/>
        <source>%1 already does &quot;%2&quot;: choose another key for &quot;%3&quot;.</source>
        <extracomment>%1 a key, %2 what it does already, %3 what it was chosen for as well</extracomment>
        <translation>%1 ist schon die Taste für „%2“: wähle eine andere Taste für „%3“.</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="72"/>
        <source>Fold: give up the hand</source>
        <extracomment>an action key in the key table of Settings and Help &gt; Keyboard shortcuts</extracomment>
        <translation>Passen: die Hand aufgeben</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="74"/>
        <source>Check or call</source>
        <translation>Checken oder mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="76"/>
        <source>Bet or raise to the amount in the box</source>
        <translation>Den Betrag im Feld setzen oder darauf erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="79"/>
        <source>Quick size: the smallest bet or raise</source>
        <translation>Schnellwahl: der kleinste Einsatz oder die kleinste Erhöhung</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="80"/>
        <source>Quick size: the second button</source>
        <translation>Schnellwahl: der zweite Knopf</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="81"/>
        <source>Quick size: the third button</source>
        <translation>Schnellwahl: der dritte Knopf</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="83"/>
        <source>Quick size: the fourth button</source>
        <translation>Schnellwahl: der vierte Knopf</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="84"/>
        <source>Quick size: all-in</source>
        <translation>Schnellwahl: All-in</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="85"/>
        <source>Show your hand at showdown</source>
        <translation>Beim Showdown deine Hand zeigen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="87"/>
        <source>Muck your hand at showdown</source>
        <translation>Beim Showdown deine Hand verdeckt wegwerfen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="89"/>
        <source>Step by step: one event back</source>
        <translation>Schritt für Schritt: ein Ereignis zurück</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="91"/>
        <source>Step by step: the next event</source>
        <translation>Schritt für Schritt: das nächste Ereignis</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="93"/>
        <source>Step by step: play on</source>
        <translation>Schritt für Schritt: weiter abspielen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="95"/>
        <source>Replayer: the first step</source>
        <translation>Nachspielen: der erste Schritt</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="97"/>
        <source>Replayer: one step back</source>
        <translation>Nachspielen: ein Schritt zurück</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="99"/>
        <source>Replayer: one step forward</source>
        <translation>Nachspielen: ein Schritt vor</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="101"/>
        <source>Replayer: the last step</source>
        <translation>Nachspielen: der letzte Schritt</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="103"/>
        <source>Trainer: the next spot</source>
        <translation>Trainer: die nächste Situation</translation>
    </message>
</context>
<context>
    <name>LeakView</name>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="154"/>
        <source>Every position</source>
        <translation>Alle Positionen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="170"/>
        <source>%1 chances, the differences cost %2 bb</source>
        <extracomment>a cell of the positions&apos; grid: %1 chances, %2 big blinds lost</extracomment>
        <translation>%1 Gelegenheiten, die Unterschiede haben %2 BB gekostet</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="175"/>
        <source>No graded decisions yet: grade your play to see your leaks.</source>
        <translation>Noch keine bewerteten Entscheidungen: Bewerte dein Spiel, um deine Schwachstellen zu sehen.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="178"/>
        <source>No leak cost you chips: you chose as the expert did.</source>
        <translation>Keine Schwachstelle hat dich Chips gekostet: Du hast gewählt wie der Experte.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="185"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (you %2) cost you %4 bb: read %5, practise %6</source>
        <extracomment>one leak without an expert figure: %2 your share, %4 big blinds lost, %1 figure, %5 lesson link, %6 drill link</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (du %2) hat dich %4 BB gekostet: Lies %5, übe %6</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="189"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (you %2, the expert %3) cost you %4 bb: read %5, practise %6</source>
        <extracomment>one leak: %1 figure, %2 your share, %3 the expert&apos;s, %4 big blinds lost, %5 lesson link, %6 drill link</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (du %2, der Experte %3) hat dich %4 BB gekostet: Lies %5, übe %6</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="198"/>
        <source>Your biggest leaks: %1.</source>
        <translation>Deine größten Schwachstellen: %1.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="205"/>
        <source>Position:</source>
        <translation>Position:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="206"/>
        <source>Every position side by side (you / the expert; the redder, the more it cost):</source>
        <translation>Alle Positionen nebeneinander (du / der Experte; je röter, desto mehr hat es gekostet):</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="209"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="209"/>
        <source>Chances</source>
        <translation>Gelegenheiten</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="209"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="209"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="211"/>
        <source>Cost (bb)</source>
        <extracomment>EV lost where your choice and the expert&apos;s differ, in big blinds</extracomment>
        <translation>Kosten (BB)</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="213"/>
        <source>The expert&apos;s figures are what the grader&apos;s best option would have done in the same decisions of yours. The cost is the EV you gave up, in big blinds, where your choice and the expert&apos;s differ. Went to showdown and won at showdown are outcomes, not one decision: no expert figure; going to showdown is charged with your river calls and folds against a bet.</source>
        <translation>Die Kennzahlen des Experten zeigen, was die beste Option der Bewertung in denselben Entscheidungen von dir getan hätte. Die Kosten sind der Erwartungswert in Big Blinds, den du verschenkt hast, wo sich deine Wahl und die des Experten unterscheiden. Zum Showdown gegangen und im Showdown gewonnen sind Ergebnisse, keine einzelne Entscheidung: Dafür gibt es keine Kennzahl des Experten; das Gehen zum Showdown wird mit deinem Mitgehen und Passen gegen einen Einsatz am River verrechnet.</translation>
    </message>
</context>
<context>
    <name>Leaks</name>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="46"/>
        <source>VPIP (chips in voluntarily)</source>
        <translation>VPIP (freiwillig Chips gesetzt)</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="47"/>
        <source>PFR (raised before the flop)</source>
        <translation>PFR (vor dem Flop erhöht)</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="48"/>
        <source>3-bet</source>
        <translation>3-Bet</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="49"/>
        <source>Fold to 3-bet</source>
        <translation>Passen auf 3-Bet</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="50"/>
        <source>Steal the blinds</source>
        <translation>Blinds stehlen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="51"/>
        <source>Continuation bet</source>
        <translation>Continuation Bet</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="52"/>
        <source>Fold to continuation bet</source>
        <translation>Passen auf Continuation Bet</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="53"/>
        <source>Went to showdown</source>
        <translation>Zum Showdown gegangen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="54"/>
        <source>Won at showdown</source>
        <translation>Im Showdown gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/leak_view.py" line="55"/>
        <source>Aggression after the flop</source>
        <translation>Aggression nach dem Flop</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="27"/>
        <source>The hand rankings</source>
        <translation>Die Rangfolge der Hände</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="34"/>
        <source>Four players, four very different hands. Watch which one wins.</source>
        <translation>Vier Spieler, vier ganz verschiedene Hände. Sieh zu, welche gewinnt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="38"/>
        <source>A straight, four of a kind, a full house and two pair: four of a kind ranks highest of them, so Bruno wins.</source>
        <translation>Eine Straße, ein Vierling, ein Full House und zwei Paare: Der Vierling ist die höchste dieser Hände, also gewinnt Bruno.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="46"/>
        <source>What is 9♥ 8♥ 7♥ 6♥ 5♥?</source>
        <translation>Was ist 9♥ 8♥ 7♥ 6♥ 5♥?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="54"/>
        <source>Blinds, button and the order of play</source>
        <translation>Blinds, Button und die Reihenfolge am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="55"/>
        <source>The dealer button marks who deals. The first player left of it posts the small blind, half the minimum bet; the next posts the big blind, the full minimum bet. Before the flop the player left of the big blind acts first and the big blind last; after the flop the first player left of the button begins.</source>
        <translation>Der Dealer-Button zeigt, wer gibt. Der erste Spieler links davon bringt den Small Blind, den halben Mindesteinsatz; der nächste den Big Blind, den vollen Mindesteinsatz. Vor dem Flop beginnt der Spieler links vom Big Blind, und der Big Blind ist zuletzt dran; nach dem Flop beginnt der erste Spieler links vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="60"/>
        <source>Dmitri has the button. Ada, on his left, posts the small blind; Bruno the big blind.</source>
        <translation>Dmitri hat den Button. Ada, links von ihm, bringt den Small Blind, Bruno den Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="63"/>
        <source>Chloé sits left of the big blind, so she speaks first before the flop.</source>
        <translation>Chloé sitzt links vom Big Blind, also ist sie vor dem Flop zuerst dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="65"/>
        <source>Ada already has half a bet in, so calling costs her only the other half.</source>
        <translation>Ada hat schon einen halben Einsatz drin, also kostet sie das Mitgehen nur die andere Hälfte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="28"/>
        <source>Every player makes the best five-card hand from their two hole cards and the five community cards. From the best: royal flush, straight flush, four of a kind, full house, flush, straight, three of a kind, two pair, one pair, high card. Among hands of five cards, the rarer a hand, the higher it ranks. You may use two, one or none of your hole cards.</source>
        <translation>Jeder Spieler bildet aus seinen zwei Startkarten und den fünf Gemeinschaftskarten die beste Hand aus fünf Karten. Von der besten an: Royal Flush, Straight Flush, Vierling, Full House, Flush, Straße, Drilling, Zwei Paare, Paar, Höchste Karte. Unter Händen aus fünf Karten gilt: Je seltener eine Hand, desto höher ihr Rang. Du darfst zwei, eine oder keine deiner Startkarten verwenden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="36"/>
        <source>Chloé raises all-in, and everyone calls: all four hands will be shown.</source>
        <translation>Chloé erhöht All-in, und alle gehen mit: Alle vier Hände werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="41"/>
        <source>The chart counts every possible seven-card hand. The ranking follows how rare each hand is among five cards; with seven cards, high card is rarer than one pair or two pair but still ranks lowest. A flush is rarer than a straight, so it beats a straight.</source>
        <translation>Die Tabelle zählt jede mögliche Hand aus sieben Karten. Die Rangfolge richtet sich danach, wie selten eine Hand aus fünf Karten ist; mit sieben Karten ist „Höchste Karte“ seltener als ein Paar oder zwei Paare, bleibt aber die schwächste Hand. Ein Flush ist seltener als eine Straße, also schlägt er sie.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="48"/>
        <source>Which of these hands is the rarest, and so ranks highest?</source>
        <translation>Welche dieser Hände ist die seltenste und steht darum am höchsten?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="50"/>
        <source>A new hand, all four all-in. The board is J♠ J♦ 8♣ 5♥ 2♠; Ada holds A♠ K♠, Bruno 8♦ 8♥, Chloé J♣ 10♣, Dmitri 5♠ 5♦. Who wins?</source>
        <translation>Eine neue Hand, alle vier sind All-in. Das Board ist J♠ J♦ 8♣ 5♥ 2♠; Ada hält A♠ K♠, Bruno 8♦ 8♥, Chloé J♣ 10♣, Dmitri 5♠ 5♦. Wer gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="67"/>
        <source>The blinds are live: Bruno&apos;s big blind counts as his bet, so he may check, or raise.</source>
        <translation>Die Blinds sind live: Brunos Big Blind zählt als sein Einsatz, also darf er checken oder erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="70"/>
        <source>After the flop the first player left of the button, Ada, acts first.</source>
        <translation>Nach dem Flop beginnt der erste Spieler links vom Button, Ada.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="72"/>
        <source>Nobody calls Bruno&apos;s bet: he wins the pot without showing his cards.</source>
        <translation>Niemand geht bei Brunos Einsatz mit: Er gewinnt den Pot, ohne seine Karten zu zeigen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="82"/>
        <source>Heads-up: two players</source>
        <translation>Heads-up: zwei Spieler</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="83"/>
        <source>With only two players, the player with the button posts the small blind and the other the big blind. The button acts first before the flop and last after it.</source>
        <translation>Bei nur zwei Spielern bringt der Spieler am Button den Small Blind und der andere den Big Blind. Der Button ist vor dem Flop zuerst dran und danach zuletzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="86"/>
        <source>Only Ada and Bruno are left. Ada has the button, so she posts the small blind.</source>
        <translation>Nur Ada und Bruno sind übrig. Ada hat den Button, also bringt sie den Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="89"/>
        <source>Before the flop the button speaks first: Ada completes the small blind.</source>
        <translation>Vor dem Flop ist der Button zuerst dran: Ada ergänzt ihren Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="91"/>
        <source>After the flop it turns round: Bruno, the big blind, acts first.</source>
        <translation>Nach dem Flop ist es umgekehrt: Bruno, der Big Blind, ist zuerst dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="93"/>
        <source>Nobody bet on the river, so Bruno, first to act, shows first.</source>
        <translation>Am River hat niemand gesetzt, also zeigt Bruno zuerst: Er ist als Erster an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="95"/>
        <source>A new heads-up hand with blinds of 25 and 50; Bruno has the button. How much must he put in to call before the flop?</source>
        <translation>Eine neue Hand Heads-up mit Blinds von 25 und 50; Bruno hat den Button. Wie viel muss er vor dem Flop noch dazulegen, um mitzugehen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="98"/>
        <source>Another heads-up hand, blinds 25 and 50, both with 1,000 chips. Ada has the button and folds at once. How many chips does Bruno have now?</source>
        <translation>Noch eine Hand Heads-up, Blinds 25 und 50, beide mit 1.000 Chips. Ada hat den Button und passt sofort. Wie viele Chips hat Bruno jetzt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="101"/>
        <source>A hand dealt to three: Chloé has the button. She folds, Ada calls and Bruno checks. Only two are left: who acts first on the flop?</source>
        <translation>Eine Hand für drei Spieler: Chloé hat den Button. Sie passt, Ada geht mit, und Bruno checkt. Nur zwei sind übrig: Wer ist am Flop zuerst dran?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="105"/>
        <source>The four betting rounds and the burn cards</source>
        <translation>Die vier Setzrunden und die verbrannten Karten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="107"/>
        <source>A hand has four betting rounds: before the flop, after the flop (three community cards), after the turn (a fourth) and after the river (a fifth). Before each deal to the board the dealer burns the top card face down.</source>
        <translation>Eine Hand hat vier Setzrunden: vor dem Flop, nach dem Flop (drei Gemeinschaftskarten), nach dem Turn (eine vierte) und nach dem River (eine fünfte). Vor jedem Aufdecken verbrennt der Geber die oberste Karte verdeckt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="111"/>
        <source>Round one, before the flop: the players know only their own two cards.</source>
        <translation>Runde eins, vor dem Flop: Die Spieler kennen nur ihre eigenen zwei Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="113"/>
        <source>Round two: one card burned, three community cards turned. Everyone checks.</source>
        <translation>Runde zwei: eine Karte verbrannt, drei Gemeinschaftskarten aufgedeckt. Alle checken.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="115"/>
        <source>Round three: another burn card, and the turn.</source>
        <translation>Runde drei: noch eine verbrannte Karte und der Turn.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="117"/>
        <source>Round four: the last burn card, and the river.</source>
        <translation>Runde vier: die letzte verbrannte Karte und der River.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="119"/>
        <source>Four rounds are over, so the hands are compared at the showdown.</source>
        <translation>Vier Runden sind vorbei, also werden die Hände im Showdown verglichen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="131"/>
        <source>No-Limit: the minimum bet and the minimum raise</source>
        <translation>No-Limit: Mindesteinsatz und Mindesterhöhung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="133"/>
        <source>In No-Limit a bet is at least the big blind, and a raise must be at least as large as the last bet or raise in the same round. The most anyone can bet is everything in front of them.</source>
        <translation>Bei No-Limit ist ein Einsatz mindestens der Big Blind, und eine Erhöhung muss mindestens so groß sein wie der letzte Einsatz oder die letzte Erhöhung derselben Runde. Höchstens kann jeder alles setzen, was vor ihm liegt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="137"/>
        <source>The big blind is %1: that is the smallest bet anyone may make, unless they go all-in for less.</source>
        <translation>Der Big Blind ist %1: Das ist der kleinste Einsatz, den jemand bringen darf, außer er geht mit weniger All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="150"/>
        <source>A new hand with blinds of 50 and 100: everyone calls and Bruno checks. What is the smallest bet Ada can make on the flop?</source>
        <translation>Eine neue Hand mit Blinds von 50 und 100: Alle gehen mit, und Bruno checkt. Was ist der kleinste Einsatz, den Ada am Flop setzen kann?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="153"/>
        <source>A new hand, blinds 100 and 200: Chloé raises to 500. To how much at least can Ada raise?</source>
        <translation>Eine neue Hand, Blinds 100 und 200: Chloé erhöht auf 500. Auf wie viel kann Ada mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="156"/>
        <source>A new hand: everyone calls 200. On the flop Ada bets 300 and Bruno raises to 1,000. To how much at least can Chloé raise?</source>
        <translation>Eine neue Hand: Alle gehen mit 200 mit. Am Flop setzt Ada 300, und Bruno erhöht auf 1.000. Auf wie viel kann Chloé mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="165"/>
        <source>Three players call, the big blind checks: four see the flop.</source>
        <translation>Drei Spieler gehen mit, der Big Blind checkt: Vier sehen den Flop.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="173"/>
        <source>A new hand, blinds 25 and 50: Chloé raises to 150 and everyone calls. How much is in the pot when the flop comes?</source>
        <translation>Eine neue Hand, Blinds 25 und 50: Chloé erhöht auf 150, und alle gehen mit. Wie viel liegt im Pot, wenn der Flop kommt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="176"/>
        <source>On that flop Ada bets 200 and Bruno calls. To how much at most can Chloé raise?</source>
        <translation>Am Flop dieser Hand setzt Ada 200, und Bruno geht mit. Auf wie viel kann Chloé höchstens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="179"/>
        <source>And to how much at least can Chloé raise there?</source>
        <translation>Und auf wie viel kann Chloé dort mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="184"/>
        <source>In Fixed-Limit every bet and raise has one size: the small bet before the flop and on the flop, the big bet (twice as much) on the turn and the river. A round allows four bets at most: a bet and three raises; the last is called the cap. Only a game of two players has no cap.</source>
        <translation>Bei Fixed-Limit hat jeder Einsatz und jede Erhöhung eine feste Größe: der kleine Einsatz vor dem Flop und am Flop, der große (doppelt so viel) am Turn und River. Eine Runde erlaubt höchstens vier Einsätze: einen Einsatz und drei Erhöhungen; die letzte heißt Cap. Nur ein Spiel mit zwei Spielern hat kein Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="201"/>
        <source>A new hand: everyone calls, Bruno checks. On the flop Ada bets 10, Bruno raises to 20, Chloé to 30 and Ada to 40. Can Bruno raise again?</source>
        <translation>Eine neue Hand: Alle gehen mit, Bruno checkt. Am Flop setzt Ada 10, Bruno erhöht auf 20, Chloé auf 30 und Ada auf 40. Darf Bruno noch einmal erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="204"/>
        <source>A new hand: Chloé raises to 20 and both others call. How much can Ada bet on the flop?</source>
        <translation>Eine neue Hand: Chloé erhöht auf 20, und beide anderen gehen mit. Wie viel kann Ada am Flop setzen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="207"/>
        <source>A new hand: everyone calls and checks the flop. On the turn Ada bets 20. To how much can Bruno raise?</source>
        <translation>Eine neue Hand: Alle gehen mit und checken am Flop. Am Turn setzt Ada 20. Auf wie viel kann Bruno erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="213"/>
        <source>A player who goes all-in for less than a full raise does not reopen the betting: those who already acted may only call or fold. Players who have not acted yet may still raise. A later full raise reopens it, and so do short all-ins that together add up to a full raise.</source>
        <translation>Wer mit weniger als einer vollen Erhöhung All-in geht, eröffnet die Setzrunde nicht neu: Wer schon dran war, darf nur mitgehen oder passen. Wer noch nicht dran war, darf weiter erhöhen. Eine spätere volle Erhöhung eröffnet die Runde wieder, ebenso mehrere zu kleine All-ins, die zusammen eine volle Erhöhung ergeben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="226"/>
        <source>Ada already acted and is not facing a full raise: she may only call or fold.</source>
        <translation>Ada war schon dran und steht vor keiner vollen Erhöhung: Sie darf nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="245"/>
        <source>Ada goes all-in with her last %1: %2 in all, with what she put in before the flop.</source>
        <translation>Ada geht mit ihren letzten %1 All-in: %2 insgesamt, mit dem, was sie vor dem Flop gebracht hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="250"/>
        <source>Ada can win %1 from each of the others: a main pot of %2. The rest, %3, is a side pot for Bruno and Chloé only.</source>
        <translation>Ada kann von jedem der anderen %1 gewinnen: ein Hauptpot von %2. Der Rest, %3, ist ein Side-Pot nur für Bruno und Chloé.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="270"/>
        <source>The small blind is odd on purpose: watch what happens to the last chip.</source>
        <translation>Der Small Blind ist absichtlich ungerade: Achte darauf, was mit dem letzten Chip passiert.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="317"/>
        <source>Nobody bets until the river. Watch who has to show first.</source>
        <translation>Bis zum River setzt niemand. Achte darauf, wer zuerst zeigen muss.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="140"/>
        <source>Nobody has bet on the flop yet, so Ada may bet any amount from %1 up to her whole stack.</source>
        <translation>Am Flop hat noch niemand gesetzt, also darf Ada jeden Betrag von %1 bis zu ihrem ganzen Stack setzen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="74"/>
        <source>A new hand with Bruno on the button: who posts the small blind?</source>
        <translation>Eine neue Hand, Bruno hat den Button: Wer bringt den Small Blind?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="76"/>
        <source>A new hand with Ada on the button: who acts first before the flop?</source>
        <translation>Eine neue Hand, Ada hat den Button: Wer ist vor dem Flop zuerst dran?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="78"/>
        <source>A new hand with Chloé on the button: Bruno and Chloé call, Dmitri folds his small blind and Ada checks. Who acts first on the flop?</source>
        <translation>Eine neue Hand, Chloé hat den Button: Bruno und Chloé gehen mit, Dmitri passt im Small Blind, und Ada checkt. Wer ist am Flop zuerst dran?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="121"/>
        <source>A new hand: everyone calls, Bruno checks; on the flop Ada bets 40 and both others fold. How many cards were burned?</source>
        <translation>Eine neue Hand: Alle gehen mit, Bruno checkt; am Flop setzt Ada 40, und beide anderen passen. Wie viele Karten wurden verbrannt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="124"/>
        <source>A new hand with Ada on the button: everyone calls and Chloé checks. Who acts first on the flop?</source>
        <translation>Eine neue Hand, Ada hat den Button: Alle gehen mit, und Chloé checkt. Wer ist am Flop zuerst dran?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="127"/>
        <source>A new hand: Chloé raises to 60, Ada and Bruno call. How much is in the pot when the flop comes?</source>
        <translation>Eine neue Hand: Chloé erhöht auf 60, Ada und Bruno gehen mit. Wie viel liegt im Pot, wenn der Flop kommt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="143"/>
        <source>Bruno raises by %1. From now on, a raise must add at least %1.</source>
        <translation>Bruno erhöht um %1. Ab jetzt muss eine Erhöhung mindestens %1 drauflegen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="145"/>
        <source>To re-raise, Chloé must add at least the last raise, %1: to at least %2.</source>
        <translation>Um noch einmal zu erhöhen, muss Chloé mindestens die letzte Erhöhung drauflegen, %1: auf mindestens %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="147"/>
        <source>Nobody calls: Chloé takes back the part of her raise nobody matched and wins the pot.</source>
        <translation>Niemand geht mit: Chloé nimmt den Teil ihrer Erhöhung zurück, den niemand gebracht hat, und gewinnt den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="160"/>
        <source>Pot-Limit: the largest raise</source>
        <translation>Pot-Limit: die größte Erhöhung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="161"/>
        <source>In Pot-Limit a player may raise by at most the size of the pot, counted after their own call: the pot, plus every bet in this round, plus what they need to call.</source>
        <translation>Bei Pot-Limit darf ein Spieler höchstens um die Größe des Pots erhöhen, gezählt nach seinem eigenen Mitgehen: der Pot, plus alle Einsätze dieser Runde, plus das, was er zum Mitgehen braucht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="167"/>
        <source>The pot holds %1 when the flop comes.</source>
        <translation>Als der Flop kommt, liegen %1 im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="168"/>
        <source>Ada bet %2 and Bruno called %2. Chloé first calls %2 in her mind: the pot is then %1 + %2 + %2 + %2 = %3. She may raise by %3, to %4.</source>
        <translation>Ada hat %2 gesetzt, und Bruno ist mit %2 mitgegangen. Chloé geht in Gedanken zuerst mit %2 mit: Der Pot ist dann %1 + %2 + %2 + %2 = %3. Sie darf um %3 erhöhen, auf %4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="171"/>
        <source>Chloé raises by the pot, %1, to %2: the largest raise Pot-Limit allows here.</source>
        <translation>Chloé erhöht um den Pot, %1, auf %2: die größte Erhöhung, die Pot-Limit hier erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="182"/>
        <source>Fixed-Limit: small bets, big bets and the cap</source>
        <translation>Fixed-Limit: kleine und große Einsätze und das Cap</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="189"/>
        <source>This is a %1/%2 game: bets are %1 in the first two rounds and %2 in the last two.</source>
        <translation>Das ist ein %1/%2-Spiel: Einsätze sind in den ersten beiden Runden %1 und in den letzten beiden %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="192"/>
        <source>Chloé raises by exactly one small bet, %1. The big blind was the first bet.</source>
        <translation>Chloé erhöht um genau einen kleinen Einsatz, %1. Der Big Blind war der erste Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="194"/>
        <source>Bruno&apos;s raise is the fourth bet of the round: the cap. Nobody may raise again; the others can only call or fold.</source>
        <translation>Brunos Erhöhung ist der vierte Einsatz der Runde: das Cap. Niemand darf mehr erhöhen; die anderen können nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="197"/>
        <source>On the flop the small bet still applies: Ada bets %1, no more and no less.</source>
        <translation>Am Flop gilt noch der kleine Einsatz: Ada setzt %1, nicht mehr und nicht weniger.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="199"/>
        <source>From the turn on, the big bet applies: bets and raises are %1 each.</source>
        <translation>Ab dem Turn gilt der große Einsatz: Einsätze und Erhöhungen sind je %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="211"/>
        <source>A short all-in does not reopen the betting</source>
        <translation>Ein zu kleines All-in eröffnet die Setzrunde nicht neu</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="218"/>
        <source>Bruno has far fewer chips than the others. Watch the flop.</source>
        <translation>Bruno hat viel weniger Chips als die anderen. Achte auf den Flop.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="220"/>
        <source>Ada bets %1. A full raise would have to add at least %1 more.</source>
        <translation>Ada setzt %1. Eine volle Erhöhung müsste mindestens %1 mehr drauflegen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="222"/>
        <source>Bruno goes all-in to %1: only %2 more, less than a full raise of %3.</source>
        <translation>Bruno geht All-in auf %1: nur %2 mehr, weniger als eine volle Erhöhung von %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="224"/>
        <source>Chloé has not acted yet in this round, so she may still raise. She calls.</source>
        <translation>Chloé war in dieser Runde noch nicht dran, also darf sie noch erhöhen. Sie geht mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="238"/>
        <source>Side pots</source>
        <translation>Side-Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="239"/>
        <source>A player who is all-in can win from each opponent only as much as they put in themselves: that is the main pot. Everything the others bet above it goes into a side pot that only they can win.</source>
        <translation>Wer All-in ist, kann von jedem Gegner nur so viel gewinnen, wie er selbst gesetzt hat: Das ist der Hauptpot. Alles, was die anderen darüber setzen, kommt in einen Side-Pot, den nur sie gewinnen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="243"/>
        <source>Ada has only a few chips. Everyone puts in the big blind before the flop.</source>
        <translation>Ada hat nur wenige Chips. Alle bringen vor dem Flop den Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="248"/>
        <source>Bruno raises, %1 in all, and Chloé calls.</source>
        <translation>Bruno erhöht, insgesamt %1, und Chloé geht mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="253"/>
        <source>Ada has the best hand and wins the main pot; the side pot goes to the better hand of Bruno and Chloé.</source>
        <translation>Ada hat die beste Hand und gewinnt den Hauptpot; der Side-Pot geht an die bessere Hand von Bruno und Chloé.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="266"/>
        <source>Split pots and the odd chip</source>
        <translation>Geteilte Pots und der übrige Chip</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="267"/>
        <source>Players with equal best hands share the pot equally. A chip that cannot be shared goes to the winner sitting nearest left of the button.</source>
        <translation>Spieler mit gleichwertigen Händen teilen den Pot. Ein Chip, der sich nicht teilen lässt, geht an den Gewinner, der links vom Button am nächsten sitzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="272"/>
        <source>Ada folds: her small blind stays in the pot.</source>
        <translation>Ada passt: Ihr Small Blind bleibt im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="274"/>
        <source>The board is a straight, and neither player can improve it: both play the board.</source>
        <translation>Das Board ist eine Straße, und keiner kann sie verbessern: Beide spielen das Board.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="277"/>
        <source>The pot of %1 cannot be halved: Bruno, nearest left of the button, gets %2 and Chloé %3.</source>
        <translation>Der Pot von %1 lässt sich nicht halbieren: Bruno, links vom Button am nächsten, bekommt %2 und Chloé %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="290"/>
        <source>The draw for the button</source>
        <translation>Das Auslosen des Buttons</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="291"/>
        <source>Before the first hand each player draws a card; the highest card gets the dealer button. If two cards have the same rank, the suit decides: spades, then hearts, diamonds and clubs.</source>
        <translation>Vor der ersten Hand zieht jeder Spieler eine Karte; die höchste Karte bekommt den Dealer-Button. Haben zwei Karten denselben Rang, entscheidet die Farbe: Pik, dann Herz, Karo und Kreuz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="295"/>
        <source>Ada draws K♦, Bruno A♠, Chloé A♥ and Dmitri 7♣.</source>
        <translation>Ada zieht K♦, Bruno A♠, Chloé A♥ und Dmitri 7♣.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="297"/>
        <source>Two aces: spades beat hearts, so Bruno gets the button.</source>
        <translation>Zwei Asse: Pik schlägt Herz, also bekommt Bruno den Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="299"/>
        <source>Chloé and Dmitri post the blinds; Ada speaks first.</source>
        <translation>Chloé und Dmitri bringen die Blinds; Ada ist zuerst dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="301"/>
        <source>Everyone folds to Dmitri, who wins the blinds. The button then moves on to Chloé.</source>
        <translation>Alle passen bis zu Dmitri, der die Blinds gewinnt. Danach wandert der Dealer-Button weiter zu Chloé.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="312"/>
        <source>Showdown order and mucking</source>
        <translation>Showdown: wer zuerst zeigt, und das Mucken</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="313"/>
        <source>At the showdown the last player to bet or raise in the last round shows first; if nobody bet, the first player left of the button. The others follow clockwise, and a player who cannot win may give up the hand face down.</source>
        <translation>Im Showdown zeigt zuerst, wer in der letzten Runde zuletzt gesetzt oder erhöht hat; hat niemand gesetzt, der erste Spieler links vom Button. Die anderen folgen im Uhrzeigersinn, und wer nicht gewinnen kann, darf seine Hand verdeckt aufgeben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="319"/>
        <source>Bruno makes the only bet of the river.</source>
        <translation>Bruno setzt am River als Einziger.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="320"/>
        <source>Bruno bet last, so he shows first. Chloé beats him and shows; Ada cannot win and gives up her cards unseen.</source>
        <translation>Bruno hat zuletzt gesetzt, also zeigt er zuerst. Chloé schlägt ihn und zeigt; Ada kann nicht gewinnen und gibt ihre Karten ungezeigt auf.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="323"/>
        <source>Giving up a beaten hand without showing it is called mucking.</source>
        <translation>Eine geschlagene Hand verdeckt wegzuwerfen, ohne sie zu zeigen, nennt man Mucken.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_labels.py" line="40"/>
        <source>Seat %1</source>
        <extracomment>a quiz answer: a seat counted from the ace&apos;s seat (seat 1) to its left</extracomment>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="228"/>
        <source>A new hand: Bruno has 300. Everyone calls 20; on the flop Ada bets 200 and Bruno goes all-in for his last 280. Can Chloé raise?</source>
        <translation>Eine neue Hand: Bruno hat 300. Alle gehen mit 20 mit; am Flop setzt Ada 200, und Bruno geht mit seinen letzten 280 All-in. Darf Chloé erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="231"/>
        <source>The same stacks, another hand: on the flop Ada bets 100, Bruno goes all-in for 280 and Chloé calls. Can Ada raise?</source>
        <translation>Dieselben Stacks, eine andere Hand: Am Flop setzt Ada 100, Bruno geht mit 280 All-in, und Chloé geht mit. Darf Ada erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="234"/>
        <source>In that hand Ada calls, and nobody bets again. How large is the pot Bruno can win?</source>
        <translation>In dieser Hand geht Ada mit, und niemand setzt mehr. Wie groß ist der Pot, den Bruno gewinnen kann?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="256"/>
        <source>A new hand: Ada has 100. Chloé calls, Ada goes all-in, Bruno and Chloé call. On the flop Bruno bets 200 and Chloé calls; nobody bets again. How large is the main pot?</source>
        <translation>Eine neue Hand: Ada hat 100. Chloé geht mit, Ada geht All-in, Bruno und Chloé gehen mit. Am Flop setzt Bruno 200, und Chloé geht mit; danach setzt niemand mehr. Wie groß ist der Hauptpot?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="260"/>
        <source>In that hand, how large is the side pot?</source>
        <translation>Wie groß ist in dieser Hand der Side-Pot?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="262"/>
        <source>Ada holds 7♥ 7♦, Bruno A♥ K♦, Chloé Q♠ Q♥; the board is 7♣ 8♦ 2♠ K♥ 3♣. Who wins the side pot?</source>
        <translation>Ada hält 7♥ 7♦, Bruno A♥ K♦, Chloé Q♠ Q♥; das Board ist 7♣ 8♦ 2♠ K♥ 3♣. Wer gewinnt den Side-Pot?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="280"/>
        <source>A new hand, blinds 5 and 10: Chloé raises to 25, Ada folds, Bruno calls, and both play the board&apos;s straight. How many chips does Bruno win?</source>
        <translation>Eine neue Hand, Blinds 5 und 10: Chloé erhöht auf 25, Ada passt, Bruno geht mit, und beide spielen die Straße des Boards. Wie viele Chips gewinnt Bruno?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="283"/>
        <source>And how many does Chloé win?</source>
        <translation>Und wie viele gewinnt Chloé?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="285"/>
        <source>Another hand: Chloé raises to 25 and both others call; all three play the board&apos;s straight. How many chips does Ada have after the hand, if she started with 1,000?</source>
        <translation>Eine andere Hand: Chloé erhöht auf 25, und beide anderen gehen mit; alle drei spielen die Straße des Boards. Wie viele Chips hat Ada nach der Hand, wenn sie mit 1.000 angefangen hat?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="304"/>
        <source>A new draw: Ada draws Q♥, Bruno K♣, Chloé K♥ and Dmitri Q♠. Who gets the button?</source>
        <translation>Eine neue Auslosung: Ada zieht Q♥, Bruno K♣, Chloé K♥ und Dmitri Q♠. Wer bekommt den Button?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="307"/>
        <source>With that draw, who posts the small blind?</source>
        <translation>Wer bringt bei dieser Auslosung den Small Blind?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="309"/>
        <source>With that draw, who acts first in the first hand?</source>
        <translation>Wer ist bei dieser Auslosung in der ersten Hand zuerst dran?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="325"/>
        <source>A new hand: everyone checks to the river. There Ada bets 40, Bruno raises to 120, Chloé folds and Ada calls. Who must show first?</source>
        <translation>Eine neue Hand: Bis zum River checken alle. Dort setzt Ada 40, Bruno erhöht auf 120, Chloé passt, und Ada geht mit. Wer muss zuerst zeigen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="328"/>
        <source>In that hand Bruno&apos;s pair of jacks beats Ada&apos;s pair of fives. Who gives up without showing?</source>
        <translation>In dieser Hand schlägt Brunos Paar Buben Adas Paar Fünfen. Wer gibt auf, ohne zu zeigen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="331"/>
        <source>Another hand: Chloé has the button and everyone checks every round. Who must show first?</source>
        <translation>Eine andere Hand: Chloé hat den Button, und alle checken in jeder Runde. Wer muss zuerst zeigen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="335"/>
        <source>Short deck</source>
        <translation>Short Deck</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="336"/>
        <source>Short deck is played without the twos, threes, fours and fives: 36 cards. A flush is then rarer than a full house and beats it, three of a kind beats a straight (in Felt, as Triton plays it; some rooms rank the straight higher), and the ace can make the lowest straight, A-6-7-8-9.</source>
        <translation>Short Deck wird ohne die Zweien, Dreien, Vieren und Fünfen gespielt: mit 36 Karten. Ein Flush ist dann seltener als ein Full House und schlägt es, ein Drilling schlägt eine Straße (in Felt, wie bei Triton; manche Casinos werten die Straße höher), und das Ass kann die niedrigste Straße bilden, A-6-7-8-9.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="341"/>
        <source>The deck has only 36 cards, from sixes to aces.</source>
        <translation>Das Deck hat nur 36 Karten, von den Sechsen bis zu den Assen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="343"/>
        <source>Chloé goes all-in and both others call: all three hands are turned up.</source>
        <translation>Chloé geht All-in, und beide anderen gehen mit: Alle drei Hände werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="345"/>
        <source>Ada&apos;s flush beats Bruno&apos;s full house: with fewer cards, flushes are rarer.</source>
        <translation>Adas Flush schlägt Brunos Full House: Mit weniger Karten sind Flushes seltener.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="347"/>
        <source>Chloé&apos;s A-6-7-8-9 is a straight: the ace plays low below the six.</source>
        <translation>Chloés A-6-7-8-9 ist eine Straße: Das Ass zählt unten, unter der Sechs.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="349"/>
        <source>In short deck, which hand wins?</source>
        <translation>Welche Hand gewinnt im Short Deck?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="351"/>
        <source>In short deck, which hand wins here?</source>
        <translation>Welche Hand gewinnt hier im Short Deck?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="353"/>
        <source>In short deck, what is A♠ 6♦ 7♣ 8♥ 9♠?</source>
        <translation>Was ist A♠ 6♦ 7♣ 8♥ 9♠ im Short Deck?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="362"/>
        <source>Home-game rules</source>
        <extracomment>where a lesson&apos;s rule comes from: one of the five rule texts, or strategy teaching that no rule text contains</extracomment>
        <translation>Regeln für die Pokerrunde zu Hause</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="363"/>
        <source>Limit, Pot-Limit and No-Limit rules</source>
        <translation>Regeln für Limit, Pot-Limit und No-Limit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="364"/>
        <source>Printed rule book</source>
        <translation>Gedrucktes Regelheft</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="365"/>
        <source>No-Limit rules of an online room</source>
        <translation>No-Limit-Regeln eines Online-Pokerraums</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="366"/>
        <source>Encyclopedia article</source>
        <translation>Lexikonartikel</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_texts.py" line="367"/>
        <source>Poker strategy (no rule text)</source>
        <translation>Pokerstrategie (kein Regeltext)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_labels.py" line="27"/>
        <source>Yes</source>
        <extracomment>a quiz answer</extracomment>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_labels.py" line="27"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_labels.py" line="33"/>
        <source>A tie: they split the pot</source>
        <extracomment>a quiz answer: the two hands are equal</extracomment>
        <translation>Gleichstand: Sie teilen sich den Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="17"/>
        <source>Your first hand: the five actions</source>
        <translation>Deine erste Hand: die fünf Aktionen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="18"/>
        <source>On your turn you choose one of five actions. Fold: give up your cards and the chips you have put in. Check: pass without putting chips in, when there is nothing for you to call. Bet: put in the first chips of a betting round. Call: match the highest bet. Raise: put in more than the highest bet, so the others must match it again. The best hand at the showdown, or the last player left, wins the pot.</source>
        <translation>Wenn du dran bist, wählst du eine von fünf Aktionen. Passen: Du gibst deine Karten ab und die Chips, die du schon gesetzt hast. Checken: Du gibst weiter, ohne Chips zu setzen, wenn es nichts mitzugehen gibt. Setzen: Du bringst die ersten Chips einer Setzrunde. Mitgehen: Du gleichst den höchsten Einsatz aus. Erhöhen: Du setzt mehr als den höchsten Einsatz, und die anderen müssen wieder ausgleichen. Die beste Hand im Showdown oder der letzte verbliebene Spieler gewinnt den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="24"/>
        <source>Three players: Chloé has the dealer button, Ada posts the small blind of 10 and Bruno the big blind of 20. Each gets two cards face down.</source>
        <translation>Drei Spieler: Chloé hat den Dealer-Button, Ada bringt den Small Blind von 10 und Bruno den Big Blind von 20. Jeder bekommt zwei verdeckte Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="27"/>
        <source>Chloé calls: she puts in 20 to match the big blind.</source>
        <translation>Chloé geht mit: Sie bringt 20 und gleicht den Big Blind aus.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="29"/>
        <source>Ada folds: her cards are out, and her 10 stays in the pot.</source>
        <translation>Ada passt: Ihre Karten sind aus dem Spiel, und ihre 10 bleiben im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="31"/>
        <source>Bruno checks: his big blind already matches the highest bet.</source>
        <translation>Bruno checkt: Sein Big Blind ist schon so hoch wie der höchste Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="33"/>
        <source>Bruno checked first; Chloé bets 40, the first bet of this round.</source>
        <translation>Bruno checkt zuerst; Chloé setzt 40, den ersten Einsatz dieser Runde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="35"/>
        <source>Bruno raises to 120: to stay in, Chloé must put in 80 more.</source>
        <translation>Bruno erhöht auf 120: Um im Spiel zu bleiben, muss Chloé 80 nachlegen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="37"/>
        <source>Both check the river, so the cards are shown: Bruno&apos;s two pair, kings and queens, beat Chloé&apos;s pair of kings.</source>
        <translation>Beide checken am River, also werden die Karten gezeigt: Brunos zwei Paare, Könige und Damen, schlagen Chloés Paar Könige.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="40"/>
        <source>A new hand: Chloé and Ada call, Bruno checks. On the flop Ada bets 60 and Bruno raises to 180. How much must Chloé put in to call?</source>
        <translation>Eine neue Hand: Chloé und Ada gehen mit, Bruno checkt. Am Flop setzt Ada 60, und Bruno erhöht auf 180. Wie viel muss Chloé bringen, um mitzugehen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="43"/>
        <source>Then Chloé folds and Ada calls. How many chips are now in the middle?</source>
        <translation>Dann passt Chloé, und Ada geht mit. Wie viele Chips liegen jetzt in der Mitte?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="45"/>
        <source>A new hand: Chloé raises to 60, Ada and Bruno fold. Who wins the pot?</source>
        <translation>Eine neue Hand: Chloé erhöht auf 60, Ada und Bruno passen. Wer gewinnt den Pot?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="48"/>
        <source>Reading your hand: best five of seven</source>
        <translation>Deine Hand lesen: die besten fünf von sieben</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="49"/>
        <source>Your hand is the best five cards you can make from your two hole cards and the five on the board. You may use both hole cards, one or none: when the board itself is your best five, you play the board.</source>
        <translation>Deine Hand sind die besten fünf Karten aus deinen zwei Startkarten und den fünf Karten des Boards. Du darfst beide Startkarten nutzen, eine oder keine: Sind die fünf Karten des Boards selbst deine besten fünf, spielst du das Board.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="53"/>
        <source>Chloé holds two aces. Ada holds 2 and 3, Bruno king and 4.</source>
        <translation>Chloé hält zwei Asse. Ada hält eine Zwei und eine Drei, Bruno einen König und eine Vier.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="55"/>
        <source>Everyone is all-in, so the board is dealt to the river: 8, 9, 10, jack, queen, a straight on the table.</source>
        <translation>Alle sind All-in, also wird das Board bis zum River ausgeteilt: 8, 9, 10, Bube, Dame, eine Straße auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="58"/>
        <source>Ada plays the board: her 2 and 3 add nothing. Chloé&apos;s aces add nothing either, and the straight beats a pair. Bruno&apos;s king makes a higher straight, nine to king, so he wins.</source>
        <translation>Ada spielt das Board: Ihre Zwei und Drei bringen nichts. Auch Chloés Asse bringen nichts, und die Straße schlägt ein Paar. Brunos König macht eine höhere Straße, Neun bis König, also gewinnt er.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="62"/>
        <source>You hold A♥ K♦; the board is 7♥ 7♣ 7♦ 2♠ 2♥. What is your best hand?</source>
        <translation>Du hältst A♥ K♦; das Board ist 7♥ 7♣ 7♦ 2♠ 2♥. Was ist deine beste Hand?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="64"/>
        <source>A new hand, all three all-in. The board is A♥ A♦ K♣ K♦ Q♠; Ada holds 2♣ 3♣, Bruno J♠ 10♣, Chloé K♥ 4♦. Who wins?</source>
        <translation>Eine neue Hand, alle drei sind All-in. Das Board ist A♥ A♦ K♣ K♦ Q♠; Ada hält 2♣ 3♣, Bruno J♠ 10♣, Chloé K♥ 4♦. Wer gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="67"/>
        <source>A new hand, all three all-in. The board is 5♠ 6♦ 7♣ 8♥ 9♠; Ada holds 10♦ 2♣, Bruno A♠ A♥, Chloé K♣ Q♦. Who wins?</source>
        <translation>Eine neue Hand, alle drei sind All-in. Das Board ist 5♠ 6♦ 7♣ 8♥ 9♠; Ada hält 10♦ 2♣, Bruno A♠ A♥, Chloé K♣ Q♦. Wer gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="71"/>
        <source>Comparing hands: kickers and ties</source>
        <translation>Hände vergleichen: Kicker und Gleichstand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="72"/>
        <source>Two hands of the same kind are compared card by card from the highest: first the cards of the pair or pairs, then the others, the kickers. Suits never break a tie: equal hands split the pot. The ace is high, or low in A-2-3-4-5, the lowest straight; a straight never goes round the corner, as Q-K-A-2-3 would.</source>
        <translation>Zwei Hände derselben Art werden Karte für Karte verglichen, von der höchsten an: zuerst die Karten des Paars oder der Paare, dann die übrigen, die Kicker. Die Farbe entscheidet nie: Gleiche Hände teilen sich den Pot. Das Ass ist hoch, oder niedrig in A-2-3-4-5, der niedrigsten Straße; eine Straße geht nie um die Ecke, wie es Q-K-A-2-3 täte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="77"/>
        <source>Chloé folds on the button. Ada and Bruno both hold an ace.</source>
        <translation>Chloé passt am Button. Ada und Bruno halten beide ein Ass.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="79"/>
        <source>Both have a pair of aces, so the next card decides: Ada&apos;s queen beats Bruno&apos;s jack, and Ada wins. The queen is her kicker.</source>
        <translation>Beide haben ein Paar Asse, also entscheidet die nächste Karte: Adas Dame schlägt Brunos Buben, und Ada gewinnt. Die Dame ist ihr Kicker.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="82"/>
        <source>Which hand wins: A♥ K♥ Q♥ J♥ 9♥ or A♠ K♠ Q♠ J♠ 9♠?</source>
        <translation>Welche Hand gewinnt: A♥ K♥ Q♥ J♥ 9♥ oder A♠ K♠ Q♠ J♠ 9♠?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="84"/>
        <source>Which hand wins: 5♦ 4♣ 3♥ A♣ 2♠ or 6♥ 5♠ 4♦ 3♠ 2♥?</source>
        <translation>Welche Hand gewinnt: 5♦ 4♣ 3♥ A♣ 2♠ oder 6♥ 5♠ 4♦ 3♠ 2♥?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="86"/>
        <source>A new hand, all three all-in. The board is 9♥ 9♠ 5♣ 5♦ 2♣; Ada holds 2♥ 3♦, Bruno A♠ 4♥, Chloé K♦ 8♣. Who wins?</source>
        <translation>Eine neue Hand, alle drei sind All-in. Das Board ist 9♥ 9♠ 5♣ 5♦ 2♣; Ada hält 2♥ 3♦, Bruno A♠ 4♥, Chloé K♦ 8♣. Wer gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="93"/>
        <source>Table stakes: only your chips play</source>
        <translation>Table Stakes: Nur deine Chips spielen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="94"/>
        <source>You can bet only the chips you had on the table when the hand began; you may not add chips during a hand. If you cannot match a bet, you may call with all you have: you are all-in. At a cash table you may buy more chips between hands.</source>
        <translation>Du kannst nur die Chips setzen, die zu Beginn der Hand vor dir lagen; während einer Hand darfst du keine Chips nachlegen. Kannst du einen Einsatz nicht ausgleichen, darfst du mit allem mitgehen, was du hast: Du bist All-in. Am Cash-Tisch darfst du zwischen den Händen Chips nachkaufen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="98"/>
        <source>Ada has only 150 in front of her; Bruno and Chloé have 1,000 each.</source>
        <translation>Ada hat nur 150 vor sich; Bruno und Chloé haben je 1.000.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="100"/>
        <source>Bruno bets %1. Ada may not fetch more chips to match it.</source>
        <translation>Bruno setzt %1. Ada darf keine weiteren Chips holen, um auszugleichen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="102"/>
        <source>Chloé folds and Ada calls with her last %1: she is all-in. Nobody can call the rest of Bruno&apos;s bet, so it goes back to him.</source>
        <translation>Chloé passt, und Ada geht mit ihren letzten %1 mit: Sie ist All-in. Beim Rest von Brunos Einsatz kann niemand mitgehen, also bekommt er ihn zurück.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="105"/>
        <source>Ada&apos;s three queens win. From Bruno she wins only as much as she had in front of her: 150.</source>
        <translation>Adas Drilling Damen gewinnt. Von Bruno gewinnt sie nur so viel, wie sie selbst vor sich hatte: 150.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="108"/>
        <source>A new hand: Ada starts with 80 and posts the small blind; Chloé raises to 60. What is the most Ada can raise to?</source>
        <translation>Eine neue Hand: Ada beginnt mit 80 und bringt den Small Blind; Chloé erhöht auf 60. Auf wie viel kann Ada höchstens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="111"/>
        <source>Ada starts with 80. Chloé and Ada call the big blind, Bruno checks; on the flop Ada checks, Bruno bets 200 and Chloé folds. How much does Ada&apos;s call cost?</source>
        <translation>Ada beginnt mit 80. Chloé und Ada zahlen den Big Blind, Bruno checkt; am Flop checkt Ada, Bruno setzt 200, und Chloé passt. Was kostet Ada das Mitgehen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="119"/>
        <source>Position: acting last is worth chips</source>
        <translation>Position: Zuletzt handeln ist Chips wert</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="120"/>
        <source>After the flop the first player still in on the button&apos;s left acts first, and the button acts last. Acting last, you see what the others do before you decide. The seats are named from the button; at six players: under the gun (UTG), hijack (HJ), cut-off (CO), button (BTN), small blind (SB), big blind (BB).</source>
        <translation>Nach dem Flop handelt der erste Spieler links vom Button, der noch im Spiel ist, zuerst, und der Button zuletzt. Wer zuletzt handelt, sieht, was die anderen tun, bevor er entscheidet. Die Plätze werden vom Button aus benannt; bei sechs Spielern: Under the Gun (UTG), Hijack (HJ), Cut-off (CO), Button (BTN), Small Blind (SB), Big Blind (BB).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="125"/>
        <source>Six players; Felix has the button. The seat plates name each position.</source>
        <translation>Sechs Spieler; Felix hat den Button. Die Namensschilder der Plätze nennen jede Position.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="127"/>
        <source>Chloé, under the gun, acts first with five players behind her: she folds.</source>
        <translation>Chloé sitzt Under the Gun und handelt zuerst, fünf Spieler nach ihr: Sie passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="129"/>
        <source>Emma raises from the cut-off: only the button and the blinds act after her.</source>
        <translation>Emma erhöht aus dem Cut-off: Nur der Button und die Blinds handeln nach ihr.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="131"/>
        <source>Felix calls on the button: after the flop he will act last in every round.</source>
        <translation>Felix geht am Button mit: Nach dem Flop handelt er in jeder Runde zuletzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="133"/>
        <source>After the flop Emma must act first, before she knows what Felix will do.</source>
        <translation>Nach dem Flop muss Emma zuerst handeln, bevor sie weiß, was Felix tut.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="135"/>
        <source>In every round after the flop Felix saw Emma&apos;s action before he chose his.</source>
        <translation>In jeder Runde nach dem Flop sah Felix Emmas Aktion, bevor er seine wählte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="137"/>
        <source>A new hand at six players with Chloé on the button: what is Felix&apos;s position?</source>
        <translation>Eine neue Hand mit sechs Spielern, Chloé hat den Button: Welche Position hat Felix?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="140"/>
        <source>A new hand, Bruno on the button: Emma calls, Felix and Ada fold, Bruno calls, Chloé folds and Dmitri checks. Who acts first after the flop?</source>
        <translation>Eine neue Hand, Bruno hat den Button: Emma geht mit, Felix und Ada passen, Bruno geht mit, Chloé passt, und Dmitri checkt. Wer handelt nach dem Flop zuerst?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="143"/>
        <source>Emma has the button. What is Ada&apos;s position?</source>
        <translation>Emma hat den Button. Welche Position hat Ada?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="146"/>
        <source>Starting hands by position</source>
        <translation>Starthände nach Position</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="224"/>
        <source>Ada calls with three kings: on this flop no hand is better than hers, she holds the nuts. But another heart would change that.</source>
        <translation>Ada geht mit drei Königen mit: Auf diesem Flop ist keine Hand besser als ihre, Ada hält die Nuts. Ein weiteres Herz würde das aber ändern.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="227"/>
        <source>The Q♥ is the third heart on the board: now any two hearts make a flush. Bruno&apos;s flush has the ace, the best flush possible here, and he bets 200.</source>
        <translation>Die Q♥ ist das dritte Herz auf dem Board: Jetzt machen zwei beliebige Herzen einen Flush. Brunos Flush mit dem Ass ist der beste, den es hier geben kann, und er setzt 200.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="230"/>
        <source>The call would cost 200 of 680: Ada must win 29 % of the time. Bruno bet his hearts on the flop and bets big now that the third heart has come, and Ada&apos;s three kings lose to any flush; few of the hands that play like this are worse than hers. She folds.</source>
        <translation>Das Mitgehen würde 200 von 680 kosten: Ada müsste in 29 % der Fälle gewinnen. Bruno hat am Flop mit seinen Herzen gesetzt und setzt jetzt hoch, da das dritte Herz gekommen ist, und Adas drei Könige verlieren gegen jeden Flush; nur wenige Hände, mit denen man so spielt, sind schwächer als ihre. Sie passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="272"/>
        <source>In a cash game the chips stand for money: you may leave or buy more chips between hands, and the blinds stay the same. In a tournament everyone starts with the same chips, the blinds rise at set times, and a player who loses all chips is out, unless the tournament allows rebuys. Count your stack in big blinds: 15 big blinds pay the big blind 15 times. A round of blinds costs the small and the big blind, and the antes if there are any, so 15 big blinds pay for about 10 rounds.</source>
        <translation>Im Cash-Spiel stehen die Chips für Geld: Zwischen den Händen darfst du gehen oder Chips nachkaufen, und die Blinds bleiben gleich. Im Turnier beginnen alle mit gleich vielen Chips, die Blinds steigen zu festen Zeiten, und wer alle Chips verliert, ist ausgeschieden, es sei denn, das Turnier erlaubt einen Nachkauf. Zähle deinen Stack in Big Blinds: Mit 15 Big Blinds kannst du den Big Blind 15-mal bezahlen. Eine Runde kostet den Small und den Big Blind, dazu die Antes, falls es welche gibt; 15 Big Blinds reichen also für etwa 10 Runden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="301"/>
        <source>When a tournament pays several places, prize money counts, not chips: the Independent Chip Model (ICM) shares out the prizes by each stack&apos;s chances of finishing first, second, third. The chip leader&apos;s stack is worth less than its share of the chips, a short stack&apos;s more: chips you lose cost more prize money than the same chips won would earn. So calling an all-in needs more equity than the pot odds say; the difference is the risk premium. With about 10 big blinds or fewer, players usually move all-in or fold, and push/fold charts reach up to about 15: the chart says, for each seat and stack, which hands move all-in and which call.</source>
        <translation>Zahlt ein Turnier mehrere Plätze aus, zählt das Preisgeld, nicht die Chips: Das Independent Chip Model (ICM) verteilt die Preise nach den Chancen jedes Stacks, Erster, Zweiter oder Dritter zu werden. Der Stack des Chipleaders ist weniger wert als sein Anteil an den Chips, ein kurzer Stack mehr: Verlorene Chips kosten mehr Preisgeld, als dieselben Chips als Gewinn einbringen würden. Darum braucht das Mitgehen bei einem All-in mehr Equity, als die Pot Odds sagen; der Unterschied ist die Risikoprämie. Mit etwa 10 Big Blinds oder weniger gehen die Spieler meist All-in oder passen, und Push/Fold-Tabellen reichen bis etwa 15: Die Tabelle sagt für jeden Platz und Stack, mit welchen Händen man All-in geht und mit welchen man mitgeht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="333"/>
        <source>In Spread-Limit a bet may be any amount between a smallest and a largest size: here from the big blind of 20 to 100 before the flop and on the flop, and to 200 on the turn and river. A raise adds at least as much as the last bet or raise of the round and at most the largest size: a raise may add at most 100 before the flop. As in Fixed-Limit, a round allows at most four bets: a bet and three raises, the last one the cap.</source>
        <translation>Im Spread-Limit darf ein Einsatz jede Höhe zwischen einem kleinsten und einem größten Betrag haben: hier vom Big Blind von 20 bis 100 vor dem Flop und am Flop, bis 200 am Turn und River. Eine Erhöhung legt mindestens so viel drauf wie der letzte Einsatz oder die letzte Erhöhung der Runde und höchstens den größten Betrag: Vor dem Flop darf eine Erhöhung höchstens 100 drauflegen. Wie im Fixed-Limit erlaubt eine Runde höchstens vier Einsätze: einen Einsatz und drei Erhöhungen, die letzte heißt Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="343"/>
        <source>Chloé raises by 60, to 80: a raise could add anything from 20 to 100 to the big blind, so she could have raised to anything from 40 to 120.</source>
        <translation>Chloé erhöht um 60 auf 80: Eine Erhöhung durfte 20 bis 100 auf den Big Blind drauflegen, sie hätte also auf 40 bis 120 erhöhen dürfen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="351"/>
        <source>A new hand: Chloé raises to 60. What is the largest total Ada can raise to?</source>
        <translation>Eine neue Hand: Chloé erhöht auf 60. Auf wie viel kann Ada höchstens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="154"/>
        <source>Chloé acts first, under the gun, with A♠ J♥.</source>
        <translation>Chloé handelt zuerst, Under the Gun, mit A♠ J♥.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="156"/>
        <source>Chloé raises to 60: A-J is in the chart even for the early seats.</source>
        <translation>Chloé erhöht auf 60: A-J steht in der Tabelle auch für die frühen Plätze.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="158"/>
        <source>Dmitri folds K♦ 9♣: the chart has no K-9 in the hijack.</source>
        <translation>Dmitri passt mit K♦ 9♣: Die Tabelle hat kein K-9 im Hijack.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="160"/>
        <source>Felix re-raises to 180 on the button with A♥ K♣, one of the best starting hands.</source>
        <translation>Felix erhöht am Button erneut auf 180, mit A♥ K♣, einer der besten Starthände.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="163"/>
        <source>Both pair their ace, and Felix&apos;s king beats Chloé&apos;s jack. An ace with a weaker kicker often loses to a better ace: that is why the chart wants strong kickers.</source>
        <translation>Beide treffen ein Paar Asse, und Felix’ König schlägt Chloés Buben. Ein Ass mit schwächerem Kicker verliert oft gegen ein besseres Ass: Darum verlangt die Tabelle starke Kicker.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="167"/>
        <source>A new hand: Chloé folds, Ada goes all-in with A♣ J♣ and Bruno calls with A♦ K♥. The board is A♠ 8♦ 5♥ 3♣ 2♣. Who wins?</source>
        <translation>Eine neue Hand: Chloé passt, Ada geht mit A♣ J♣ All-in, und Bruno geht mit A♦ K♥ mit. Das Board ist A♠ 8♦ 5♥ 3♣ 2♣. Wer gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="170"/>
        <source>A new hand with Ada on the button: from which position does Dmitri play?</source>
        <translation>Eine neue Hand, Ada hat den Button: Aus welcher Position spielt Dmitri?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="172"/>
        <source>In the next hand Dmitri has the button. From which position does Chloé play?</source>
        <translation>In der nächsten Hand hat Dmitri den Button. Aus welcher Position spielt Chloé?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="176"/>
        <source>Outs and pot odds</source>
        <translation>Outs und Pot Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="177"/>
        <source>Outs are the unseen cards that would give you the best hand; a card that only pairs you is a weaker out, as the other hand may still be better. With one card to come your chance is about 2 % per out: the rule of 2. Use 4 % per out, the rule of 4, only when you see the turn and the river for one price, as when a player is all-in; while more betting can follow, count one card at a time. The price of a call is your call&apos;s share of the pot after you call: 40 to call into a pot of 80 is 40 of 120, 33 %. A call pays in the long run when your chance is larger than the price.</source>
        <translation>Outs sind die unbekannten Karten, die dir die beste Hand geben würden; eine Karte, die dir nur ein Paar bringt, ist ein schwächeres Out, denn die andere Hand kann trotzdem besser sein. Kommt nur noch eine Karte, ist deine Chance etwa 2 % pro Out: die 2er-Regel. Rechne nur dann mit 4 % pro Out, der 4er-Regel, wenn du Turn und River zu einem Preis siehst, etwa weil ein Spieler All-in ist; solange noch gesetzt werden kann, zählst du Karte für Karte. Der Preis des Mitgehens ist dein Anteil am Pot nach dem Mitgehen: Musst du 40 in einen Pot von 80 zahlen, sind das 40 von 120, 33 %. Mitgehen lohnt sich auf Dauer, wenn deine Chance größer ist als der Preis.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="190"/>
        <source>Bruno has %1 outs: nine hearts for a flush, three tens and three fives for a straight. Ada may bet again on the turn, so he counts one card: by the rule of 2 about 30 %. The call costs 60 of 240, 25 %, less than his chance: he calls.</source>
        <translation>Bruno hat %1 Outs: neun Herzen für einen Flush, drei Zehnen und drei Fünfen für eine Straße. Ada kann am Turn wieder setzen, also zählt er nur eine Karte: Nach der 2er-Regel sind das etwa 30 %. Das Mitgehen kostet 60 von 240, 25 %, weniger als seine Chance: Er geht mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="194"/>
        <source>The 2♠ changes nothing. Ada bets %1 into a pot of %2.</source>
        <translation>Die 2♠ ändert nichts. Ada setzt %1 in einen Pot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="196"/>
        <source>Again one card to come: still 15 outs, about 30 %. The call costs 120 of 480, 25 %: Bruno calls again.</source>
        <translation>Wieder kommt nur eine Karte: immer noch 15 Outs, etwa 30 %. Das Mitgehen kostet 120 von 480, 25 %: Bruno geht wieder mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="199"/>
        <source>The K♥ makes Bruno&apos;s flush. He bets 200, Ada calls with two pair, aces and kings, and Bruno&apos;s flush wins the pot of 880.</source>
        <translation>Der K♥ bringt Bruno den Flush. Er setzt 200; Ada hat zwei Paare, Asse und Könige, und geht mit. Brunos Flush gewinnt den Pot von 880.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="185"/>
        <source>Bruno holds 8♥ 7♥, Ada A♠ K♦.</source>
        <translation>Bruno hält 8♥ 7♥, Ada A♠ K♦.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="89"/>
        <source>The board is K♠ K♦ 8♣ 8♥ A♠. Ada holds Q♥ J♦, Bruno Q♣ 10♣. Which hand wins?</source>
        <translation>Das Board ist K♠ K♦ 8♣ 8♥ A♠. Ada hält Q♥ J♦, Bruno Q♣ 10♣. Welche Hand gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="114"/>
        <source>A new hand: Ada starts with 200. Everyone calls 20; on the flop Bruno bets 500, Chloé folds and Ada calls with her last 180. Ada&apos;s three queens win. How many chips does she have now?</source>
        <translation>Eine neue Hand: Ada beginnt mit 200. Alle gehen mit 20 mit; am Flop setzt Bruno 500, Chloé passt, und Ada geht mit ihren letzten 180 mit. Adas drei Damen gewinnen. Wie viele Chips hat sie jetzt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="147"/>
        <source>Most starting hands lose chips, so good players fold most of them. The earlier you act, the more players behind you may hold better: play few hands early and more on the button. A common beginner&apos;s chart at six players: from UTG and HJ raise pairs from 77, A-K, A-Q, A-J and K-Q; from the cut-off add every smaller pair, A-10, K-J, Q-J and suited aces; on the button add K-10, Q-10, J-10 and suited connectors like 8-7. Fold the rest.</source>
        <translation>Die meisten Starthände verlieren Chips, darum passen gute Spieler mit den meisten. Je früher du handelst, desto mehr Spieler nach dir können Besseres halten: Spiele früh wenige Hände und am Button mehr. Eine übliche Tabelle für Anfänger bei sechs Spielern: Aus UTG und HJ erhöhe mit Paaren ab 77, A-K, A-Q, A-J und K-Q; aus dem Cut-off dazu alle kleineren Paare, A-10, K-J, Q-J und suited Asse; am Button dazu K-10, Q-10, J-10 und Suited Connectors wie 8-7. Mit dem Rest passe.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="187"/>
        <source>The flop brings two hearts and Ada&apos;s pair of aces. She bets %1; the pot is now %2.</source>
        <translation>Der Flop bringt zwei Herzen und Adas Paar Asse. Sie setzt %1; der Pot ist jetzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="202"/>
        <source>A new hand: Ada holds 9♠ 8♦, Bruno A♣ K♣, and the flop is 10♥ 7♣ 2♦. How many turn cards would put Ada ahead?</source>
        <translation>Eine neue Hand: Ada hält 9♠ 8♦, Bruno A♣ K♣, und der Flop ist 10♥ 7♣ 2♦. Wie viele Karten am Turn brächten Ada in Führung?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="205"/>
        <source>A new hand: the pot is 100 after the betting before the flop. On the flop Bruno bets 50. What share of the pot after her call does Ada&apos;s call cost, in per cent?</source>
        <translation>Eine neue Hand: Der Pot ist nach den Einsätzen vor dem Flop 100. Am Flop setzt Bruno 50. Wie viel Prozent des Pots nach dem Mitgehen zahlt Ada?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="209"/>
        <source>A new hand: Bruno holds 8♥ 7♥, Ada A♠ Q♦, and the flop is Q♥ 5♥ 2♣. How many outs does Bruno have?</source>
        <translation>Eine neue Hand: Bruno hält 8♥ 7♥, Ada A♠ Q♦, und der Flop ist Q♥ 5♥ 2♣. Wie viele Outs hat Bruno?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="213"/>
        <source>Reading the board: nuts and draws</source>
        <translation>Das Board lesen: Nuts und Draws</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="214"/>
        <source>The nuts is the best hand anyone could hold on this board. Read every board for what it allows: three cards of one suit make a flush possible, three close ranks a straight, and a paired board a full house or four of a kind. A draw is a hand that needs another card to become strong.</source>
        <translation>Die Nuts sind die beste Hand, die jemand auf diesem Board halten kann. Lies jedes Board darauf, was es möglich macht: Drei Karten einer Farbe erlauben einen Flush, drei nahe Ränge eine Straße, ein gepaartes Board ein Full House oder einen Vierling. Ein Draw ist eine Hand, die noch eine Karte braucht, um stark zu werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="219"/>
        <source>Ada holds K♣ K♦, Bruno A♥ 10♥.</source>
        <translation>Ada hält K♣ K♦, Bruno A♥ 10♥.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="221"/>
        <source>The flop is K♥ 9♥ 4♣. Bruno bets with a draw: any heart would give him a flush.</source>
        <translation>Der Flop ist K♥ 9♥ 4♣. Bruno setzt mit einem Draw: Jedes Herz gäbe ihm einen Flush.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="235"/>
        <source>The flop is K♥ 9♥ 4♥. What is the nuts?</source>
        <translation>Der Flop ist K♥ 9♥ 4♥. Was sind die Nuts?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="237"/>
        <source>The board is 8♣ 8♦ 5♠ 2♥ K♣. What is the nuts?</source>
        <translation>Das Board ist 8♣ 8♦ 5♠ 2♥ K♣. Was sind die Nuts?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="239"/>
        <source>The board is J♠ 10♣ 3♦ 7♥ 2♠. What is the nuts?</source>
        <translation>Das Board ist J♠ 10♣ 3♦ 7♥ 2♠. Was sind die Nuts?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="242"/>
        <source>Bet sizing: value and bluff</source>
        <translation>Einsatzhöhe: Value und Bluff</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="243"/>
        <source>Bets are measured against the pot. A value bet is made with a strong hand, to be called by worse; a bluff with a weak hand, to make better fold. Half to two thirds of the pot is a common size. The bigger the bet, the more often a call must win: against a bet of the pot a call needs 33 %, against half the pot 25 %.</source>
        <translation>Einsätze misst man am Pot. Auf Value setzt man mit einer starken Hand, damit schlechtere Hände mitgehen; ein Bluff kommt mit einer schwachen Hand, damit bessere passen. Die Hälfte bis zwei Drittel des Pots ist eine übliche Höhe. Je höher der Einsatz, desto öfter muss ein Mitgehen gewinnen: Gegen einen Einsatz in Höhe des Pots braucht es 33 %, gegen den halben Pot 25 %.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="248"/>
        <source>Bruno holds A♥ Q♦ and raises before the flop; Ada calls with Q♣ J♣.</source>
        <translation>Bruno hält A♥ Q♦ und erhöht vor dem Flop; Ada geht mit Q♣ J♣ mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="250"/>
        <source>Both have a pair of queens, Bruno with the better kicker. The pot is %1; he bets %2, two thirds of it, for value: Ada&apos;s weaker queen may call.</source>
        <translation>Beide haben ein Paar Damen, Bruno mit dem besseren Kicker. Der Pot ist %1; er setzt %2, zwei Drittel davon, auf Value: Adas schwächere Dame geht vielleicht mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="253"/>
        <source>Ada calls with her pair of queens.</source>
        <translation>Ada geht mit ihrem Paar Damen mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="254"/>
        <source>On the river the pot is %1. Bruno bets %2, about half of it, still for value.</source>
        <translation>Am River ist der Pot %1. Bruno setzt %2, etwa die Hälfte davon, weiter auf Value.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="257"/>
        <source>Ada folds. Bruno&apos;s bets were called twice by a worse hand: that is what value bets are for.</source>
        <translation>Ada passt. Eine schlechtere Hand ist zweimal mit Brunos Einsätzen mitgegangen: Dafür setzt man auf Value.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="260"/>
        <source>A new hand: the pot is 100 after the betting before the flop, and Bruno bets 100 on the flop. What share of the pot after her call does Ada&apos;s call cost, in per cent?</source>
        <translation>Eine neue Hand: Der Pot ist nach den Einsätzen vor dem Flop 100, und Bruno setzt am Flop 100. Wie viel Prozent des Pots nach dem Mitgehen zahlt Ada?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="264"/>
        <source>Bruno bets 50 into the same pot of 100 instead. What share does Ada&apos;s call cost now?</source>
        <translation>Bruno setzt stattdessen 50 in denselben Pot von 100. Welchen Anteil kostet Ada das Mitgehen jetzt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="267"/>
        <source>A new hand: the pot is 120 and Bruno bets 80 on the flop. What is the smallest total Ada can raise to?</source>
        <translation>Eine neue Hand: Der Pot ist 120, und Bruno setzt am Flop 80. Auf wie viel kann Ada mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="271"/>
        <source>Tournaments and cash games</source>
        <translation>Turniere und Cash-Spiele</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="279"/>
        <source>A tournament with blinds of 50 and 100. Ada has 1,500 chips: %1 big blinds.</source>
        <translation>Ein Turnier mit Blinds von 50 und 100. Ada hat 1.500 Chips: %1 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="282"/>
        <source>Chloé folds. Ada, short of chips, goes all-in from the small blind.</source>
        <translation>Chloé passt. Ada hat nur noch wenige Chips und geht aus dem Small Blind All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="284"/>
        <source>Bruno calls with a pair of nines; he has more chips, so if Ada loses, she is out.</source>
        <translation>Bruno hält zwei Neunen und geht mit; er hat mehr Chips: Verliert Ada, ist sie ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="287"/>
        <source>Bruno&apos;s three nines win. Ada has no chips left: in a tournament she is out; in a cash game she could buy chips for the next hand.</source>
        <translation>Brunos Drilling Neunen gewinnt. Ada hat keine Chips mehr: Im Turnier ist sie ausgeschieden; im Cash-Spiel könnte sie für die nächste Hand Chips nachkaufen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="290"/>
        <source>The blinds have risen to 100 and 200. Ada has 3,000 chips. How many big blinds is that?</source>
        <translation>Die Blinds sind auf 100 und 200 gestiegen. Ada hat 3.000 Chips. Wie viele Big Blinds sind das?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="293"/>
        <source>Later the blinds are 200 and 400. Bruno has 4,000 chips. How many big blinds is that?</source>
        <translation>Später sind die Blinds 200 und 400. Bruno hat 4.000 Chips. Wie viele Big Blinds sind das?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="296"/>
        <source>A new hand: Ada has 1,500 and Bruno only 1,200. Ada goes all-in, Bruno calls with all he has, and his nines win again. How many chips does Ada have left?</source>
        <translation>Eine neue Hand: Ada hat 1.500 und Bruno nur 1.200. Ada geht All-in, Bruno geht mit allem mit, was er hat, und seine Neunen gewinnen wieder. Wie viele Chips hat Ada noch?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="300"/>
        <source>Final table: ICM and push/fold</source>
        <translation>Finaltisch: ICM und Push/Fold</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="310"/>
        <source>Three players are left; the prizes are 50, 30 and 20 per cent of the pool. The blinds are 100 and 200: Ada has %1 big blinds.</source>
        <translation>Drei Spieler sind übrig; die Preise sind 50, 30 und 20 Prozent des Preisgelds. Die Blinds sind 100 und 200: Ada hat %1 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="313"/>
        <source>Chloé folds. Ada has A♥ 5♥ in the small blind; the push/fold chart moves this hand all-in at her stack, so she does.</source>
        <translation>Chloé passt. Ada hat A♥ 5♥ im Small Blind; bei ihrem Stack geht die Push/Fold-Tabelle mit dieser Hand All-in, also tut sie es.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="316"/>
        <source>Bruno has K♠ J♦. The pot odds ask for %1 per cent equity, ICM for a little more; against the hands Ada moves all-in with, his hand has enough, and he calls.</source>
        <translation>Bruno hat K♠ J♦. Die Pot Odds verlangen %1 Prozent Equity, ICM etwas mehr; gegen die Hände, mit denen Ada All-in geht, hat seine Hand genug, und er geht mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="319"/>
        <source>The ace on the flop gives Ada a pair of aces, and she wins: she doubles up to %1 chips.</source>
        <translation>Das Ass am Flop gibt Ada ein Paar Asse, und sie gewinnt: Sie verdoppelt auf %1 Chips.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="322"/>
        <source>A new hand, blinds 100 and 200: Ada has 1,400 chips. How many big blinds is that?</source>
        <translation>Eine neue Hand, Blinds 100 und 200: Ada hat 1.400 Chips. Wie viele Big Blinds sind das?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="325"/>
        <source>Another hand: Chloé moves all-in for 3,000 from the button and Ada folds. How much more must Bruno put in to call from the big blind?</source>
        <translation>Eine andere Hand: Chloé geht vom Button mit 3.000 All-in, Ada passt. Wie viel muss Bruno aus dem Big Blind noch bringen, um mitzugehen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="328"/>
        <source>What equity do the pot odds ask of Bruno for that call, in per cent? By ICM he needs more.</source>
        <translation>Welche Equity verlangen die Pot Odds von Bruno für dieses Mitgehen, in Prozent? Nach ICM braucht er mehr.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="332"/>
        <source>Spread-Limit</source>
        <translation>Spread-Limit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="340"/>
        <source>Blinds of 10 and 20; bets from 20 to 100 before the flop and on the flop, up to 200 on the turn and river.</source>
        <translation>Blinds von 10 und 20; Einsätze von 20 bis 100 vor dem Flop und am Flop, bis 200 am Turn und River.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="346"/>
        <source>Ada bets 100, the most allowed on the flop.</source>
        <translation>Ada setzt 100, das Höchste, was am Flop erlaubt ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="348"/>
        <source>On the turn the largest bet doubles: Ada bets 200.</source>
        <translation>Am Turn verdoppelt sich der größte Einsatz: Ada setzt 200.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="350"/>
        <source>Chloé folds and Ada wins the pot.</source>
        <translation>Chloé passt, und Ada gewinnt den Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="353"/>
        <source>A new hand: everyone calls 20, and on the flop Ada bets 50. What is the smallest total Bruno can raise to?</source>
        <translation>Eine neue Hand: Alle gehen mit 20 mit, und am Flop setzt Ada 50. Auf wie viel kann Bruno mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/curriculum_texts.py" line="356"/>
        <source>A new hand: everyone calls 20 and checks to the turn. What is the most Ada can bet on the turn?</source>
        <translation>Eine neue Hand: Alle gehen mit 20 mit und checken bis zum Turn. Wie viel kann Ada am Turn höchstens setzen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="16"/>
        <source>Implied odds and reverse implied odds</source>
        <translation>Implied Odds und Reverse Implied Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="17"/>
        <source>Pot odds count only the chips in the pot now. Implied odds add what you expect to win later, when your card comes: with deep stacks a draw, or a small pair hoping for three of a kind, may call a price a little too high, if the other player will pay more bets once it hits. Implied odds need chips behind: against a short stack there is nothing more to win. Reverse implied odds are the other side: a hand that wins small pots when it is ahead and loses big ones when it is behind, such as one pair facing big bets, or a small flush that can meet a bigger one.</source>
        <translation>Pot Odds zählen nur die Chips, die jetzt im Pot liegen. Implied Odds rechnen dazu, was du später noch zu gewinnen erwartest, wenn deine Karte kommt: Mit tiefen Stacks darf ein Draw oder ein kleines Paar, das auf einen Drilling hofft, auch zu einem etwas zu hohen Preis mitgehen, wenn der andere Spieler nach dem Treffer weitere Einsätze bezahlt. Implied Odds brauchen Chips, die noch im Spiel sind: Gegen einen kurzen Stack ist nichts mehr zu gewinnen. Reverse Implied Odds sind die Kehrseite: eine Hand, die kleine Pots gewinnt, wenn sie vorne liegt, und große verliert, wenn sie hinten liegt, etwa ein Paar gegen hohe Einsätze oder ein kleiner Flush, der auf einen größeren treffen kann.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="25"/>
        <source>Deep stacks: Ada and Bruno have 2,000 each. Bruno holds 9♥ 8♥, Ada A♠ K♠.</source>
        <translation>Tiefe Stacks: Ada und Bruno haben je 2.000. Bruno hält 9♥ 8♥, Ada A♠ K♠.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="27"/>
        <source>The flop gives Ada a pair of kings with the ace as kicker. She bets %1; the pot is now %2.</source>
        <translation>Der Flop gibt Ada ein Paar Könige mit dem Ass als Kicker. Sie setzt %1; im Pot liegen jetzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="30"/>
        <source>Bruno has %1 outs for a flush, about 19 % for the turn. The call costs 100 of 320, 31 %: by the pot odds alone a fold. But more than 1,800 chips are still behind, and Ada will likely pay another bet when the flush comes; if she pays about 200 more, the call pays. Bruno calls for the implied odds.</source>
        <translation>Bruno hat %1 Outs auf einen Flush, für den Turn etwa 19 %. Das Mitgehen kostet 100 von 320, 31 %: Nach den Pot Odds allein müsste er passen. Aber beide haben noch über 1.800 Chips vor sich, und Ada bezahlt wahrscheinlich noch einen Einsatz, wenn der Flush kommt; zahlt sie etwa 200 mehr, lohnt sich das Mitgehen. Bruno geht wegen der Implied Odds mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="35"/>
        <source>The 4♥ gives Bruno a flush. Ada bets 150 with her pair of kings.</source>
        <translation>Die 4♥ bringt Bruno einen Flush. Ada setzt 150 mit ihrem Paar Könige.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="37"/>
        <source>Bruno raised to 500 on the turn and bet 700 on the river, and Ada paid both. Bruno&apos;s flush wins the pot of 2,720: far more than the 320 he called into on the flop.</source>
        <translation>Bruno hat am Turn auf 500 erhöht und am River 700 gesetzt, und Ada hat beides bezahlt. Brunos Flush gewinnt den Pot von 2.720: weit mehr als die 320, die am Flop im Pot lagen, als er mitging.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="41"/>
        <source>For Ada these were reverse implied odds: her one pair would have won little when ahead, and it paid 1,360 when behind.</source>
        <translation>Für Ada waren das Reverse Implied Odds: Ihr Paar hätte, wenn es vorne lag, wenig gewonnen; da es hinten lag, hat es 1.360 gekostet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="44"/>
        <source>A new hand: Bruno holds 6♠ 6♥, Ada A♣ K♦, and the flop is K♠ 9♦ 2♣. How many turn cards would give Bruno the best hand?</source>
        <translation>Eine neue Hand: Bruno hält 6♠ 6♥, Ada A♣ K♦, und der Flop ist K♠ 9♦ 2♣. Wie viele Turnkarten würden Bruno die beste Hand geben?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="47"/>
        <source>On that flop Ada bets 40 into the pot of 120. What share of the pot after his call does Bruno&apos;s call cost, in per cent?</source>
        <translation>Am selben Flop setzt Ada 40 in den Pot von 120. Wie viel Prozent des Pots nach dem Mitgehen zahlt Bruno?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="50"/>
        <source>A new hand: Ada holds 6♥ 5♥, Bruno A♥ Q♥, and the flop is K♥ 9♥ 2♣. How many turn cards would put Ada ahead?</source>
        <translation>Eine neue Hand: Ada hält 6♥ 5♥, Bruno A♥ Q♥, und der Flop ist K♥ 9♥ 2♣. Wie viele Turnkarten würden Ada in Führung bringen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="54"/>
        <source>After the flop: a plan for the hand</source>
        <translation>Nach dem Flop: ein Plan für die Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="55"/>
        <source>Make a plan for the hand before you act on the flop. The player who raised before the flop often bets again on the flop: a continuation bet (c-bet). A small one, a third to half of the pot, works best on a dry board that missed the caller. With a medium hand such as one pair, keep the pot small (pot control): check some rounds rather than build a pot you do not want to play for all your chips. A check-raise, checking and then raising a bet, wins more with a strong hand and can make a draw fold. When the plan fails, give up: a c-bet that meets a raise on a board you missed, with few outs, is a fold.</source>
        <translation>Mach dir einen Plan für die Hand, bevor du am Flop handelst. Wer vor dem Flop erhöht hat, setzt am Flop oft noch einmal: eine Continuation Bet (C-Bet). Eine kleine, ein Drittel bis die Hälfte des Pots, wirkt am besten auf einem trockenen Board, das dem Mitgeher nichts gebracht hat. Mit einer mittleren Hand wie einem Paar hältst du den Pot klein (Pot Control): Checke lieber einzelne Runden, statt einen Pot aufzubauen, um den du nicht mit all deinen Chips spielen willst. Ein Check-Raise, erst checken und dann einen Einsatz erhöhen, gewinnt mit einer starken Hand mehr und kann einen Draw zum Passen bringen. Scheitert der Plan, gib auf: Wird deine C-Bet auf einem Board erhöht, das dir nichts gebracht hat, dann passe mit wenigen Outs.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="64"/>
        <source>Heads-up: Ada has the button with K♠ Q♠, Bruno the big blind with 7♣ 7♥.</source>
        <translation>Heads-up: Ada hat den Button mit K♠ Q♠, Bruno den Big Blind mit 7♣ 7♥.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="66"/>
        <source>Ada raises to 60 from the button: after the flop she acts last.</source>
        <translation>Ada erhöht vom Button auf 60: Nach dem Flop handelt sie zuletzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="68"/>
        <source>The flop is A♣ 7♦ 2♠. Bruno has three sevens and checks: he plans a check-raise.</source>
        <translation>Der Flop ist A♣ 7♦ 2♠. Bruno hat drei Sieben und checkt: Er plant ein Check-Raise.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="71"/>
        <source>Ada missed, but an ace-high board suits the raiser&apos;s hands better than the caller&apos;s: she makes a small continuation bet, %1 into a pot of %2.</source>
        <translation>Ada hat nichts getroffen, aber ein Board mit einem Ass passt besser zu den Händen, mit denen man vor dem Flop erhöht, als zu denen, mit denen man mitgeht: Sie macht eine kleine Continuation Bet, %1 in einen Pot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="74"/>
        <source>Bruno check-raises to 140: his three sevens want a bigger pot.</source>
        <translation>Bruno macht ein Check-Raise auf 140: Seine drei Sieben wollen einen größeren Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="76"/>
        <source>Ada has no pair and few outs, and her c-bet met a raise: the plan has failed, so she gives up and folds. Bruno wins the pot of 200.</source>
        <translation>Ada hat kein Paar und wenige Outs, und auf ihre C-Bet kam eine Erhöhung: Der Plan ist gescheitert, also gibt sie auf und passt. Bruno gewinnt den Pot von 200.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="79"/>
        <source>A new hand: Ada raises to 60 on the button, Bruno calls and checks the flop. Ada c-bets 40 into the pot of 120. What share of the pot after his call does Bruno&apos;s call cost, in per cent?</source>
        <translation>Eine neue Hand: Ada erhöht am Button auf 60, Bruno geht mit und checkt am Flop. Ada macht eine C-Bet von 40 in den Pot von 120. Wie viel Prozent des Pots nach dem Mitgehen zahlt Bruno?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="83"/>
        <source>Another hand: Ada raises to 100 and Bruno calls. On the flop Bruno checks and Ada bets 70. What is the smallest total Bruno can check-raise to?</source>
        <translation>Eine andere Hand: Ada erhöht auf 100, und Bruno geht mit. Am Flop checkt Bruno, und Ada setzt 70. Auf wie viel kann Bruno mit einem Check-Raise mindestens erhöhen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="86"/>
        <source>A new hand: Ada holds J♠ 10♠, Bruno A♦ K♣, and the flop is A♥ 8♣ 3♦. Ada c-bets 40. How many turn cards would put her ahead?</source>
        <translation>Eine neue Hand: Ada hält J♠ 10♠, Bruno A♦ K♣, und der Flop ist A♥ 8♣ 3♦. Ada macht eine C-Bet von 40. Wie viele Turnkarten würden sie in Führung bringen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="90"/>
        <source>Bankroll and table selection</source>
        <translation>Bankroll und Tischwahl</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="91"/>
        <source>Your bankroll is the money you keep for poker alone. Play stakes it can carry through the losing runs every player has: a common rule is at least 20 full buy-ins for the cash game you play (a full buy-in is 100 big blinds), and 50 or more buy-ins for tournaments, whose results swing more. When it shrinks below that, move down. Choose your table too: a table where players call too much and play too many hands is worth more than a table of good players. Sit on the left of such a player, so you act after him.</source>
        <translation>Deine Bankroll ist das Geld, das du nur für Poker bereithältst. Spiele Limits, mit denen sie die Pechsträhnen übersteht, die jeder Spieler hat: Eine übliche Regel sind mindestens 20 volle Buy-ins für das Cash-Spiel, das du spielst (ein volles Buy-in sind 100 Big Blinds), und 50 oder mehr Buy-ins für Turniere, deren Ergebnisse stärker schwanken. Schrumpft sie darunter, wechsle zu kleineren Limits. Wähle auch deinen Tisch: Ein Tisch mit Spielern, die zu oft mitgehen und zu viele Hände spielen, ist mehr wert als ein Tisch voller guter Spieler. Setz dich links von so einem Spieler, dann handelst du nach ihm.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="99"/>
        <source>A cash table with blinds of 1 and 2. Emma plays almost every hand and calls too often; Felix sits on her left.</source>
        <translation>Ein Cash-Tisch mit Blinds von 1 und 2. Emma spielt fast jede Hand und geht zu oft mit; Felix sitzt links von ihr.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="102"/>
        <source>Chloé, with only 40 big blinds, and Dmitri fold.</source>
        <translation>Chloé, mit nur 40 Big Blinds, und Dmitri passen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="104"/>
        <source>Emma calls the big blind with Q♣ 5♦, a hand a good player folds.</source>
        <translation>Emma zahlt den Big Blind mit Q♣ 5♦, einer Hand, mit der ein guter Spieler passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="106"/>
        <source>Felix raises to 10 with A♠ Q♦: he acts after Emma in every round, with a better hand.</source>
        <translation>Felix erhöht mit A♠ Q♦ auf 10: Er handelt in jeder Runde nach Emma, und mit der besseren Hand.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="109"/>
        <source>Both have a pair of queens, and Felix&apos;s ace kicker is the better one. Emma still calls a bet on the flop and another on the turn.</source>
        <translation>Beide haben ein Paar Damen, und Felix’ Ass ist der bessere Kicker. Emma geht trotzdem am Flop bei einem Einsatz mit und am Turn bei einem weiteren.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="112"/>
        <source>Felix&apos;s pair of queens beats Emma&apos;s on the kicker, and he wins the pot of 107. Players like Emma are why choosing a table pays.</source>
        <translation>Felix’ Paar Damen schlägt Emmas durch den Kicker, und er gewinnt den Pot von 107. Spieler wie Emma sind der Grund, warum sich die Tischwahl lohnt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="115"/>
        <source>Ada keeps 4,000 for poker and wants to play blinds of 1 and 2. How many full buy-ins of 100 big blinds is that?</source>
        <translation>Ada hält 4.000 für Poker bereit und will mit Blinds von 1 und 2 spielen. Wie viele volle Buy-ins von 100 Big Blinds sind das?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="118"/>
        <source>At a table with blinds of 1 and 2 Chloé sits down with 80. How many big blinds is her stack?</source>
        <translation>An einem Tisch mit Blinds von 1 und 2 setzt sich Chloé mit 80 hin. Wie viele Big Blinds hat ihr Stack?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="121"/>
        <source>At a table with blinds of 5 and 10, how many big blinds are Ada&apos;s 200?</source>
        <translation>An einem Tisch mit Blinds von 5 und 10: Wie viele Big Blinds sind Adas 200?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="124"/>
        <source>Antes and the big-blind ante</source>
        <translation>Antes und das Big-Blind-Ante</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="125"/>
        <source>An ante is a small forced bet posted before the deal, in tournaments from the middle levels on. It makes the pot bigger before anyone acts, so a raise that wins the blinds and antes pays more. An ante is dead money: it does not count toward a call, which still matches the big blind. Where everyone antes, each player posts the same small amount. Most tournaments now play a big-blind ante instead: the big blind posts one ante for the whole table, usually as large as the big blind.</source>
        <translation>Ein Ante ist ein kleiner Pflichteinsatz vor dem Austeilen, in Turnieren ab den mittleren Levels. Er macht den Pot größer, bevor jemand handelt, darum bringt eine Erhöhung, die Blinds und Antes gewinnt, mehr ein. Ein Ante ist totes Geld: Es zählt beim Mitgehen nicht mit: Wer mitgeht, gleicht weiter nur den Big Blind aus. Wo alle ein Ante bringen, bringt jeder denselben kleinen Betrag. Die meisten Turniere spielen heute stattdessen ein Big-Blind-Ante: Der Big Blind bringt ein Ante für den ganzen Tisch, meist so hoch wie der Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="132"/>
        <source>A tournament at six players: blinds 100 and 200 with a big-blind ante of 200. Bruno, in the big blind, posts the ante for the whole table and his big blind: the pot holds %1 before anyone acts.</source>
        <translation>Ein Turnier mit sechs Spielern: Blinds 100 und 200 mit einem Big-Blind-Ante von 200. Bruno im Big Blind bringt das Ante für den ganzen Tisch und seinen Big Blind: Im Pot liegen %1, bevor jemand handelt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="136"/>
        <source>Emma raises to 500 from the cut-off: with the ante there is more to win before anyone calls, so raising first pays more.</source>
        <translation>Emma erhöht aus dem Cut-off auf 500: Mit dem Ante ist mehr zu gewinnen, bevor jemand mitgeht, also lohnt es sich mehr, als Erste zu erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="139"/>
        <source>Bruno calls %1 more: his ante does not count toward the call, only his big blind does.</source>
        <translation>Bruno geht mit und zahlt %1 dazu: Sein Ante zählt nicht zum Mitgehen, nur sein Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="142"/>
        <source>Bruno checks, Emma bets 400 and Bruno folds. Emma wins the pot of %1, the ante included.</source>
        <translation>Bruno checkt, Emma setzt 400, und Bruno passt. Emma gewinnt den Pot von %1, das Ante eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="145"/>
        <source>A new hand at six players: blinds 50 and 100, and everyone antes 10. How much is in the pot before anyone acts?</source>
        <translation>Eine neue Hand mit sechs Spielern: Blinds 50 und 100, und jeder bringt ein Ante von 10. Wie viel liegt im Pot, bevor jemand handelt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="148"/>
        <source>A new hand: blinds 200 and 400 with a big-blind ante of 400. How much must Chloé, under the gun, put in to call?</source>
        <translation>Eine neue Hand: Blinds 200 und 400 mit einem Big-Blind-Ante von 400. Chloé sitzt Under the Gun: Wie viel muss sie bringen, um mitzugehen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="151"/>
        <source>In that hand Chloé raises to 1,000 and everyone folds to Bruno in the big blind. What share of the pot after his call does his call cost, in per cent?</source>
        <translation>In dieser Hand erhöht Chloé auf 1.000, und alle passen bis zu Bruno im Big Blind. Wie viel Prozent des Pots nach dem Mitgehen zahlt er?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="155"/>
        <source>The seat draw</source>
        <translation>Die Plätze auslosen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="156"/>
        <source>Before a home game the seats are drawn. Take one card for each player in a row from the ace up, A, 2, 3, 4 for four players, and choose the seat that gets the ace. Shuffle the cards face down and let each player draw one. The ace sits in that seat, the 2 in the next seat on its left, and so on clockwise round the table. Then everyone draws again from a full deck for the button: the highest card gets it, and between equal ranks the suit decides, spades highest.</source>
        <translation>Vor einer Pokerrunde zu Hause werden die Plätze ausgelost. Nimm für jeden Spieler eine Karte in einer Reihe vom Ass aufwärts, A, 2, 3, 4 bei vier Spielern, und bestimme den Platz, der das Ass bekommt. Misch die Karten verdeckt, und jeder Spieler zieht eine. Das Ass sitzt auf diesem Platz, die 2 auf dem nächsten Platz links davon und so weiter im Uhrzeigersinn um den Tisch. Dann zieht jeder aus einem vollen Deck noch einmal für den Button: Die höchste Karte bekommt ihn, und bei gleichem Rang entscheidet die Farbe, Pik am höchsten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="163"/>
        <source>Four players draw face down from an ace, a 2, a 3 and a 4.</source>
        <translation>Vier Spieler ziehen verdeckt aus einem Ass, einer 2, einer 3 und einer 4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="165"/>
        <source>Ada draws the ace and takes the first seat. Bruno draws the 2 and sits on her left, Chloé the 3 on his left, and Dmitri the 4.</source>
        <translation>Ada zieht das Ass und nimmt den ersten Platz. Bruno zieht die 2 und sitzt links von ihr, Chloé die 3 links von ihm und Dmitri die 4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="168"/>
        <source>Now the button: Ada draws 9♣, Bruno Q♦, Chloé Q♠ and Dmitri 5♥. Two queens: spades beat diamonds, so Chloé gets the button.</source>
        <translation>Jetzt der Button: Ada zieht 9♣, Bruno Q♦, Chloé Q♠ und Dmitri 5♥. Zwei Damen: Pik schlägt Karo, also bekommt Chloé den Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="171"/>
        <source>Dmitri and Ada post the blinds; Bruno, left of the big blind, speaks first and folds.</source>
        <translation>Dmitri und Ada bringen die Blinds; Bruno, links vom Big Blind, ist zuerst dran und passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="174"/>
        <source>Chloé and Dmitri fold too. Ada wins the blinds.</source>
        <translation>Auch Chloé und Dmitri passen. Ada gewinnt die Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="176"/>
        <source>Five players draw for the seats from A, 2, 3, 4 and 5: Ada draws the 4, Bruno the ace, Chloé the 5, Dmitri the 2 and Emma the 3. Counting the ace&apos;s seat as seat 1 and going left, which seat does Ada take?</source>
        <translation>Fünf Spieler losen die Plätze mit A, 2, 3, 4 und 5 aus: Ada zieht die 4, Bruno das Ass, Chloé die 5, Dmitri die 2 und Emma die 3. Der Platz des Asses ist Platz 1, und es geht nach links: Welchen Platz bekommt Ada?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="180"/>
        <source>A new draw for the button: Ada draws 10♣, Bruno J♦, Chloé J♠ and Dmitri 9♥. Who gets the button?</source>
        <translation>Eine neue Auslosung des Buttons: Ada zieht 10♣, Bruno J♦, Chloé J♠ und Dmitri 9♥. Wer bekommt den Button?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/more_lesson_texts.py" line="183"/>
        <source>Four players draw from A, 2, 3 and 4: Ada draws the 2, Bruno the 3, Chloé the ace and Dmitri the 4. Which seat does Bruno take?</source>
        <translation>Vier Spieler ziehen aus A, 2, 3 und 4: Ada zieht die 2, Bruno die 3, Chloé das Ass und Dmitri die 4. Welchen Platz bekommt Bruno?</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="69"/>
        <source>Basics</source>
        <extracomment>heading in the list of lessons: the rules of a hand</extracomment>
        <translation>Grundlagen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="71"/>
        <source>No-Limit</source>
        <extracomment>heading in the list of lessons: what No-Limit betting adds</extracomment>
        <translation>No-Limit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="73"/>
        <source>First strategy</source>
        <extracomment>heading in the list of lessons: position, starting hands, odds</extracomment>
        <translation>Erste Strategie</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="75"/>
        <source>Optional</source>
        <extracomment>heading in the list of lessons: other games, the button draw</extracomment>
        <translation>Zusätzlich</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="207"/>
        <source>Done</source>
        <extracomment>tooltip of a finished lesson in the list</extracomment>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="209"/>
        <source>Start lesson</source>
        <extracomment>the button under the list of lessons</extracomment>
        <translation>Lektion starten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="212"/>
        <source>Done: %1 of %2</source>
        <extracomment>%1 lessons finished, %2 lessons in all</extracomment>
        <translation>Erledigt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="228"/>
        <source>From: %1</source>
        <extracomment>%1 which rule text the lesson&apos;s rule comes from</extracomment>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_list.py" line="231"/>
        <source>Practise it in the trainer: %1</source>
        <extracomment>%1 the name of the drill in the trainer that practises the lesson</extracomment>
        <translation>Üben im Trainer: %1</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="231"/>
        <source>Step %1 of %2</source>
        <extracomment>%1 steps done, %2 steps in the lesson</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="282"/>
        <source>Pick an answer.</source>
        <translation>Wähle eine Antwort.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="286"/>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="292"/>
        <source>Not quite. Hint: %1 Try again.</source>
        <extracomment>after a first wrong answer; %1 a hint on the rule asked about</extracomment>
        <translation>Nicht ganz. Tipp: %1 Versuch es noch einmal.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="298"/>
        <source>Not quite: the answer is %1.</source>
        <extracomment>%1 the right answer</extracomment>
        <translation>Nicht ganz: Die Antwort ist %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="356"/>
        <source>Back</source>
        <extracomment>steps back through the lesson&apos;s hand</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="358"/>
        <source>Next</source>
        <extracomment>the lesson&apos;s next step</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="360"/>
        <source>Quiz</source>
        <extracomment>the box with the questions at the end of a lesson</extracomment>
        <translation>Fragen zur Lektion</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lesson_panel.py" line="361"/>
        <source>Check answers</source>
        <translation>Antworten prüfen</translation>
    </message>
</context>
<context>
    <name>LessonsDock</name>
    <message>
        <location filename="../gui/teaching/lessons/lessons_dock.py" line="77"/>
        <source>Lessons</source>
        <extracomment>called before the dock shows, so that the window makes room instead of growing called when the person closes the dock while a lesson is on the table: the window goes back to the game the lesson suspended title of the dock with the lessons</extracomment>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/lessons_dock.py" line="79"/>
        <source>All lessons</source>
        <extracomment>button under a lesson: back to the list of lessons</extracomment>
        <translation>Alle Lektionen</translation>
    </message>
</context>
<context>
    <name>LobbyDock</name>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="95"/>
        <source>Tournament lobby</source>
        <extracomment>Lobby rows of the facts, in order (each a label and a value). the dock with the tournament&apos;s level, players, prizes and tables</extracomment>
        <translation>Turnierlobby</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="96"/>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="96"/>
        <source>Next level:</source>
        <translation>Nächste Stufe:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="97"/>
        <source>Level ends in:</source>
        <translation>Stufe endet nach:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="97"/>
        <source>Players left:</source>
        <translation>Spieler übrig:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="98"/>
        <source>Average stack:</source>
        <translation>Durchschnitt:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="98"/>
        <source>You:</source>
        <translation>Du:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="99"/>
        <source>Chip leader:</source>
        <translation>Spitze:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="99"/>
        <source>Prize pool:</source>
        <translation>Preisgeld:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="102"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="102"/>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="106"/>
        <source>Table</source>
        <extracomment>column header: the table&apos;s number</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="108"/>
        <source>Players</source>
        <extracomment>column header: the players at a table</extracomment>
        <translation>Sp.</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="109"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="111"/>
        <source>Largest</source>
        <extracomment>the table&apos;s largest stack</extracomment>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="112"/>
        <source>The table&apos;s number</source>
        <translation>Die Nummer des Tisches</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="112"/>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="113"/>
        <source>Chips at the table</source>
        <translation>Chips am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="115"/>
        <source>The largest stack at the table</source>
        <extracomment>tooltip of the lobby&apos;s &quot;Largest&quot; column</extracomment>
        <translation>Der größte Stack am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="128"/>
        <source>, big blind ante %1</source>
        <extracomment>the big blind pays one ante for the whole table; %1 its amount</extracomment>
        <translation>, Big Blind Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="130"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="139"/>
        <source>%1: %2</source>
        <extracomment>lobby; %1 the level&apos;s number, %2 its blinds and ante</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="143"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="145"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Hand</numerusform>
            <numerusform>%n Händen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="148"/>
        <source>%1, then a break</source>
        <extracomment>after the level ends: %1 how long it still lasts</extracomment>
        <translation>%1, dann eine Pause</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="151"/>
        <source>%1 of %2</source>
        <extracomment>lobby; %1 players still in, %2 the entries</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="158"/>
        <source>%1, %n place(s) paid</source>
        <extracomment>lobby; %1 the prize pool, %n places paid</extracomment>
        <translation>
            <numerusform>%1, %n Platz bezahlt</numerusform>
            <numerusform>%1, %n Plätze bezahlt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="160"/>
        <source>Hand for hand: every table waits for the others</source>
        <translation>Hand für Hand: Jeder Tisch wartet auf die anderen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="179"/>
        <source>Level %1: blinds %2.</source>
        <extracomment>said to a screen reader as a tournament level begins; %1 its number, %2 its blinds and ante (&quot;30/60, ante 10&quot;)</extracomment>
        <translation>Stufe %1: Blinds %2.</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="191"/>
        <source>finished in place %1, prize %2</source>
        <extracomment>lobby, the person is out (or won); %1 their place, %2 their prize</extracomment>
        <translation>auf Platz %1 beendet, Preis %2</translation>
    </message>
    <message>
        <location filename="../gui/tournament/lobby_dock.py" line="194"/>
        <source>%1, place %2 of %3</source>
        <extracomment>lobby; %1 the person&apos;s chips, %2 their place in chips, %3 players left</extracomment>
        <translation>%1, Platz %2 von %3</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../gui/base/log_words.py" line="212"/>
        <source>Hand #%1: %2 has the button; blinds %3/%4.</source>
        <translation>Hand Nr. %1: %2 hat den Button; Blinds %3/%4.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="218"/>
        <source>%1 posts an ante of %2.</source>
        <translation>%1 bringt eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="114"/>
        <source>%1 posts the small blind of %2.</source>
        <translation>%1 bringt den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="133"/>
        <source>%1 posts the big blind of %2.</source>
        <translation>%1 bringt den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="236"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="242"/>
        <source>%1 folds.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="244"/>
        <source>%1 checks.</source>
        <translation>%1 checkt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="246"/>
        <source>%1 calls %2.</source>
        <translation>%1 geht mit (%2).</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="248"/>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="250"/>
        <source>%1 raises to %3.</source>
        <translation>%1 erhöht auf %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="71"/>
        <source>You take back %Ln uncalled chip(s).</source>
        <extracomment>nobody called the person&apos;s whole bet; the rest comes back to them</extracomment>
        <translation>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="69"/>
        <source>You take back %1 that nobody called.</source>
        <extracomment>an imported hand in money; %1 the amount (&quot;$1.50&quot;) nobody called</extracomment>
        <translation>Niemand geht mit: Du nimmst %1 zurück.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="76"/>
        <source>%1 takes back %2 that nobody called.</source>
        <extracomment>an imported hand in money; %1 a player&apos;s name, %2 the amount nobody called</extracomment>
        <translation>Niemand geht mit: %1 nimmt %2 zurück.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="79"/>
        <source>%1 takes back %Ln uncalled chip(s).</source>
        <extracomment>%1 a player&apos;s name; nobody called their whole bet, the rest comes back</extracomment>
        <translation>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="83"/>
        <source>You rebuy for %Ln chip(s).</source>
        <extracomment>the person buys back in after busting</extracomment>
        <translation>
            <numerusform>Du kaufst für %Ln Chip nach.</numerusform>
            <numerusform>Du kaufst für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="87"/>
        <source>%1 rebuys for %Ln chip(s).</source>
        <extracomment>%1 a player&apos;s name; they buy back in after busting</extracomment>
        <translation>
            <numerusform>%1 kauft für %Ln Chip nach.</numerusform>
            <numerusform>%1 kauft für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="91"/>
        <source>Game over after %n hand(s): %1 finishes first.</source>
        <extracomment>%1 the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Spielende nach %n Hand: %1 gewinnt.</numerusform>
            <numerusform>Spielende nach %n Händen: %1 gewinnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="96"/>
        <source>Game over after %n hand(s): you finish first.</source>
        <extracomment>the person has every chip (or the most) when the game ends</extracomment>
        <translation>
            <numerusform>Spielende nach %n Hand: Du gewinnst.</numerusform>
            <numerusform>Spielende nach %n Händen: Du gewinnst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="106"/>
        <source>You post an ante of %1.</source>
        <translation>Du bringst eine Ante von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="113"/>
        <source>You post the small blind of %1.</source>
        <translation>Du bringst den Small Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="116"/>
        <source>You post a straddle of %1.</source>
        <extracomment>an imported hand: a blind over the big blind, posted after it; %1 the amount</extracomment>
        <translation>Du bringst einen Straddle von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="121"/>
        <source>You post a big blind of %1 out of turn.</source>
        <extracomment>an imported hand: a big blind posted by a player new to the table or coming back, besides the big blind&apos;s own; %1 the amount</extracomment>
        <translation>Du bringst außer der Reihe einen Big Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="127"/>
        <source>You post the button blind of %1.</source>
        <extracomment>an imported hand of a game where the button alone posts a blind (6+ Hold&apos;em, short deck); %1 the amount</extracomment>
        <translation>Du bringst den Button-Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="132"/>
        <source>You post the big blind of %1.</source>
        <translation>Du bringst den Big Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="143"/>
        <source>You fold.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="145"/>
        <source>You check.</source>
        <translation>Du checkst.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="147"/>
        <source>You call %1.</source>
        <translation>Du gehst mit (%1).</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="149"/>
        <source>You bet %1.</source>
        <translation>Du setzt %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="151"/>
        <source>You raise to %2.</source>
        <translation>Du erhöhst auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="155"/>
        <source>You call %1 and are all-in.</source>
        <extracomment>the person&apos;s call puts in all their chips; %1 the amount</extracomment>
        <translation>Du gehst mit (%1) und bist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="156"/>
        <source>You bet %1 and are all-in.</source>
        <translation>Du setzt %1 und bist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="157"/>
        <source>You raise to %2 and are all-in.</source>
        <translation>Du erhöhst auf %2 und bist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="167"/>
        <source>You show %1: %2.</source>
        <translation>Du zeigst %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="173"/>
        <source>You muck.</source>
        <translation>Du zeigst deine Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="209"/>
        <source>Hand #%1: you have the button; blinds %2/%3.</source>
        <translation>Hand Nr. %1: Du hast den Button; Blinds %2/%3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="118"/>
        <source>%1 posts a straddle of %2.</source>
        <extracomment>an imported hand: a straddle; %1 a player&apos;s name, %2 the amount</extracomment>
        <translation>%1 bringt einen Straddle von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="124"/>
        <source>%1 posts a big blind of %2 out of turn.</source>
        <extracomment>an imported hand: a big blind posted by a player new to the table or coming back, besides the big blind&apos;s own; %1 the player, %2 the amount</extracomment>
        <translation>%1 bringt außer der Reihe einen Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="130"/>
        <source>%1 posts the button blind of %2.</source>
        <extracomment>an imported hand of a game where the button alone posts a blind; %1 the player, %2 the amount</extracomment>
        <translation>%1 bringt den Button-Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="231"/>
        <source>%1, first board: %2</source>
        <extracomment>a board run twice; %1 the street (&quot;River&quot;), %2 the first board&apos;s cards</extracomment>
        <translation>%1, erstes Board: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="234"/>
        <source>%1, second board: %2</source>
        <extracomment>a board run twice; %1 the street (&quot;River&quot;), %2 the second board&apos;s cards</extracomment>
        <translation>%1, zweites Board: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="254"/>
        <source>%1 calls %2 and is all-in.</source>
        <extracomment>%1 a player&apos;s name, %2 the amount; the call puts in all their chips</extracomment>
        <translation>%1 geht mit (%2) und ist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="255"/>
        <source>%1 bets %2 and is all-in.</source>
        <translation>%1 setzt %2 und ist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="256"/>
        <source>%1 raises to %3 and is all-in.</source>
        <translation>%1 erhöht auf %3 und ist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="267"/>
        <source>All-in: the hands are turned up.</source>
        <translation>All-in: Die Karten werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="271"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 zeigt %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="277"/>
        <source>%1 mucks.</source>
        <translation>%1 zeigt die Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="285"/>
        <source>half the pot (%1)</source>
        <extracomment>a board run twice pays each pot half on each board; %1 the half&apos;s amount</extracomment>
        <translation>die Hälfte des Pots (%1)</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="288"/>
        <source>half the main pot (%1)</source>
        <extracomment>a board run twice pays each pot half on each board; %1 the half&apos;s amount</extracomment>
        <translation>die Hälfte des Hauptpots (%1)</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="290"/>
        <source>half of side pot %1 (%2)</source>
        <extracomment>a board run twice; %1 the side pot&apos;s number (1, 2, ...), %2 the half&apos;s amount</extracomment>
        <translation>die Hälfte des Side-Pots %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="298"/>
        <source>the pot of %1</source>
        <extracomment>the only pot of the hand, as the object of &quot;win&quot;/&quot;split&quot;; %1 the amount</extracomment>
        <translation>den Pot von %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="301"/>
        <source>the main pot of %1</source>
        <extracomment>%1 the amount</extracomment>
        <translation>den Hauptpot von %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="303"/>
        <source>side pot %1 of %2</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...), %2 the amount</extracomment>
        <translation>den Side-Pot %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="325"/>
        <source>First board: %1</source>
        <extracomment>a board run twice; %1 who wins what on it (&quot;Ann wins half the pot (300).&quot;)</extracomment>
        <translation>Erstes Board: %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="328"/>
        <source>Second board: %1</source>
        <extracomment>a board run twice; %1 who wins what on it (&quot;Ann wins half the pot (300).&quot;)</extracomment>
        <translation>Zweites Board: %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="337"/>
        <source>You win %1.</source>
        <extracomment>%1 the pots (&quot;the main pot of 900 and side pot 1 of 1,300&quot;)</extracomment>
        <translation>Du gewinnst %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="340"/>
        <source>%1 wins %2.</source>
        <extracomment>%1 a player&apos;s name, %2 the pots</extracomment>
        <translation>%1 gewinnt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="346"/>
        <source>%1 and you split %2.</source>
        <extracomment>%1 the other players (&quot;Ada, Bruno&quot;), %2 the pots; the person is among the winners</extracomment>
        <translation>%1 und du teilt euch %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="349"/>
        <source>%1 split %2.</source>
        <extracomment>%1 the players (&quot;Ada, Bruno and Chloé&quot;), %2 the pots</extracomment>
        <translation>%1 teilen sich %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="354"/>
        <source>You are out.</source>
        <translation>Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="355"/>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="357"/>
        <source>Blinds go up to %1/%2.</source>
        <translation>Die Blinds steigen auf %1/%2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="370"/>
        <source>The practice hand is over.</source>
        <extracomment>the log when a practice hand from the replayer (&quot;Play on from here&quot;) is over</extracomment>
        <translation>Die Übungshand ist vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="375"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/window/window_menus.py" line="79"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="81"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="85"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="254"/>
        <source>Ctrl+K</source>
        <comment>shortcut: coach</comment>
        <extracomment>keyboard shortcut that shows or hides the coach panel</extracomment>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="257"/>
        <source>P</source>
        <comment>shortcut: pause</comment>
        <extracomment>keyboard shortcut of Pause (a single letter)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="97"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="89"/>
        <source>&amp;Trainer…</source>
        <translation>Übungs&amp;trainer…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="93"/>
        <source>S&amp;ettings…</source>
        <extracomment>Game menu: the quick bet sizes and &quot;muck losing hands&quot;</extracomment>
        <translation>Einste&amp;llungen…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="103"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="108"/>
        <source>Amounts in &amp;big blinds</source>
        <extracomment>View menu: stacks, bets and pots on the table in big blinds instead of chips</extracomment>
        <translation>Beträge in &amp;Big Blinds</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="114"/>
        <source>&amp;Positions on seats</source>
        <extracomment>View menu: BTN, SB, BB, UTG... on each seat</extracomment>
        <translation>&amp;Positionen an den Plätzen</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="130"/>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="134"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="135"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="136"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="137"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="152"/>
        <source>Bet si&amp;zes</source>
        <extracomment>View menu: which quick bet-size buttons the controls offer</extracomment>
        <translation>Einsat&amp;zgrößen</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="158"/>
        <source>½ pot, ¾ pot, pot</source>
        <translation>½ Pot, ¾ Pot, Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="159"/>
        <source>⅓ pot, ½ pot, ⅔ pot</source>
        <translation>⅓ Pot, ½ Pot, ⅔ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="160"/>
        <source>2.5x, 3x, pot</source>
        <translation>2,5x, 3x, Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="173"/>
        <source>&amp;Your own sizes…</source>
        <extracomment>View &gt; Bet sizes: type your own quick sizes (opens Game &gt; Settings)</extracomment>
        <translation>&amp;Eigene Größen…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="193"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="68"/>
        <source>Standard deck</source>
        <translation>Klassisches Deck</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="69"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Deck</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="70"/>
        <source>Four colours, colour-blind safe</source>
        <translation>Vierfarbig, farbenblind-sicher</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="210"/>
        <source>Blue back</source>
        <translation>Blaue Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="211"/>
        <source>Red back</source>
        <translation>Rote Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="212"/>
        <source>Green back</source>
        <translation>Grüne Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="226"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="232"/>
        <source>System</source>
        <extracomment>language menu: follow the desktop&apos;s language</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="177"/>
        <source>The language could not be saved: %1</source>
        <translation>Die Sprache konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="261"/>
        <source>Pause or resume the game (%1)</source>
        <translation>Spiel anhalten oder fortsetzen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="375"/>
        <location filename="../gui/window/main_window.py" line="441"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/person_turn.py" line="162"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/action_clock.py" line="112"/>
        <source>%1 s</source>
        <extracomment>seconds left to act; %1 the number</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/action_clock.py" line="117"/>
        <source>Time bank %1 s</source>
        <extracomment>seconds left in the time bank; %1 the number</extracomment>
        <translation>Zeitbank %1 s</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="199"/>
        <source>Table log</source>
        <extracomment>the dock with the running game told in words (not the saved &quot;Hand history&quot;)</extracomment>
        <translation>Tischprotokoll</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="376"/>
        <source>The game stopped because of an internal error. The details are in the table log.</source>
        <translation>Das Spiel wurde wegen eines internen Fehlers angehalten. Die Einzelheiten stehen im Tischprotokoll.</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="444"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="444"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="445"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="445"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/main_window.py" line="448"/>
        <source>Felt — %1, %n player(s)</source>
        <extracomment>window title; %1 the game, %n the number of players</extracomment>
        <translation>
            <numerusform>Felt — %1, %n Spieler</numerusform>
            <numerusform>Felt — %1, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="460"/>
        <source>Hand #%1</source>
        <extracomment>status bar before the first hand of a game is dealt</extracomment>
        <translation>Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="461"/>
        <source>Shuffling up…</source>
        <translation>Es wird gemischt…</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="470"/>
        <source>Level %1: blinds %2/%3</source>
        <extracomment>status bar; %1 the blind level&apos;s number, %2 small blind, %3 big blind</extracomment>
        <translation>Stufe %1: Blinds %2/%3</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="473"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="454"/>
        <source>Paused</source>
        <extracomment>status bar; %1 the hand&apos;s number</extracomment>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_marks.py" line="65"/>
        <source>The setting could not be saved: %1</source>
        <translation>Die Einstellung konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>MeOffer</name>
    <message>
        <location filename="../gui/history/me_offer.py" line="55"/>
        <source>These files deal their cards to the names below. Tick yours, so your statistics, the coach&apos;s review and the replayer follow your seat in these hands:</source>
        <translation>Diese Dateien teilen ihre Karten den Namen unten aus. Hake deinen an, dann folgen deine Statistik, der Rückblick des Coachs und das Nachspielen in diesen Händen deinem Platz:</translation>
    </message>
    <message>
        <location filename="../gui/history/me_offer.py" line="63"/>
        <source>%1 is me (%2)</source>
        <extracomment>&quot;This is me&quot; for an imported site&apos;s name; %1 the name, %2 the site</extracomment>
        <translation>%1 bin ich (%2)</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../gui/teaching/narration/narration_view.py" line="121"/>
        <source>Narration</source>
        <extracomment>title of the dock that keeps every sentence of the narration</extracomment>
        <translation>Erklärungen</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../gui/teaching/narration/narration.py" line="59"/>
        <source>%1 and %2</source>
        <extracomment>joins the last two names of a list: &quot;Chloé and Dmitri&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narration.py" line="65"/>
        <source>you</source>
        <comment>the person among other players</comment>
        <extracomment>the person among other players named in a sentence (&quot;only Chloé and you can win&quot;)</extracomment>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="190"/>
        <source>%1 posts an ante of %2: every player puts in the ante before the cards are dealt.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt eine Ante von %2: Jeder Spieler bringt die Ante, bevor die Karten ausgeteilt werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="25"/>
        <source>%1 has the button and posts the small blind of %2: with only two players, the button posts the small blind.</source>
        <extracomment>heads-up; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 hat den Button und bringt den Small Blind von %2: Bei nur zwei Spielern bringt der Spieler am Button den Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="29"/>
        <source>You have the button and post the small blind of %2: with only two players, the button posts the small blind.</source>
        <extracomment>said to the person, heads-up; %2 an amount</extracomment>
        <translation>Du hast den Button und bringst den Small Blind von %2: Bei nur zwei Spielern bringt der Spieler am Button den Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="42"/>
        <source>%1 posts the big blind of %2: with only two players, the player without the button posts the big blind.</source>
        <extracomment>heads-up; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt den Big Blind von %2: Bei nur zwei Spielern bringt der Spieler ohne Dealer-Button den Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="46"/>
        <source>You post the big blind of %2: with only two players, the player without the button posts the big blind.</source>
        <extracomment>said to the person, heads-up; %2 an amount</extracomment>
        <translation>Du bringst den Big Blind von %2: Bei nur zwei Spielern bringt der Spieler ohne Dealer-Button den Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="50"/>
        <source>%1 posts the big blind of %2: the second player left of the button puts in the full minimum bet before seeing a card.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt den Big Blind von %2: Der zweite Spieler links vom Button bringt den vollen Mindesteinsatz, bevor er eine Karte sieht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="54"/>
        <source>You post the big blind of %2: the second player left of the button puts in the full minimum bet before seeing a card.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du bringst den Big Blind von %2: Der zweite Spieler links vom Button bringt den vollen Mindesteinsatz, bevor er eine Karte sieht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="169"/>
        <source>%1 has the dealer button for hand %2. After every hand the button moves clockwise to the next player still in the game, so everyone deals in turn.</source>
        <extracomment>%1 a player&apos;s name, %2 the hand&apos;s number</extracomment>
        <translation>%1 hat den Dealer-Button für Hand %2. Nach jeder Hand wandert der Button im Uhrzeigersinn zum nächsten Spieler, der noch im Spiel ist, sodass jeder einmal den Button hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="173"/>
        <source>You have the dealer button for hand %2. After every hand the button moves clockwise to the next player still in the game, so everyone deals in turn.</source>
        <extracomment>said to the person; %2 the hand&apos;s number</extracomment>
        <translation>Du hast den Dealer-Button für Hand %2. Nach jeder Hand wandert der Button im Uhrzeigersinn zum nächsten Spieler, der noch im Spiel ist, sodass jeder einmal den Button hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="184"/>
        <source>%1 posts an ante of %2.</source>
        <extracomment>an ante of one seat only (a big-blind or button ante); %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="186"/>
        <source>You post an ante of %2.</source>
        <extracomment>said to the person, an ante of their seat only</extracomment>
        <translation>Du bringst eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="194"/>
        <source>You post an ante of %2: every player puts in the ante before the cards are dealt.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du bringst eine Ante von %2: Jeder Spieler bringt die Ante, bevor die Karten ausgeteilt werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="211"/>
        <source>%1 has no chips left and is all-in.</source>
        <extracomment>after a forced bet that took a player&apos;s last chip; %1 a player&apos;s name</extracomment>
        <translation>%1 hat keine Chips mehr und ist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="213"/>
        <source>You have no chips left and are all-in.</source>
        <extracomment>said to the person after a forced bet that took their last chip</extracomment>
        <translation>Du hast keine Chips mehr und bist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="220"/>
        <source>%1 gets a first card face down: the cards are dealt one at a time, clockwise from the left of the button.</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 bekommt eine erste Karte verdeckt: Die Karten werden einzeln ausgeteilt, im Uhrzeigersinn, links vom Button beginnend.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="224"/>
        <source>You get a first card face down: the cards are dealt one at a time, clockwise from the left of the button.</source>
        <extracomment>said to the person</extracomment>
        <translation>Du bekommst eine erste Karte verdeckt: Die Karten werden einzeln ausgeteilt, im Uhrzeigersinn, links vom Button beginnend.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="228"/>
        <source>%1 gets a second card: each player holds two hole cards that only they may look at.</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 bekommt eine zweite Karte: Jeder Spieler hat zwei Startkarten, die nur er ansehen darf.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="232"/>
        <source>You get a second card: each player holds two hole cards that only they may look at.</source>
        <extracomment>said to the person</extracomment>
        <translation>Du bekommst eine zweite Karte: Jeder Spieler hat zwei Startkarten, die nur er ansehen darf.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="238"/>
        <source>The dealer burns the top card face down before the flop, so nobody can profit from a glimpse of it.</source>
        <translation>Der Geber verbrennt vor dem Flop die oberste Karte verdeckt, damit niemand von einem Blick darauf profitiert.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="241"/>
        <source>The dealer burns another card face down before the turn.</source>
        <translation>Der Geber verbrennt vor dem Turn noch eine Karte verdeckt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="244"/>
        <source>The dealer burns a last card face down before the river.</source>
        <translation>Der Geber verbrennt vor dem River eine letzte Karte verdeckt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="251"/>
        <source>The board is run a second time: %1. Each pot is paid half on each board.</source>
        <extracomment>a board run twice; %1 the cards dealt again for the second board</extracomment>
        <translation>Das Board wird ein zweites Mal ausgeteilt: %1. Jeder Pot wird zur Hälfte auf jedem Board ausgezahlt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="255"/>
        <source>The flop: %1. These three community cards belong to every player&apos;s hand.</source>
        <extracomment>%1 three cards, e.g. &quot;K♠ 7♦ 2♣&quot;</extracomment>
        <translation>Der Flop: %1. Diese drei Gemeinschaftskarten gehören zur Hand jedes Spielers.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="259"/>
        <source>The turn: %1, the fourth community card.</source>
        <extracomment>%1 one card</extracomment>
        <translation>Der Turn: %1, die vierte Gemeinschaftskarte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="262"/>
        <source>The river: %1, the fifth and last community card.</source>
        <extracomment>%1 one card</extracomment>
        <translation>Der River: %1, die fünfte und letzte Gemeinschaftskarte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="271"/>
        <source>The first betting round: with only two players, the button acts first before the flop and last after it.</source>
        <translation>Die erste Setzrunde: Bei nur zwei Spielern ist der Button vor dem Flop zuerst dran und danach zuletzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="274"/>
        <source>The first betting round begins with the player left of the big blind; the big blind acts last.</source>
        <translation>Die erste Setzrunde beginnt mit dem Spieler links vom Big Blind; der Big Blind ist zuletzt dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="280"/>
        <source>A new betting round with %1 in the pot: the first player still in the hand left of the button acts first.</source>
        <extracomment>%1 the chips in the pot</extracomment>
        <translation>Eine neue Setzrunde mit %1 im Pot: Der erste Spieler links vom Button, der noch dabei ist, beginnt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="369"/>
        <source>%1 shows first, %2: %3. The last player to bet or raise in the last betting round shows first; if nobody bet, the first player left of the button.</source>
        <extracomment>%1 a player&apos;s name, %2 two cards, %3 a hand name</extracomment>
        <translation>%1 zeigt zuerst, %2: %3. Wer in der letzten Setzrunde zuletzt gesetzt oder erhöht hat, zeigt zuerst; hat niemand gesetzt, der erste Spieler links vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="374"/>
        <source>You show first, %2: %3. The last player to bet or raise in the last betting round shows first; if nobody bet, the first player left of the button.</source>
        <extracomment>said to the person; %2 two cards, %3 a hand name</extracomment>
        <translation>Du zeigst zuerst, %2: %3. Wer in der letzten Setzrunde zuletzt gesetzt oder erhöht hat, zeigt zuerst; hat niemand gesetzt, der erste Spieler links vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="440"/>
        <source>The hand is over. For the next one the button moves clockwise to the next player still in the game.</source>
        <translation>Die Hand ist vorbei. Für die nächste wandert der Button im Uhrzeigersinn zum nächsten Spieler, der noch im Spiel ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="26"/>
        <source>%1 folds: the cards go face down, and the chips already bet stay in the pot.</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 passt: Die Karten werden verdeckt abgelegt, und die schon gesetzten Chips bleiben im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="30"/>
        <source>You fold: the cards go face down, and the chips already bet stay in the pot.</source>
        <extracomment>said to the person</extracomment>
        <translation>Du passt: Die Karten werden verdeckt abgelegt, und die schon gesetzten Chips bleiben im Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="39"/>
        <source>%1 checks: the big blind is a live bet and already matches the highest bet, so there is nothing to call.</source>
        <extracomment>the big blind checks before the flop; %1 a player&apos;s name</extracomment>
        <translation>%1 checkt: Der Big Blind ist live und entspricht schon dem höchsten Einsatz, also gibt es nichts mitzugehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="43"/>
        <source>You check: your big blind is a live bet and already matches the highest bet, so there is nothing to call.</source>
        <extracomment>said to the person, who checks in the big blind before the flop</extracomment>
        <translation>Du checkst: Dein Big Blind ist live und entspricht schon dem höchsten Einsatz, also gibt es nichts mitzugehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="47"/>
        <source>%1 checks: the blind already posted is a live bet and matches the highest bet, so there is nothing to call.</source>
        <extracomment>a small blind as large as the big blind checks; %1 a player&apos;s name</extracomment>
        <translation>%1 checkt: Der gebrachte Blind ist live und entspricht dem höchsten Einsatz, also gibt es nichts mitzugehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="51"/>
        <source>You check: the blind you posted is a live bet and matches the highest bet, so there is nothing to call.</source>
        <extracomment>said to the person, whose blind matches the highest bet</extracomment>
        <translation>Du checkst: Dein gebrachter Blind ist live und entspricht dem höchsten Einsatz, also gibt es nichts mitzugehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="54"/>
        <source>%1 checks: nobody has bet in this round, so passing on costs nothing.</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 checkt: In dieser Runde hat niemand gesetzt, also kostet das Weitergeben nichts.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="57"/>
        <source>You check: nobody has bet in this round, so passing on costs nothing.</source>
        <extracomment>said to the person</extracomment>
        <translation>Du checkst: In dieser Runde hat niemand gesetzt, also kostet das Weitergeben nichts.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="67"/>
        <source>%1 calls %2 with the last chips and is all-in.</source>
        <extracomment>the call matches the whole bet with the player&apos;s last chips; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 geht mit den letzten Chips mit (%2) und ist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="70"/>
        <source>You call %2 with your last chips and are all-in.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du gehst mit deinen letzten Chips mit (%2) und bist All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="73"/>
        <source>%1 calls %2 and is all-in: a player who cannot match the whole bet may still call with every chip they have.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 geht mit (%2) und ist All-in: Wer den ganzen Einsatz nicht ausgleichen kann, darf trotzdem mit allen seinen Chips mitgehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="77"/>
        <source>You call %2 and are all-in: a player who cannot match the whole bet may still call with every chip they have.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du gehst mit (%2) und bist All-in: Wer den ganzen Einsatz nicht ausgleichen kann, darf trotzdem mit allen seinen Chips mitgehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="80"/>
        <source>%1 calls %2: matching the highest bet keeps the hand alive.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 geht mit (%2): Wer den höchsten Einsatz ausgleicht, bleibt in der Hand.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="83"/>
        <source>You call %2: matching the highest bet keeps the hand alive.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du gehst mit (%2): Wer den höchsten Einsatz ausgleicht, bleibt in der Hand.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="91"/>
        <source>%1 is all-in to %2, only %3 more, less than a full raise of %4: whoever already acted may now only call or fold, the betting is not reopened.</source>
        <extracomment>%1 a player&apos;s name, %2 the total bet, %3 the raise, %4 a full raise</extracomment>
        <translation>%1 ist All-in auf %2, nur %3 mehr, weniger als eine volle Erhöhung von %4: Wer schon dran war, darf jetzt nur mitgehen oder passen; die Setzrunde wird nicht neu eröffnet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="95"/>
        <source>You are all-in to %2, only %3 more, less than a full raise of %4: whoever already acted may now only call or fold, the betting is not reopened.</source>
        <extracomment>said to the person; %2 the total bet, %3 the raise, %4 a full raise</extracomment>
        <translation>Du bist All-in auf %2, nur %3 mehr, weniger als eine volle Erhöhung von %4: Wer schon dran war, darf jetzt nur mitgehen oder passen; die Setzrunde wird nicht neu eröffnet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="100"/>
        <source>%1 goes all-in for %2, within the limit of this round: a player can win from each opponent only as much as they put in.</source>
        <extracomment>Pot-Limit, Fixed- or Spread-Limit; %1 a player&apos;s name, %2 the total bet</extracomment>
        <translation>%1 geht All-in mit %2, innerhalb des Limits dieser Runde: Jeder kann von jedem Gegner nur so viel gewinnen, wie er selbst gesetzt hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="104"/>
        <source>You go all-in for %2, within the limit of this round: a player can win from each opponent only as much as they put in.</source>
        <extracomment>said to the person; Pot-Limit, Fixed- or Spread-Limit; %2 the total bet</extracomment>
        <translation>Du gehst All-in mit %2, innerhalb des Limits dieser Runde: Jeder kann von jedem Gegner nur so viel gewinnen, wie er selbst gesetzt hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="107"/>
        <source>%1 goes all-in for %2: a player may bet every chip in front of them, but can win from each opponent only as much as they put in.</source>
        <extracomment>No-Limit; %1 a player&apos;s name, %2 the total bet</extracomment>
        <translation>%1 geht All-in mit %2: Jeder darf alle Chips setzen, die vor ihm liegen, kann aber von jedem Gegner nur so viel gewinnen, wie er selbst gesetzt hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/action_sentences.py" line="111"/>
        <source>You go all-in for %2: a player may bet every chip in front of them, but can win from each opponent only as much as they put in.</source>
        <extracomment>said to the person; %2 the total bet</extracomment>
        <translation>Du gehst All-in mit %2: Jeder darf alle Chips setzen, die vor ihm liegen, kann aber von jedem Gegner nur so viel gewinnen, wie er selbst gesetzt hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="33"/>
        <source>%1 posts the small blind of %2: the player left of the button puts in the smaller of the two blinds before the cards are dealt.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt den Small Blind von %2: Der Spieler links vom Button bringt den kleineren der beiden Blinds, bevor die Karten ausgeteilt werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="37"/>
        <source>You post the small blind of %2: the player left of the button puts in the smaller of the two blinds before the cards are dealt.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du bringst den Small Blind von %2: Der Spieler links vom Button bringt den kleineren der beiden Blinds, bevor die Karten ausgeteilt werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="61"/>
        <source>%1 bets %2: in Spread-Limit a bet is any amount from the big blind (%3) up to the limit of this round.</source>
        <translation>%1 setzt %2: Bei Spread-Limit ist ein Einsatz jeder Betrag vom Big Blind (%3) bis zum Limit dieser Runde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="66"/>
        <source>You bet %2: in Spread-Limit a bet is any amount from the big blind (%3) up to the limit of this round.</source>
        <extracomment>Spread-Limit; %1 a player&apos;s name, %2 the bet, %3 the big blind said to the person, Spread-Limit; %2 the bet, %3 the big blind</extracomment>
        <translation>Du setzt %2: Bei Spread-Limit ist ein Einsatz jeder Betrag vom Big Blind (%3) bis zum Limit dieser Runde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="69"/>
        <source>%1 bets %2: in Fixed-Limit a bet is the small bet before the turn and the big bet from the turn on.</source>
        <translation>%1 setzt %2: Bei Fixed-Limit ist ein Einsatz vor dem Turn der kleine und ab dem Turn der große Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="74"/>
        <source>You bet %2: in Fixed-Limit a bet is the small bet before the turn and the big bet from the turn on.</source>
        <extracomment>Fixed-Limit; %1 a player&apos;s name, %2 the bet said to the person, Fixed-Limit; %2 the bet</extracomment>
        <translation>Du setzt %2: Bei Fixed-Limit ist ein Einsatz vor dem Turn der kleine und ab dem Turn der große Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="77"/>
        <source>%1 bets %2: in Pot-Limit a bet is at least the big blind (%3) and at most the pot.</source>
        <translation>%1 setzt %2: Bei Pot-Limit ist ein Einsatz mindestens der Big Blind (%3) und höchstens der Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="82"/>
        <source>You bet %2: in Pot-Limit a bet is at least the big blind (%3) and at most the pot.</source>
        <extracomment>Pot-Limit; %1 a player&apos;s name, %2 the bet, %3 the big blind said to the person, Pot-Limit; %2 the bet, %3 the big blind</extracomment>
        <translation>Du setzt %2: Bei Pot-Limit ist ein Einsatz mindestens der Big Blind (%3) und höchstens der Pot.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="84"/>
        <source>%1 bets %2: a bet is at least the big blind (%3) and at most everything a player has.</source>
        <translation>%1 setzt %2: Ein Einsatz ist mindestens der Big Blind (%3) und höchstens alles, was ein Spieler hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="89"/>
        <source>You bet %2: a bet is at least the big blind (%3) and at most everything a player has.</source>
        <extracomment>No-Limit; %1 a player&apos;s name, %2 the bet, %3 the big blind said to the person, No-Limit; %2 the bet, %3 the big blind</extracomment>
        <translation>Du setzt %2: Ein Einsatz ist mindestens der Big Blind (%3) und höchstens alles, was ein Spieler hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="97"/>
        <source>%1 raises by %3 to %2: in Spread-Limit a raise adds at least the last bet or raise and at most the limit of this round; with only two players in the game there is no cap.</source>
        <translation>%1 erhöht um %3 auf %2: Bei Spread-Limit legt eine Erhöhung mindestens den letzten Einsatz oder die letzte Erhöhung und höchstens das Limit dieser Runde drauf; bei nur zwei Spielern im Spiel gibt es kein Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="103"/>
        <source>You raise by %3 to %2: in Spread-Limit a raise adds at least the last bet or raise and at most the limit of this round; with only two players in the game there is no cap.</source>
        <extracomment>Spread-Limit, a hand of two players; %1 a name, %2 the new total, %3 the raise said to the person, Spread-Limit, two players; %2 the new total, %3 the raise</extracomment>
        <translation>Du erhöhst um %3 auf %2: Bei Spread-Limit legt eine Erhöhung mindestens den letzten Einsatz oder die letzte Erhöhung und höchstens das Limit dieser Runde drauf; bei nur zwei Spielern im Spiel gibt es kein Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="107"/>
        <source>%1 raises by %3 to %2: in Spread-Limit a raise adds at least the last bet or raise and at most the limit of this round, and a round allows at most four bets.</source>
        <translation>%1 erhöht um %3 auf %2: Bei Spread-Limit legt eine Erhöhung mindestens den letzten Einsatz oder die letzte Erhöhung und höchstens das Limit dieser Runde drauf, und eine Runde erlaubt höchstens vier Einsätze.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="113"/>
        <source>You raise by %3 to %2: in Spread-Limit a raise adds at least the last bet or raise and at most the limit of this round, and a round allows at most four bets.</source>
        <extracomment>Spread-Limit; %1 a player&apos;s name, %2 the new total bet, %3 the raise said to the person, Spread-Limit; %2 the new total bet, %3 the raise</extracomment>
        <translation>Du erhöhst um %3 auf %2: Bei Spread-Limit legt eine Erhöhung mindestens den letzten Einsatz oder die letzte Erhöhung und höchstens das Limit dieser Runde drauf, und eine Runde erlaubt höchstens vier Einsätze.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="117"/>
        <source>%1 raises to %2: in Fixed-Limit a raise adds exactly one bet; with only two players in the game there is no cap.</source>
        <translation>%1 erhöht auf %2: Bei Fixed-Limit legt eine Erhöhung genau einen Einsatz drauf; bei nur zwei Spielern im Spiel gibt es kein Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="122"/>
        <source>You raise to %2: in Fixed-Limit a raise adds exactly one bet; with only two players in the game there is no cap.</source>
        <extracomment>Fixed-Limit, a hand of two players; %1 a player&apos;s name, %2 the new total bet said to the person, Fixed-Limit, two players; %2 the new total bet</extracomment>
        <translation>Du erhöhst auf %2: Bei Fixed-Limit legt eine Erhöhung genau einen Einsatz drauf; bei nur zwei Spielern im Spiel gibt es kein Cap.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="125"/>
        <source>%1 raises to %2: in Fixed-Limit a raise adds exactly one bet, and a round allows at most four bets.</source>
        <translation>%1 erhöht auf %2: Bei Fixed-Limit legt eine Erhöhung genau einen Einsatz drauf, und eine Runde erlaubt höchstens vier Einsätze.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="130"/>
        <source>You raise to %2: in Fixed-Limit a raise adds exactly one bet, and a round allows at most four bets.</source>
        <extracomment>Fixed-Limit; %1 a player&apos;s name, %2 the new total bet said to the person, Fixed-Limit; %2 the new total bet</extracomment>
        <translation>Du erhöhst auf %2: Bei Fixed-Limit legt eine Erhöhung genau einen Einsatz drauf, und eine Runde erlaubt höchstens vier Einsätze.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="133"/>
        <source>%1 raises by %3 to %2: in Pot-Limit a raise may be at most the pot after calling.</source>
        <translation>%1 erhöht um %3 auf %2: Bei Pot-Limit darf eine Erhöhung höchstens den Pot nach dem Mitgehen betragen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="138"/>
        <source>You raise by %3 to %2: in Pot-Limit a raise may be at most the pot after calling.</source>
        <extracomment>Pot-Limit; %1 a player&apos;s name, %2 the new total bet, %3 the raise said to the person, Pot-Limit; %2 the new total bet, %3 the raise</extracomment>
        <translation>Du erhöhst um %3 auf %2: Bei Pot-Limit darf eine Erhöhung höchstens den Pot nach dem Mitgehen betragen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="140"/>
        <source>%1 raises by %3 to %2: a raise must be at least as large as the last bet or raise in this round.</source>
        <translation>%1 erhöht um %3 auf %2: Eine Erhöhung muss mindestens so groß sein wie der letzte Einsatz oder die letzte Erhöhung dieser Runde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/rule_sentences.py" line="145"/>
        <source>You raise by %3 to %2: a raise must be at least as large as the last bet or raise in this round.</source>
        <extracomment>No-Limit; %1 a player&apos;s name, %2 the new total bet, %3 the raise said to the person, No-Limit; %2 the new total bet, %3 the raise</extracomment>
        <translation>Du erhöhst um %3 auf %2: Eine Erhöhung muss mindestens so groß sein wie der letzte Einsatz oder die letzte Erhöhung dieser Runde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="320"/>
        <source>%1 takes back %2: nobody called that part of the bet, so it was never at risk.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 nimmt %2 zurück: Bei diesem Teil des Einsatzes ist niemand mitgegangen, also stand er nie auf dem Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="324"/>
        <source>You take back %2: nobody called that part of the bet, so it was never at risk.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du nimmst %2 zurück: Bei diesem Teil des Einsatzes ist niemand mitgegangen, also stand er nie auf dem Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="336"/>
        <source>The bets go into the pot, which now holds %1.</source>
        <extracomment>%1 an amount</extracomment>
        <translation>Die Einsätze kommen in den Pot, der jetzt %1 enthält.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="341"/>
        <source>The bets are collected: the main pot holds %1, the side pots %2.</source>
        <extracomment>%1 the main pot&apos;s amount, %2 the side pots&apos; amounts (&quot;140, 60&quot;)</extracomment>
        <translation>Die Einsätze werden eingesammelt: Im Hauptpot sind %1, in den Side-Pots %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="42"/>
        <source>%1 is all-in for %2, so the chips above that go into a side pot of %3 that only %4 can win.</source>
        <extracomment>%1 the all-in player, %2 what they put in, %3 the side pot, %4 who can win it</extracomment>
        <translation>%1 ist All-in mit %2, also kommen die Chips darüber in einen Side-Pot von %3, den nur %4 gewinnen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="353"/>
        <source>The main pot of %1 can be won by everyone still in the hand.</source>
        <extracomment>%1 the main pot&apos;s amount</extracomment>
        <translation>Den Hauptpot von %1 kann jeder gewinnen, der noch in der Hand ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="360"/>
        <source>No more betting is possible, so every hand is turned face up and the remaining community cards are dealt.</source>
        <translation>Es kann nicht mehr gesetzt werden, also werden alle Hände aufgedeckt und die restlichen Gemeinschaftskarten ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="379"/>
        <source>%1 shows %2: %3. The best five of the seven cards count.</source>
        <extracomment>%1 a player&apos;s name, %2 two cards, %3 a hand name</extracomment>
        <translation>%1 zeigt %2: %3. Es zählen die besten fünf der sieben Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="382"/>
        <source>You show %2: %3. The best five of the seven cards count.</source>
        <extracomment>said to the person; %2 two cards, %3 a hand name</extracomment>
        <translation>Du zeigst %2: %3. Es zählen die besten fünf der sieben Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="390"/>
        <source>%1 does not show: a hand that cannot win may be given up face down.</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>%1 zeigt nicht: Eine Hand, die nicht gewinnen kann, darf verdeckt aufgegeben werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="393"/>
        <source>You do not show: a hand that cannot win may be given up face down.</source>
        <extracomment>said to the person</extracomment>
        <translation>Du zeigst nicht: Eine Hand, die nicht gewinnen kann, darf verdeckt aufgegeben werden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="409"/>
        <source>%1 wins %2 without showing: everyone else folded.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 gewinnt %2, ohne zu zeigen: Alle anderen haben gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="412"/>
        <source>You win %2 without showing: everyone else folded.</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du gewinnst %2, ohne zu zeigen: Alle anderen haben gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="31"/>
        <source>You are all-in for %2, so the chips above that go into a side pot of %3 that only %4 can win.</source>
        <extracomment>said to the person; %2 what they put in, %3 the side pot, %4 who can win it</extracomment>
        <translation>Du bist All-in mit %2, also kommen die Chips darüber in einen Side-Pot von %3, den nur %4 gewinnen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="35"/>
        <source>%1 and you are all-in for %2, so the chips above that go into a side pot of %3 that only %4 can win.</source>
        <extracomment>%1 the other all-in players, %2 what each put in, %3 the side pot, %4 who can win it</extracomment>
        <translation>%1 und du seid All-in mit %2, also kommen die Chips darüber in einen Side-Pot von %3, den nur %4 gewinnen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="39"/>
        <source>%1 are all-in for %2, so the chips above that go into a side pot of %3 that only %4 can win.</source>
        <extracomment>%1 the all-in players, %2 what each put in, %3 the side pot, %4 who can win it</extracomment>
        <translation>%1 sind All-in mit %2, also kommen die Chips darüber in einen Side-Pot von %3, den nur %4 gewinnen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="55"/>
        <source>%1 and you have equal hands and split %2: %3.</source>
        <extracomment>%1 the other winners&apos; names, %2 an amount, %3 the shares (&quot;Bruno 13, you 12&quot;)</extracomment>
        <translation>%1 und du habt gleichwertige Hände und teilt euch %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="59"/>
        <source>%1 have equal hands and split %2: %3.</source>
        <extracomment>%1 the winners&apos; names, %2 an amount, %3 the shares (&quot;Bruno 13, Chloé 12&quot;)</extracomment>
        <translation>%1 haben gleichwertige Hände und teilen sich %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="64"/>
        <source>The odd chip goes to the winner nearest left of the button.</source>
        <translation>Der übrige Chip geht an den Gewinner, der links vom Button am nächsten sitzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="68"/>
        <source>The %1 odd chips all go to the winner nearest left of the button.</source>
        <extracomment>%1 how many chips could not be shared (2 or more)</extracomment>
        <translation>Die %1 übrigen Chips gehen alle an den Gewinner, der links vom Button am nächsten sitzt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/pot_sentences.py" line="72"/>
        <source>The %1 odd chips go one each to the winners, starting nearest left of the button.</source>
        <extracomment>%1 how many chips could not be shared (2 or more)</extracomment>
        <translation>Die %1 übrigen Chips gehen einzeln an die Gewinner, beginnend links vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="421"/>
        <source>%1 wins the pot of %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount, %3 a hand name</extracomment>
        <translation>%1 gewinnt den Pot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="423"/>
        <source>You win the pot of %2 with %3.</source>
        <extracomment>said to the person; %2 an amount, %3 a hand name</extracomment>
        <translation>Du gewinnst den Pot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="426"/>
        <source>%1 wins the main pot of %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount, %3 a hand name</extracomment>
        <translation>%1 gewinnt den Hauptpot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="429"/>
        <source>You win the main pot of %2 with %3.</source>
        <extracomment>said to the person; %2 an amount, %3 a hand name</extracomment>
        <translation>Du gewinnst den Hauptpot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="432"/>
        <source>%1 wins a side pot of %2 with %3.</source>
        <extracomment>%1 a player&apos;s name, %2 an amount, %3 a hand name</extracomment>
        <translation>%1 gewinnt einen Side-Pot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/narrator.py" line="435"/>
        <source>You win a side pot of %2 with %3.</source>
        <extracomment>said to the person; %2 an amount, %3 a hand name</extracomment>
        <translation>Du gewinnst einen Side-Pot von %2 – %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="43"/>
        <source>Your turn, %1: check, or bet %2.</source>
        <extracomment>%1 the person&apos;s name, %2 the only bet allowed</extracomment>
        <translation>Du bist dran, %1: checken oder %2 setzen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="45"/>
        <source>Your turn: check, or bet %2.</source>
        <extracomment>said to the one person at the screen; %2 the only bet allowed</extracomment>
        <translation>Du bist dran: checken oder %2 setzen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="48"/>
        <source>Your turn, %1: check, or raise to %2.</source>
        <extracomment>the big blind&apos;s option before the flop; %1 the person&apos;s name, %2 the only raise</extracomment>
        <translation>Du bist dran, %1: checken oder auf %2 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="50"/>
        <source>Your turn: check, or raise to %2.</source>
        <extracomment>said to the one person at the screen, the big blind&apos;s option; %2 the raise</extracomment>
        <translation>Du bist dran: checken oder auf %2 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="54"/>
        <source>Your turn, %1: check, or raise to between %2 and %3.</source>
        <extracomment>the big blind&apos;s option before the flop; %1 the person&apos;s name, %2 and %3 the smallest and largest raise</extracomment>
        <translation>Du bist dran, %1: checken oder auf %2 bis %3 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="58"/>
        <source>Your turn: check, or raise to between %2 and %3.</source>
        <extracomment>said to the one person at the screen, the big blind&apos;s option; %2 and %3 the smallest and largest raise</extracomment>
        <translation>Du bist dran: checken oder auf %2 bis %3 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="61"/>
        <source>Your turn, %1: check, or bet between %2 and %3.</source>
        <extracomment>%1 the person&apos;s name, %2 the smallest and %3 the largest bet</extracomment>
        <translation>Du bist dran, %1: checken oder zwischen %2 und %3 setzen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="64"/>
        <source>Your turn: check, or bet between %2 and %3.</source>
        <extracomment>said to the one person at the screen; %2 the smallest and %3 the largest bet</extracomment>
        <translation>Du bist dran: checken oder zwischen %2 und %3 setzen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="67"/>
        <source>Your turn, %1: check.</source>
        <extracomment>%1 the person&apos;s name</extracomment>
        <translation>Du bist dran, %1: checken.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="69"/>
        <source>Your turn: check.</source>
        <extracomment>said to the one person at the screen</extracomment>
        <translation>Du bist dran: checken.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="72"/>
        <source>Your turn, %1: fold, call %4, or raise to %2.</source>
        <extracomment>%1 the person&apos;s name, %4 the call, %2 the only raise allowed</extracomment>
        <translation>Du bist dran, %1: passen, mit %4 mitgehen oder auf %2 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="75"/>
        <source>Your turn: fold, call %4, or raise to %2.</source>
        <extracomment>said to the one person at the screen; %4 the call, %2 the only raise</extracomment>
        <translation>Du bist dran: passen, mit %4 mitgehen oder auf %2 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="78"/>
        <source>Your turn, %1: fold, call %4, or raise to between %2 and %3.</source>
        <extracomment>%1 the person&apos;s name, %4 the call, %2 and %3 the smallest and largest raise</extracomment>
        <translation>Du bist dran, %1: passen, mit %4 mitgehen oder auf %2 bis %3 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="82"/>
        <source>Your turn: fold, call %4, or raise to between %2 and %3.</source>
        <extracomment>said to the one person at the screen; %4 the call, %2 and %3 the smallest and largest raise</extracomment>
        <translation>Du bist dran: passen, mit %4 mitgehen oder auf %2 bis %3 erhöhen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="86"/>
        <source>Your turn, %1: fold or call %4. Raising is not possible now.</source>
        <extracomment>%1 the person&apos;s name, %4 the call</extracomment>
        <translation>Du bist dran, %1: passen oder mit %4 mitgehen. Erhöhen geht gerade nicht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="89"/>
        <source>Your turn: fold or call %4. Raising is not possible now.</source>
        <extracomment>said to the one person at the screen; %4 the call</extracomment>
        <translation>Du bist dran: passen oder mit %4 mitgehen. Erhöhen geht gerade nicht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="97"/>
        <source>%1 is thinking: play moves clockwise, one player at a time.</source>
        <extracomment>%1 a computer player&apos;s name</extracomment>
        <translation>%1 überlegt: Gespielt wird im Uhrzeigersinn, ein Spieler nach dem anderen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="108"/>
        <source>You are out of chips and out of the game.</source>
        <extracomment>said to the person, who has lost their last chip</extracomment>
        <translation>Du hast keine Chips mehr und bist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="111"/>
        <source>Out of chips and out of the game: %1.</source>
        <extracomment>%1 one or more names (the person among them as &quot;you&quot;)</extracomment>
        <translation>Keine Chips mehr, ausgeschieden: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="115"/>
        <source>From the next hand the blinds are %1 and %2: they only ever go up between hands.</source>
        <extracomment>%1 the small and %2 the big blind</extracomment>
        <translation>Ab der nächsten Hand sind die Blinds %1 und %2: Sie steigen immer nur zwischen zwei Händen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="119"/>
        <source>The stacks are counted; the next hand can begin.</source>
        <translation>Die Stacks sind gezählt; die nächste Hand kann beginnen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="127"/>
        <source>You buy in again for %2: chips may only be added between hands (table stakes).</source>
        <extracomment>said to the person; %2 an amount</extracomment>
        <translation>Du kaufst für %2 nach: Chips dürfen nur zwischen zwei Händen dazukommen (Table Stakes).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="131"/>
        <source>%1 buys in again for %2: chips may only be added between hands (table stakes).</source>
        <extracomment>%1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 kauft für %2 nach: Chips dürfen nur zwischen zwei Händen dazukommen (Table Stakes).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="141"/>
        <source>The practice hand is over.</source>
        <extracomment>narration when a practice hand from the replayer is over</extracomment>
        <translation>Die Übungshand ist vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="143"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="147"/>
        <source>The game is over: you have the most chips (%2).</source>
        <extracomment>said to the person, who won; %2 their chips</extracomment>
        <translation>Das Spiel ist vorbei: Du hast die meisten Chips (%2).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/session_narration.py" line="150"/>
        <source>The game is over: %1 has the most chips (%2).</source>
        <extracomment>%1 a player&apos;s name, %2 their chips</extracomment>
        <translation>Das Spiel ist vorbei: %1 hat die meisten Chips (%2).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="33"/>
        <source>Your first card.</source>
        <translation>Deine erste Karte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="35"/>
        <source>%1: first card.</source>
        <extracomment>a short sentence; %1 a player&apos;s name</extracomment>
        <translation>%1: erste Karte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="36"/>
        <source>Your second card.</source>
        <translation>Deine zweite Karte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="38"/>
        <source>%1: second card.</source>
        <extracomment>a short sentence; %1 a player&apos;s name</extracomment>
        <translation>%1: zweite Karte.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="43"/>
        <source>A card is burned.</source>
        <translation>Eine Karte wird verbrannt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="51"/>
        <source>You post the small blind of %2.</source>
        <translation>Du bringst den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="53"/>
        <source>%1 posts the small blind of %2.</source>
        <extracomment>a short sentence; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="55"/>
        <source>You post the big blind of %2.</source>
        <translation>Du bringst den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="57"/>
        <source>%1 posts the big blind of %2.</source>
        <extracomment>a short sentence; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 bringt den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="68"/>
        <source>%1 folds.</source>
        <extracomment>short sentences; %1 a player&apos;s name, %2 an amount</extracomment>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="68"/>
        <source>You fold.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="69"/>
        <source>%1 checks.</source>
        <translation>%1 checkt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="69"/>
        <source>You check.</source>
        <translation>Du checkst.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="70"/>
        <source>%1 calls %2.</source>
        <translation>%1 geht mit (%2).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="70"/>
        <source>You call %2.</source>
        <translation>Du gehst mit (%2).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="71"/>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="71"/>
        <source>You bet %2.</source>
        <translation>Du setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="72"/>
        <source>%1 raises to %2.</source>
        <translation>%1 erhöht auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/narration/brief_sentences.py" line="73"/>
        <source>You raise to %2.</source>
        <translation>Du erhöhst auf %2.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/activities/new_game.py" line="158"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="159"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="159"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="160"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="161"/>
        <source>Short deck (6+) Hold&apos;em</source>
        <translation>Short-Deck (6+) Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="171"/>
        <source>Slow (every %n hand(s))</source>
        <extracomment>how fast the blinds go up; %n hands per level</extracomment>
        <translation>
            <numerusform>Langsam (nach jeder Hand)</numerusform>
            <numerusform>Langsam (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="172"/>
        <source>Standard (every %n hand(s))</source>
        <translation>
            <numerusform>Standard (nach jeder Hand)</numerusform>
            <numerusform>Standard (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="173"/>
        <source>Turbo (every %n hand(s))</source>
        <translation>
            <numerusform>Turbo (nach jeder Hand)</numerusform>
            <numerusform>Turbo (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="182"/>
        <source>No-Limit: bet any amount up to your stack. Pot-Limit: at most the pot. Fixed-Limit: fixed bet sizes. Short deck: 36 cards, sixes to aces.</source>
        <translation>No-Limit: Setze jeden Betrag bis zu deinem Stack. Pot-Limit: höchstens den Pot. Fixed-Limit: feste Einsätze. Short Deck: 36 Karten, Sechsen bis Asse.</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="185"/>
        <source>Players at the table, you included</source>
        <translation>Spieler am Tisch, du eingeschlossen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="163"/>
        <source>Mixed levels</source>
        <extracomment>kinds of computer opponents</extracomment>
        <translation>Gemischte Spielstärken</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="163"/>
        <source>Beginners</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="164"/>
        <source>Casual players</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="164"/>
        <source>Solid players</source>
        <translation>Solide Spieler</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="165"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="165"/>
        <source>Wild (random)</source>
        <translation>Wild (zufällig)</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="166"/>
        <source>Calling stations</source>
        <translation>Calling Stations (gehen immer mit)</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="169"/>
        <source>Fixed blinds</source>
        <extracomment>the blinds stay the same all game</extracomment>
        <translation>Feste Blinds</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="190"/>
        <source>How strong the computer players are; mixed levels seat casual, solid, beginner and expert players in turn. Calling stations never fold and never raise.</source>
        <translation>Wie stark die Computerspieler sind; gemischte Spielstärken setzen abwechselnd Gelegenheitsspieler, solide Spieler, Anfänger und Experten an den Tisch. Calling Stations passen nie und erhöhen nie.</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="193"/>
        <source>The chips each player starts with</source>
        <translation>Die Chips, mit denen jeder Spieler beginnt</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="194"/>
        <source>The forced bet of the player left of the button</source>
        <translation>Der Pflichteinsatz des Spielers links vom Button</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="195"/>
        <source>The forced bet of the next player; also the smallest bet</source>
        <translation>Der Pflichteinsatz des nächsten Spielers; zugleich der kleinste Einsatz</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="196"/>
        <source>A forced bet of every player before each hand (0: none)</source>
        <translation>Ein Pflichteinsatz jedes Spielers vor jeder Hand (0: keiner)</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="197"/>
        <source>Whether and how fast the blinds and antes go up</source>
        <translation>Ob und wie schnell Blinds und Antes steigen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="198"/>
        <source>How often each player may buy back in after busting</source>
        <translation>Wie oft jeder Spieler nach dem Ausscheiden nachkaufen darf</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="240"/>
        <source>Practice</source>
        <extracomment>New Game: the group of practice aids</extracomment>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="241"/>
        <source>Show opponents&apos; cards</source>
        <translation>Karten der Gegner zeigen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="243"/>
        <source>Every player&apos;s cards are face up, so you can see what they play and why (never with several people at this screen)</source>
        <translation>Die Karten aller Spieler liegen offen, damit du siehst, was sie spielen und warum (nie mit mehreren Personen an diesem Bildschirm)</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="245"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="247"/>
        <source>The coach panel shows your hand, your odds, your outs and what the computer players were thinking; also under View</source>
        <translation>Das Coach-Fenster zeigt deine Hand, deine Chancen, deine Outs und was die Computerspieler gedacht haben; auch unter Ansicht</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="249"/>
        <source>Advisor hints</source>
        <translation>Tipps vom Berater</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="251"/>
        <source>Before you act, the expert&apos;s suggestion and its reason appear above your buttons</source>
        <translation>Bevor du handelst, erscheinen der Vorschlag des Experten und sein Grund über deinen Knöpfen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="253"/>
        <source>Undo last action</source>
        <translation>Letzte Aktion zurücknehmen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="255"/>
        <source>Ctrl+Z takes back your last action in the hand and everything after it; the history marks the hand</source>
        <translation>Strg+Z nimmt deine letzte Aktion in der Hand und alles danach zurück; der Verlauf markiert die Hand</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="264"/>
        <source>%1: %2</source>
        <extracomment>New Game summary, one line per computer player; %1 the name, %2 level and style</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="268"/>
        <source>At the table:</source>
        <extracomment>heading of the New Game summary of the computer players</extracomment>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="179"/>
        <source>Tournament: play until one player has every chip</source>
        <translation>Turnier: spielen, bis ein Spieler alle Chips hat</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="180"/>
        <source>Cash session: play as long as you like</source>
        <translation>Cash Game: spielen, so lange du willst</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="186"/>
        <source>The name shown at your seat and in the table log</source>
        <translation>Der Name an deinem Platz und im Tischprotokoll</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="187"/>
        <source>Names of more people playing at this screen, separated by commas; the screen is passed between you, and nobody sees another person&apos;s cards</source>
        <translation>Namen weiterer Personen, die an diesem Bildschirm spielen, durch Kommas getrennt; der Bildschirm wird weitergegeben, und niemand sieht die Karten eines anderen</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="199"/>
        <source>A tournament ends when one player has every chip; a cash session goes on as long as you like</source>
        <translation>Ein Turnier endet, wenn ein Spieler alle Chips hat; ein Cash Game geht so lange, wie du willst</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="201"/>
        <source>The same seed deals the same cards again: enter any number or word to replay a game, or leave it empty for a new deal</source>
        <translation>Derselbe Startwert teilt dieselben Karten wieder aus: Gib eine Zahl oder ein Wort ein, um ein Spiel zu wiederholen, oder lass das Feld leer für neue Karten</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="203"/>
        <source>How fast cards and chips move and computer players act; also under View &gt; Speed</source>
        <translation>Wie schnell sich Karten und Chips bewegen und Computerspieler handeln; auch unter Ansicht &gt; Tempo</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="205"/>
        <source>Each decision must be made in time; a time bank covers a few long thinks</source>
        <translation>Jede Entscheidung muss rechtzeitig fallen; eine Zeitbank deckt ein paar lange Überlegungen ab</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="211"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="211"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="212"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="216"/>
        <source>random</source>
        <extracomment>placeholder of the empty seed box</extracomment>
        <translation>zufällig</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="219"/>
        <source>Action clock (%n second(s) plus a time bank)</source>
        <translation>
            <numerusform>Zeitlimit (%n Sekunde plus Zeitbank)</numerusform>
            <numerusform>Zeitlimit (%n Sekunden plus Zeitbank)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="221"/>
        <source>nobody else (e.g. Bruno, Chloé)</source>
        <extracomment>placeholder of the hot-seat names box</extracomment>
        <translation>niemand sonst (z. B. Bruno, Chloé)</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="222"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="222"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="222"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="223"/>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="223"/>
        <source>People at this screen:</source>
        <translation>Personen an diesem Bildschirm:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="224"/>
        <source>Starting stack:</source>
        <translation>Startchips:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="224"/>
        <source>Small blind:</source>
        <translation>Small Blind:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="225"/>
        <source>Big blind:</source>
        <translation>Big Blind:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="225"/>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="225"/>
        <source>Blinds go up:</source>
        <translation>Blinds steigen:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="226"/>
        <source>Rebuys:</source>
        <translation>Nachkäufe:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="226"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="226"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="226"/>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../gui/activities/new_game.py" line="235"/>
        <source>Deal</source>
        <extracomment>the OK button of the New Game dialog: start dealing</extracomment>
        <translation>Austeilen</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <location filename="../gui/base/opponents.py" line="25"/>
        <source>Beginner</source>
        <comment>computer player level</comment>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="26"/>
        <source>Casual</source>
        <comment>computer player level</comment>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="27"/>
        <source>Solid</source>
        <comment>computer player level</comment>
        <translation>Solide</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="28"/>
        <source>Expert</source>
        <comment>computer player level</comment>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="35"/>
        <source>loose and passive</source>
        <comment>playing style</comment>
        <translation>loose und passiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="36"/>
        <source>tight and passive</source>
        <comment>playing style</comment>
        <translation>tight und passiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="37"/>
        <source>calling station</source>
        <comment>playing style</comment>
        <translation>Calling Station</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="38"/>
        <source>tight and aggressive</source>
        <comment>playing style</comment>
        <translation>tight und aggressiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="39"/>
        <source>loose and aggressive</source>
        <comment>playing style</comment>
        <translation>loose und aggressiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="40"/>
        <source>bluffer</source>
        <comment>playing style</comment>
        <translation>Bluffer</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="41"/>
        <source>adapts to each opponent</source>
        <comment>playing style</comment>
        <translation>stellt sich auf jeden Gegner ein</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="49"/>
        <source>Plays far too many hands, checks and calls a lot, bets only with big hands.</source>
        <translation>Spielt viel zu viele Hände, checkt und geht oft mit, setzt nur mit starken Händen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="52"/>
        <source>Hardly ever folds once it has put chips in, and hardly ever raises.</source>
        <translation>Passt kaum noch, sobald Chips im Pot sind, und erhöht fast nie.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="55"/>
        <source>Waits for good cards and folds to pressure unless it holds a strong hand.</source>
        <translation>Wartet auf gute Karten und passt bei Druck, außer mit einer starken Hand.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="58"/>
        <source>Knows the starting hands and the pot odds, but calls too often and rarely bluffs.</source>
        <translation>Kennt die Starthände und die Pot Odds, geht aber zu oft mit und blufft selten.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="61"/>
        <source>Very tight: plays premium hands, bets them, and gives up on the rest.</source>
        <translation>Sehr tight: spielt Premium-Hände, setzt sie und gibt den Rest auf.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="64"/>
        <source>Loves to bet and raise; a good share of its bets are bluffs.</source>
        <translation>Setzt und erhöht gern; ein guter Teil der Einsätze sind Bluffs.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="67"/>
        <source>Plays good hands by position, reads ranges, bets for value and folds when beaten.</source>
        <translation>Spielt gute Hände nach Position, liest Ranges, setzt auf Value und passt, wenn geschlagen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="70"/>
        <source>Plays more hands than most and keeps up the pressure with bets and raises.</source>
        <translation>Spielt mehr Hände als die meisten und hält den Druck mit Einsätzen und Erhöhungen hoch.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="73"/>
        <source>Reads ranges, learns how each opponent plays and exploits it; hard to beat.</source>
        <translation>Liest Ranges, lernt, wie jeder Gegner spielt, und nutzt es aus; schwer zu schlagen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="76"/>
        <source>The expert&apos;s reads with a wider, more aggressive game that keeps opponents guessing.</source>
        <translation>Die Reads des Experten mit einem breiteren, aggressiveren Spiel, das Gegner rätseln lässt.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="95"/>
        <source>Wild (random)</source>
        <translation>Wild (zufällig)</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="96"/>
        <source>Always calls</source>
        <translation>Geht immer mit</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="99"/>
        <source>%1, %2</source>
        <extracomment>a computer player&apos;s level and style; %1 the level, %2 the style</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>PersonChoice</name>
    <message>
        <location filename="../gui/history/person_choice.py" line="110"/>
        <source>&amp;Person:</source>
        <extracomment>label of the box choosing whose hands and figures are shown (hot-seat games)</extracomment>
        <translation>&amp;Person:</translation>
    </message>
    <message>
        <location filename="../gui/history/person_choice.py" line="112"/>
        <source>Everyone</source>
        <extracomment>the person box: every hand, as the game&apos;s first person saw it</extracomment>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../gui/history/person_choice.py" line="115"/>
        <source>Show the hands, cards, results and figures of one of the people who played at this screen</source>
        <translation>Die Hände, Karten, Ergebnisse und Zahlen einer der Personen zeigen, die an diesem Bildschirm gespielt haben</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../gui/base/texts.py" line="54"/>
        <source>You</source>
        <extracomment>the person&apos;s name when they did not give one</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="58"/>
        <source>Player 1</source>
        <extracomment>the first person&apos;s name in a game of several people at one screen, when they did not give one</extracomment>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="62"/>
        <source>Unnamed player</source>
        <extracomment>a player of an imported hand whose name the site&apos;s text leaves out (its lines say what he does but give no name and no seat)</extracomment>
        <translation>Spieler ohne Namen</translation>
    </message>
</context>
<context>
    <name>PlayerFilter</name>
    <message>
        <location filename="../gui/history/player_filter.py" line="105"/>
        <source>All players</source>
        <extracomment>The player box shows at least this many letters of a name before it elides.</extracomment>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <location filename="../gui/history/player_filter.py" line="111"/>
        <source>Felt&apos;s games</source>
        <translation>Felts Spiele</translation>
    </message>
    <message>
        <location filename="../gui/history/player_filter.py" line="112"/>
        <source>Imported from poker sites</source>
        <translation>Von Pokerseiten importiert</translation>
    </message>
    <message>
        <location filename="../gui/history/player_filter.py" line="120"/>
        <source>Show only the hands this player was dealt into</source>
        <translation>Nur die Hände zeigen, in denen dieser Spieler Karten bekam</translation>
    </message>
    <message>
        <location filename="../gui/history/player_filter.py" line="114"/>
        <source>This is &amp;me</source>
        <translation>Das bin &amp;ich</translation>
    </message>
    <message>
        <location filename="../gui/history/player_filter.py" line="115"/>
        <source>Count this player&apos;s hands in your statistics (a name you play as on another site)</source>
        <translation>Die Hände dieses Spielers in deiner Statistik zählen (ein Name, unter dem du woanders spielst)</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <location filename="../gui/base/position_names.py" line="23"/>
        <source>UTG</source>
        <extracomment>position abbreviation (seat plates, the trainer, the coach&apos;s reads)</extracomment>
        <translation>UTG</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="24"/>
        <source>UTG+1</source>
        <translation>UTG+1</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="25"/>
        <source>UTG+2</source>
        <translation>UTG+2</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="26"/>
        <source>UTG+3</source>
        <translation>UTG+3</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="27"/>
        <source>LJ</source>
        <translation>LJ</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="28"/>
        <source>HJ</source>
        <translation>HJ</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="29"/>
        <source>CO</source>
        <translation>CO</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="30"/>
        <source>BTN</source>
        <translation>BTN</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="31"/>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="32"/>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="41"/>
        <source>Under the gun (UTG)</source>
        <extracomment>A position&apos;s full name with its abbreviation, by code, as written in English (the source of every translation; German players keep these names, so the glossary shows them as they are). a position&apos;s full name with its abbreviation (the coach: your position)</extracomment>
        <translation>Under the Gun (UTG)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="42"/>
        <source>Under the gun +1 (UTG+1)</source>
        <translation>Under the Gun +1 (UTG+1)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="43"/>
        <source>Under the gun +2 (UTG+2)</source>
        <translation>Under the Gun +2 (UTG+2)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="44"/>
        <source>Under the gun +3 (UTG+3)</source>
        <translation>Under the Gun +3 (UTG+3)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="45"/>
        <source>Lojack (LJ)</source>
        <translation>Lojack (LJ)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="46"/>
        <source>Hijack (HJ)</source>
        <translation>Hijack (HJ)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="47"/>
        <source>Cut-off (CO)</source>
        <translation>Cut-off (CO)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="48"/>
        <source>Button (BTN)</source>
        <translation>Button (BTN)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="49"/>
        <source>Small blind (SB)</source>
        <translation>Small Blind (SB)</translation>
    </message>
    <message>
        <location filename="../gui/base/position_names.py" line="50"/>
        <source>Big blind (BB)</source>
        <translation>Big Blind (BB)</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="225"/>
        <source>Taking back an action is a practice setting: tick &quot;Undo last action&quot; under Practice in New Game.</source>
        <translation>Aktionen zurücknehmen ist eine Übungseinstellung: Kreuze unter Neues Spiel bei Übung „Letzte Aktion zurücknehmen“ an.</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="244"/>
        <source>Practice: your last action was taken back. The hand so far:</source>
        <extracomment>the table log after Ctrl+Z; the hand&apos;s events so far follow again</extracomment>
        <translation>Übung: Deine letzte Aktion wurde zurückgenommen. Die Hand bisher:</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="246"/>
        <source>Your last action was taken back.</source>
        <translation>Deine letzte Aktion wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="255"/>
        <source>Nothing to take back: you have not acted in this hand yet.</source>
        <translation>Nichts zurückzunehmen: Du hast in dieser Hand noch nicht gehandelt.</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="258"/>
        <source>Nothing was taken back: the game&apos;s record could not be changed.</source>
        <translation>Nichts wurde zurückgenommen: Die Aufzeichnung des Spiels konnte nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="269"/>
        <source>Take &amp;back last action</source>
        <extracomment>Game menu: take back your last action in the hand (practice games)</extracomment>
        <translation>Letzte Aktion &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../gui/activities/practice_mode.py" line="271"/>
        <source>Advisor &amp;hints</source>
        <extracomment>Game menu: the expert&apos;s suggestion above your buttons before you act (on/off)</extracomment>
        <translation>Tipps vom Be&amp;rater</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/practice_bar.py" line="85"/>
        <source>Take back</source>
        <extracomment>practice: the button that takes back your last action in the hand</extracomment>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/practice/practice_bar.py" line="87"/>
        <source>Take back your last action in this hand (%1)</source>
        <extracomment>%1 its keyboard shortcut</extracomment>
        <translation>Nimm deine letzte Aktion in dieser Hand zurück (%1)</translation>
    </message>
</context>
<context>
    <name>PracticeStarter</name>
    <message>
        <location filename="../gui/activities/practice_start.py" line="137"/>
        <source>Practice from hand #%1 — not saved</source>
        <extracomment>status bar while a practice hand from the replayer is played; %1 the hand number</extracomment>
        <translation>Übung ab Hand Nr. %1 – wird nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>QuizHint</name>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="18"/>
        <source>Find each player&apos;s best five cards, and leave out anyone who folded.</source>
        <translation>Finde die besten fünf Karten jedes Spielers, und lass alle weg, die gepasst haben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="20"/>
        <source>A player all-in can win from each other player only as much as they put in themselves.</source>
        <translation>Wer All-in ist, kann von jedem anderen Spieler nur so viel gewinnen, wie er selbst gebracht hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="23"/>
        <source>Add every chip put in so far, the blinds included.</source>
        <translation>Zähle alle bisher gebrachten Chips zusammen, die Blinds eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="25"/>
        <source>A raise adds at least as much as the last bet or raise added, counted on top of the highest bet.</source>
        <translation>Eine Erhöhung legt mindestens so viel drauf wie der letzte Einsatz oder die letzte Erhöhung, gezählt auf den höchsten Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="28"/>
        <source>Look at the betting structure and at the chips the player has left.</source>
        <translation>Achte auf die Regeln für Einsätze in diesem Spiel und auf die Chips, die der Spieler noch hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="30"/>
        <source>An all-in smaller than a full raise does not reopen the betting for a player who has already acted; a full raise, or short all-ins that add up to one, do.</source>
        <translation>Ein All-in, das kleiner ist als eine volle Erhöhung, eröffnet die Setzrunde für einen Spieler, der schon gehandelt hat, nicht neu; eine volle Erhöhung tut es, ebenso zu kleine All-ins, die zusammen eine ergeben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="34"/>
        <source>Before the flop the player left of the big blind acts first; after it, the first player still in on the button&apos;s left.</source>
        <translation>Vor dem Flop handelt der Spieler links vom Big Blind zuerst; danach der erste Spieler links vom Button, der noch im Spiel ist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="37"/>
        <source>The small blind sits left of the button; with only two players the button posts it.</source>
        <translation>Der Small Blind sitzt links vom Button; bei nur zwei Spielern bringt ihn der Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="40"/>
        <source>The big blind is posted by the player after the small blind.</source>
        <translation>Den Big Blind bringt der Spieler nach dem Small Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="42"/>
        <source>The highest card drawn takes the button; between equal ranks the suit decides, spades highest.</source>
        <translation>Die höchste gezogene Karte bekommt den Button; bei gleichem Rang entscheidet die Farbe, Pik am höchsten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="45"/>
        <source>Add the player&apos;s share of every pot, odd chips included.</source>
        <translation>Zähle den Anteil des Spielers an jedem Pot zusammen, übrige Chips eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="47"/>
        <source>Start from the stack, take off what was put in, add what was won.</source>
        <translation>Beginne beim Stack, zieh ab, was gebracht wurde, und zähle dazu, was gewonnen wurde.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="49"/>
        <source>The last player to bet or raise on the river shows first; if nobody bet, the first player left of the button.</source>
        <translation>Wer am River zuletzt gesetzt oder erhöht hat, zeigt zuerst; hat niemand gesetzt, der erste Spieler links vom Button.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="52"/>
        <source>A player who sees that their hand is beaten may throw it away unshown.</source>
        <translation>Wer sieht, dass die eigene Hand geschlagen ist, darf sie verdeckt wegwerfen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="54"/>
        <source>A card is burned before the flop, before the turn and before the river is dealt.</source>
        <translation>Vor dem Flop, vor dem Turn und vor dem River wird je eine Karte verbrannt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="57"/>
        <source>Find the best five cards, then the highest kind of hand they make.</source>
        <translation>Finde die besten fünf Karten, dann die höchste Art von Hand, die sie bilden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="59"/>
        <source>Compare the kind of hand first, then card by card from the highest; suits never count.</source>
        <translation>Vergleiche zuerst die Art der Hand, dann Karte für Karte von der höchsten an; die Farbe zählt nie.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="62"/>
        <source>Among hands of five cards, the rarer kind ranks higher: the higher a kind stands in the ranking, the rarer it is.</source>
        <translation>Unter Händen aus fünf Karten steht die seltenere Art höher: Je höher eine Art in der Rangfolge steht, desto seltener ist sie.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="65"/>
        <source>Count the seats from the button: the two on its left post the blinds, and the seat right of the button is the cut-off.</source>
        <translation>Zähle die Plätze vom Button aus: Die beiden links davon bringen die Blinds, und der Platz rechts vom Button ist der Cut-off.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="68"/>
        <source>A call is the highest bet of the round less what the player has already put in this round, and never more than the player has.</source>
        <translation>Mitgehen kostet den höchsten Einsatz der Runde minus das, was der Spieler in dieser Runde schon gebracht hat, und nie mehr, als er hat.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="71"/>
        <source>Divide the call by the pot after the call, the bet included.</source>
        <translation>Teile den Betrag zum Mitgehen durch den Pot nach dem Mitgehen, der Einsatz eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="73"/>
        <source>Count the unseen cards that would put the hand ahead; cards you can see are not outs.</source>
        <translation>Zähle die unbekannten Karten, die die Hand in Führung brächten; Karten, die du siehst, sind keine Outs.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="76"/>
        <source>Look for three cards of one suit, three close ranks or a pair on the board.</source>
        <translation>Suche auf dem Board drei Karten einer Farbe, drei nahe Ränge oder ein Paar.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="79"/>
        <source>Divide the stack by the big blind.</source>
        <translation>Teile den Stack durch den Big Blind.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="80"/>
        <source>A full buy-in is 100 big blinds: divide the money by 100 big blinds.</source>
        <translation>Ein volles Buy-in sind 100 Big Blinds: Teile das Geld durch 100 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/lessons/quiz_hints.py" line="82"/>
        <source>The ace takes the first seat, the 2 the next one on its left, and so on: count the cards lower than the player&apos;s.</source>
        <translation>Das Ass bekommt den ersten Platz, die 2 den nächsten links davon und so weiter: Zähle die Karten, die niedriger sind als die des Spielers.</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Deuce</source>
        <extracomment>rank of one card, singular (as in &quot;Deuce kicker&quot;)</extracomment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="101"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="101"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="101"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="102"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="102"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="102"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="103"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Deuces</source>
        <extracomment>rank of several cards, plural (as in &quot;Pair of Deuces&quot;)</extracomment>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Sevens</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="114"/>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="114"/>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="114"/>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="115"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="115"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="115"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="116"/>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
</context>
<context>
    <name>ReadingKeys</name>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="175"/>
        <source>Nothing was said yet.</source>
        <extracomment>&quot;say that again&quot; before anything was said</extracomment>
        <translation>Es wurde noch nichts gesagt.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="145"/>
        <location filename="../gui/keys/reading_keys.py" line="225"/>
        <source>You cannot bet now.</source>
        <extracomment>an amount key pressed when the person cannot bet</extracomment>
        <translation>Du kannst jetzt nicht setzen.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="154"/>
        <source>%1: not now.</source>
        <extracomment>a pre-action key pressed when that choice is not offered; %1 its words</extracomment>
        <translation>%1: jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="158"/>
        <source>%1: on.</source>
        <extracomment>a pre-action ticked or unticked by its key; %1 its words</extracomment>
        <translation>%1: an.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="158"/>
        <source>%1: off.</source>
        <translation>%1: aus.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="166"/>
        <location filename="../gui/keys/reading_keys.py" line="229"/>
        <source>Bet amount %1.</source>
        <extracomment>%1 the amount in the bet box after an amount key</extracomment>
        <translation>Einsatz %1.</translation>
    </message>
    <message>
        <location filename="../gui/keys/reading_keys.py" line="207"/>
        <source>%1 of %2: %3</source>
        <extracomment>one part of the coach&apos;s figures, a key press at a time; %1 its number, %2 the parts, %3 the words</extracomment>
        <translation>%1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>ReplayInsights</name>
    <message>
        <location filename="../gui/history/replay_insights.py" line="186"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="187"/>
        <source>Why did they act?</source>
        <translation>Warum so gespielt?</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="189"/>
        <source>&amp;Why?</source>
        <extracomment>shows why the computer player acted at this step</extracomment>
        <translation>&amp;Warum?</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="190"/>
        <source>Show the computer player&apos;s reasons at each of its decisions</source>
        <translation>Bei jeder Entscheidung eines Computerspielers seine Gründe zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="192"/>
        <source>Show the &amp;numbers</source>
        <translation>&amp;Zahlen zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="193"/>
        <source>&amp;Play on from here</source>
        <translation>Ab hier weiter&amp;spielen</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="194"/>
        <source>Start a practice hand at this point against computer players (not saved)</source>
        <translation>Ab dieser Stelle eine Übungshand gegen Computerspieler spielen (wird nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="196"/>
        <source>&amp;Solve your decision here</source>
        <translation>Deine Entscheidung hier &amp;lösen</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="198"/>
        <source>What an equilibrium does at your next decision, on the turn or the river of a pot against one opponent</source>
        <translation>Was ein Gleichgewicht bei deiner nächsten Entscheidung macht, am Turn oder am River, wenn du nur noch gegen einen Gegner spielst</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="263"/>
        <source>No hand is known at this step.</source>
        <translation>In diesem Schritt ist keine Hand bekannt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_insights.py" line="267"/>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="23"/>
        <source>%1 ± %2</source>
        <extracomment>an equity estimated by sampling; %1 the equity, %2 its standard error in points</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="30"/>
        <source>Exact: every card still to come counted.</source>
        <translation>Genau: Jede noch kommende Karte ist durchgezählt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="32"/>
        <source>Estimated from 100,000 random deals (± one standard error).</source>
        <translation>Geschätzt aus 100.000 zufälligen Verteilungen (± ein Standardfehler).</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="35"/>
        <source>Hands not shown count as any two cards.</source>
        <translation>Nicht gezeigte Hände zählen als zwei beliebige Karten.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="42"/>
        <source>The hand is over at this step.</source>
        <translation>In diesem Schritt ist die Hand vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="43"/>
        <source>You have no seat in this hand.</source>
        <translation>Du sitzt in dieser Hand nicht am Tisch.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="44"/>
        <source>Your cards in this hand are not known, so it cannot be played on.</source>
        <translation>Deine Karten in dieser Hand sind nicht bekannt, daher kann sie nicht weitergespielt werden.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="47"/>
        <source>You have folded at this step.</source>
        <translation>In diesem Schritt hast du schon gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="48"/>
        <source>You have nothing left to decide (all-in).</source>
        <translation>Du hast nichts mehr zu entscheiden (All-in).</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="50"/>
        <source>The cards are not dealt yet at this step.</source>
        <translation>In diesem Schritt sind die Karten noch nicht ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="51"/>
        <source>Only hands of the history can be played on.</source>
        <translation>Nur Hände aus dem Verlauf können weitergespielt werden.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="53"/>
        <source>This hand cannot be played on.</source>
        <translation>Diese Hand kann nicht weitergespielt werden.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="59"/>
        <source>This hand was imported: no computer player of Felt&apos;s played it, so there are no reasons to show.</source>
        <translation>Diese Hand wurde importiert: Kein Computerspieler von Felt hat sie gespielt, daher gibt es keine Gründe zu zeigen.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="62"/>
        <source>This was a person&apos;s decision.</source>
        <translation>Das hat ein Mensch entschieden.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="63"/>
        <source>This computer player decides by a simple rule and gives no reasons.</source>
        <translation>Dieser Computerspieler entscheidet nach einer einfachen Regel und nennt keine Gründe.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="65"/>
        <source>Step to a computer player&apos;s decision to see why it acted.</source>
        <translation>Geh zu einer Entscheidung eines Computerspielers, um zu sehen, warum er so gespielt hat.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="67"/>
        <source>Finding the reasons: the session is played again up to this hand…</source>
        <translation>Die Gründe werden gesucht: Die Sitzung wird bis zu dieser Hand nachgespielt…</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_words.py" line="70"/>
        <source>The reasons could not be found again for this hand.</source>
        <translation>Die Gründe für diese Hand ließen sich nicht wiederfinden.</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../gui/history/replayer.py" line="178"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="47"/>
        <source>The cards are dealt.</source>
        <translation>Die Karten werden ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="50"/>
        <source>You hold %1.</source>
        <translation>Du hältst %1.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="61"/>
        <source>You collect %1 after rake %2, jackpot %3.</source>
        <extracomment>an imported hand&apos;s pot less the site&apos;s fees; %1 what the person collects, %2 the rake, %3 the jackpot (bad-beat) fee</extracomment>
        <translation>Du bekommst %1 nach %2 Rake und %3 Jackpot-Gebühr.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="64"/>
        <source>%5 collects %1 after rake %2, jackpot %3.</source>
        <extracomment>%5 a player&apos;s name, %1 what they collect, %2 the rake, %3 the jackpot fee</extracomment>
        <translation>%5 bekommt %1 nach %2 Rake und %3 Jackpot-Gebühr.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="69"/>
        <source>You collect %1 after %2 rake.</source>
        <extracomment>an imported hand&apos;s pot less the site&apos;s rake; %1 what the person collects, %2 rake</extracomment>
        <translation>Du bekommst %1 nach %2 Rake.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="72"/>
        <source>%1 collects %2 after %3 rake.</source>
        <extracomment>%1 a player&apos;s name, %2 what they collect, %3 the site&apos;s rake</extracomment>
        <translation>%1 bekommt %2 nach %3 Rake.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="90"/>
        <source>You post a dead blind of %1.</source>
        <extracomment>an imported hand: a blind the person missed, posted now as money in the middle that counts toward no bet; %1 the amount</extracomment>
        <translation>Du bringst einen toten Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="94"/>
        <source>%1 posts a dead blind of %2.</source>
        <extracomment>an imported hand: a blind a player missed, posted now as money in the middle that counts toward no bet; %1 a player&apos;s name, %2 the amount</extracomment>
        <translation>%1 bringt einen toten Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/history/replay_lines.py" line="111"/>
        <source>%1 shows no cards.</source>
        <extracomment>an imported hand&apos;s winner whose cards its file never shows; %1 his name</extracomment>
        <translation>%1 zeigt keine Karten.</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <location filename="../gui/history/replayer.py" line="297"/>
        <location filename="../gui/history/replayer.py" line="364"/>
        <source>Show all hole cards</source>
        <translation>Alle Startkarten zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="298"/>
        <location filename="../gui/history/replayer.py" line="365"/>
        <source>Show every player&apos;s cards from the deal, or only yours and those shown at showdown</source>
        <translation>Die Karten aller Spieler ab dem Austeilen zeigen, oder nur deine und die beim Showdown gezeigten</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="340"/>
        <source>First step (%1)</source>
        <extracomment>%1 the key (Home)</extracomment>
        <translation>Erster Schritt (%1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="342"/>
        <source>Step back (%1)</source>
        <extracomment>%1 the key (Left)</extracomment>
        <translation>Schritt zurück (%1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="344"/>
        <source>Step forward (%1)</source>
        <extracomment>%1 the key (Right)</extracomment>
        <translation>Schritt vor (%1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="346"/>
        <source>Last step (%1)</source>
        <extracomment>%1 the key (End)</extracomment>
        <translation>Letzter Schritt (%1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="353"/>
        <source>Replay of hand #%1</source>
        <translation>Hand Nr. %1 nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="356"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="421"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="81"/>
        <source>Tournament results</source>
        <translation>Turnierergebnis</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="82"/>
        <source>Watch on</source>
        <translation>Weiter zuschauen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="83"/>
        <source>Watch the table play on; the lobby keeps showing the whole tournament</source>
        <translation>Schau dem Tisch weiter zu; die Lobby zeigt weiter das ganze Turnier</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="85"/>
        <source>Continue in the background</source>
        <translation>Im Hintergrund zu Ende spielen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="86"/>
        <source>The rest of the tournament plays to the end at once; then the final order shows</source>
        <translation>Der Rest des Turniers wird sofort zu Ende gespielt; dann erscheint die Endwertung</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="88"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="89"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="89"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="90"/>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="90"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="113"/>
        <source>Playing on in the background: %1 players left, level %2…</source>
        <extracomment>results screen while the rest plays; %1 players left, %2 the level&apos;s number</extracomment>
        <translation>Es wird im Hintergrund weitergespielt: noch %1 Spieler, Stufe %2…</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="123"/>
        <source>The tournament is over. Final order:</source>
        <translation>Das Turnier ist vorbei. Endwertung:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="138"/>
        <source>%1. %2, prize %3</source>
        <extracomment>said to a screen reader after &quot;Final order:&quot;, one per place paid; %1 the place, %2 the player, %3 the prize</extracomment>
        <translation>%1. %2, Preis %3</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="152"/>
        <source>You won the tournament!</source>
        <translation>Du hast das Turnier gewonnen!</translation>
    </message>
    <message>
        <location filename="../gui/tournament/results_dialog.py" line="155"/>
        <source>You finished in place %1 of %2.</source>
        <extracomment>results screen; %1 the person&apos;s place, %2 the number of entries</extracomment>
        <translation>Du belegst Platz %1 von %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/results_dialog.py" line="159"/>
        <source>Prize: %1. Hands played: %n.</source>
        <extracomment>results screen; %1 the prize won, %n hands the person played</extracomment>
        <translation>
            <numerusform>Preis: %1. Gespielte Hände: %n.</numerusform>
            <numerusform>Preis: %1. Gespielte Hände: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/results_dialog.py" line="163"/>
        <source>No prize. Hands played: %n.</source>
        <extracomment>results screen, out before the prizes; %n hands the person played</extracomment>
        <translation>
            <numerusform>Kein Preis. Gespielte Hände: %n.</numerusform>
            <numerusform>Kein Preis. Gespielte Hände: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="110"/>
        <source>bb</source>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="110"/>
        <source>chips</source>
        <translation>Chips</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/yourplay/results_view.py" line="113"/>
        <source>%Ln hands</source>
        <extracomment>under the graph&apos;s axis of hands</extracomment>
        <translation>
            <numerusform>%Ln Hand</numerusform>
            <numerusform>%Ln Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/yourplay/results_view.py" line="116"/>
        <source>%Ln hands: won %2 %4, all-in adjusted %3 %4</source>
        <extracomment>%Ln hands, %2 won, %3 all-in adjusted, %4 unit (chips or bb)</extracomment>
        <translation>
            <numerusform>%Ln Hand: gewonnen %2 %4, All-in-bereinigt %3 %4</numerusform>
            <numerusform>%Ln Hände: gewonnen %2 %4, All-in-bereinigt %3 %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="125"/>
        <source>Imported hands</source>
        <translation>Importierte Hände</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="138"/>
        <source>Export the graph</source>
        <translation>Grafik exportieren</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="139"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="144"/>
        <source>Show in:</source>
        <translation>Anzeigen in:</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="145"/>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="146"/>
        <source>Big blinds</source>
        <translation>Big Blinds</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="147"/>
        <source>Export as PNG…</source>
        <translation>Als PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="148"/>
        <location filename="../gui/yourplay/results_view.py" line="150"/>
        <location filename="../gui/yourplay/results_view.py" line="151"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="148"/>
        <source>All-in adjusted</source>
        <translation>All-in-bereinigt</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="149"/>
        <source>No hands of yours yet.</source>
        <translation>Noch keine Hände von dir.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="150"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/results_view.py" line="151"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../gui/session/saving.py" line="111"/>
        <source>The saved games file is damaged.</source>
        <translation>Die Datei mit den gespeicherten Spielen ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="112"/>
        <source>The saved games file is incomplete.</source>
        <translation>Die Datei mit den gespeicherten Spielen ist unvollständig.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="113"/>
        <source>The saved games file was written by a newer Felt.</source>
        <translation>Die Datei mit den gespeicherten Spielen stammt von einem neueren Felt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="116"/>
        <source>The saved games file belongs to another program.</source>
        <extracomment>another program&apos;s database was where Felt keeps its saved games</extracomment>
        <translation>Die Datei mit den gespeicherten Spielen gehört zu einem anderen Programm.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="118"/>
        <source>The saved games file is not a file.</source>
        <extracomment>a folder (or device) had the saved games file&apos;s name</extracomment>
        <translation>Die Datei mit den gespeicherten Spielen ist keine Datei.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="121"/>
        <source>It was kept as %1 and a new one was started.</source>
        <extracomment>%1 the file name the damaged or newer saved games were moved to</extracomment>
        <translation>Sie wurde als %1 aufbewahrt und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="124"/>
        <source>Felt is already running. This window shows the saved games but does not save.</source>
        <translation>Felt läuft bereits. Dieses Fenster zeigt die gespeicherten Spiele, speichert aber nicht.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="127"/>
        <source>The disk is full: the game is not being saved. Play goes on; saving resumes when there is room.</source>
        <translation>Der Datenträger ist voll: Das Spiel wird nicht gespeichert. Es geht weiter; gespeichert wird wieder, sobald Platz ist.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="130"/>
        <source>The saved games folder cannot be written: the game is not being saved.</source>
        <translation>In den Ordner der gespeicherten Spiele kann nicht geschrieben werden: Das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="134"/>
        <source>The saved games file is a link to %1, which is not there (a drive not connected?): the saved games are not shown and the game is not being saved.</source>
        <extracomment>%1 where the saved games file&apos;s link points (nothing is there now)</extracomment>
        <translation>Die Datei mit den gespeicherten Spielen ist ein Verweis auf %1, das es nicht gibt (ein Laufwerk nicht angeschlossen?): Die gespeicherten Spiele werden nicht gezeigt und das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="139"/>
        <source>The saved games file is read-only: it is shown, but the game is not being saved.</source>
        <translation>Die Datei mit den gespeicherten Spielen ist schreibgeschützt: Sie wird angezeigt, aber das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="142"/>
        <source>The saved games file cannot be read (no permission): the game is not being saved.</source>
        <translation>Die Datei mit den gespeicherten Spielen kann nicht gelesen werden (keine Berechtigung): Das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="145"/>
        <source>The saved games file cannot be used: the game is not being saved.</source>
        <translation>Die Datei mit den gespeicherten Spielen kann nicht verwendet werden: Das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="149"/>
        <source>Part of this saved game is damaged: it goes on after hand %1. The damaged part is kept aside in the saved games file.</source>
        <extracomment>continuing a session whose saved log is damaged; %1 the last hand kept</extracomment>
        <translation>Ein Teil dieses gespeicherten Spiels ist beschädigt: Es geht nach Hand %1 weiter. Der beschädigte Teil wird in der Datei mit den gespeicherten Spielen beiseitegelegt aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="154"/>
        <source>The file was not imported: %1</source>
        <extracomment>%1 why the file was refused (English, from the engine)</extracomment>
        <translation>Die Datei wurde nicht importiert: %1</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="156"/>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/session/saving.py" line="165"/>
        <source>Continue your last game? %n hand(s) played, last played %1.</source>
        <extracomment>at start-up; %n hands played so far, %1 the date and time it was last played</extracomment>
        <translation>
            <numerusform>Letztes Spiel fortsetzen? %n Hand gespielt, zuletzt am %1.</numerusform>
            <numerusform>Letztes Spiel fortsetzen? %n Hände gespielt, zuletzt am %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="178"/>
        <location filename="../gui/session/saving.py" line="263"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="198"/>
        <source>the last session (%1) has a seat for you, and --watch only continues games of computer players. Continue it in the window with: felt --continue</source>
        <extracomment>on the terminal; %1 the session&apos;s name; &quot;felt --continue&quot; is a command, keep it</extracomment>
        <translation>in der letzten Sitzung (%1) hast du einen Platz, und --watch setzt nur Spiele von Computerspielern fort. Setze sie im Fenster fort mit: felt --continue</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="218"/>
        <source>The last hands watched were not saved.</source>
        <extracomment>on the terminal at the end of felt --watch when saving failed and did not recover</extracomment>
        <translation>Die zuletzt angesehenen Hände wurden nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>SeatInfo</name>
    <message>
        <location filename="../gui/seats/seat_info.py" line="78"/>
        <source>No saved hands yet</source>
        <extracomment>a seat&apos;s pop-up when no saved hand of the player&apos;s is known yet</extracomment>
        <translation>Noch keine gespeicherten Hände</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="81"/>
        <source>Hands: %1</source>
        <extracomment>the seat&apos;s pop-up; %1 the number of hands the figures count</extracomment>
        <translation>Hände: %1</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="83"/>
        <source>VPIP %1 · PFR %2 · 3-bet %3</source>
        <extracomment>VPIP, PFR and 3-bet are the names regulars use; %1 %2 %3 percentages</extracomment>
        <translation>VPIP %1 · PFR %2 · 3-Bet %3</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="87"/>
        <source>AF %1 · WTSD %2 · W$SD %3</source>
        <extracomment>AF aggression factor, WTSD went to showdown, W$SD won at showdown</extracomment>
        <translation>AF %1 · WTSD %2 · W$SD %3</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="93"/>
        <source>Note: %1</source>
        <extracomment>the person&apos;s note on a player; %1 the note</extracomment>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="166"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="168"/>
        <source>Your note on %1:</source>
        <extracomment>%1 a player&apos;s name</extracomment>
        <translation>Deine Notiz zu %1:</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="181"/>
        <source>The note could not be saved: %1</source>
        <translation>Die Notiz konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="199"/>
        <source>Note on %1…</source>
        <extracomment>a seat&apos;s context menu; %1 the player&apos;s name</extracomment>
        <translation>Notiz zu %1…</translation>
    </message>
    <message>
        <location filename="../gui/seats/seat_info.py" line="202"/>
        <source>Statistics on the seats</source>
        <translation>Statistik an den Plätzen</translation>
    </message>
</context>
<context>
    <name>Seeing</name>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="77"/>
        <source>Standard (green felt)</source>
        <translation>Standard (grüner Filz)</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="78"/>
        <source>Colour-blind safe (blue felt)</source>
        <translation>Farbenblind-sicher (blauer Filz)</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_choices.py" line="79"/>
        <source>High contrast (black and yellow)</source>
        <translation>Hoher Kontrast (schwarz und gelb)</translation>
    </message>
</context>
<context>
    <name>SeeingBox</name>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="40"/>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="46"/>
        <source>The colours of the table, the chips and the buttons; high contrast also turns the window black</source>
        <translation>Die Farben des Tischs, der Chips und der Knöpfe; hoher Kontrast macht auch das Fenster schwarz</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="48"/>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="49"/>
        <source>Suit letters on the cards</source>
        <translation>Farbbuchstaben auf den Karten</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="51"/>
        <source>A letter in the corner of each card tells its suit without its colour</source>
        <translation>Ein Buchstabe in der Ecke jeder Karte nennt ihre Farbe, ohne dass man Kartenfarben unterscheiden muss</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="55"/>
        <source>Large card faces (big rank and suit)</source>
        <translation>Große Kartenbilder (großer Rang, großes Farbzeichen)</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="72"/>
        <source>Window size:</source>
        <translation>Fenstergröße:</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="73"/>
        <source>Window size</source>
        <translation>Fenstergröße</translation>
    </message>
    <message>
        <location filename="../gui/seeing_options/seeing_box.py" line="82"/>
        <source>%1 %</source>
        <extracomment>the window&apos;s scale; %1 a whole number of per cent</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>SessionName</name>
    <message>
        <location filename="../gui/base/session_words.py" line="22"/>
        <source>Monday</source>
        <translation>Montag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="22"/>
        <source>Tuesday</source>
        <translation>Dienstag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="23"/>
        <source>Wednesday</source>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="23"/>
        <source>Thursday</source>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="24"/>
        <source>Friday</source>
        <translation>Freitag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="24"/>
        <source>Saturday</source>
        <translation>Samstag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="25"/>
        <source>Sunday</source>
        <translation>Sonntag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="32"/>
        <source>%1 morning</source>
        <extracomment>%1 a weekday (&quot;Sunday&quot;); German writes one word: &quot;%1morgen&quot;</extracomment>
        <translation>%1morgen</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="33"/>
        <source>%1 afternoon</source>
        <translation>%1nachmittag</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="34"/>
        <source>%1 evening</source>
        <translation>%1abend</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="35"/>
        <source>%1 night</source>
        <translation>%1nacht</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="40"/>
        <source>No-Limit</source>
        <translation>No-Limit</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="41"/>
        <source>Pot-Limit</source>
        <translation>Pot-Limit</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="42"/>
        <source>Fixed-Limit</source>
        <translation>Fixed-Limit</translation>
    </message>
    <message>
        <location filename="../gui/base/session_words.py" line="43"/>
        <source>Short deck</source>
        <translation>Short Deck</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/session_words.py" line="53"/>
        <source>%1, %n player(s), %2</source>
        <extracomment>a session&apos;s default name; %1 when it started, %n players, %2 the game</extracomment>
        <translation>
            <numerusform>%1, %n Spieler, %2</numerusform>
            <numerusform>%1, %n Spieler, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="95"/>
        <location filename="../gui/history/sessions_dialog.py" line="175"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="106"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="106"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="106"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="107"/>
        <source>Hands</source>
        <comment>column: hands played</comment>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="107"/>
        <source>Your stack</source>
        <translation>Deine Chips</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="108"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="108"/>
        <source>State</source>
        <comment>column: in play or over</comment>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="122"/>
        <source>No saved sessions yet. Start a new game: it is saved as you play.</source>
        <translation>Noch keine gespeicherten Sitzungen. Starte ein neues Spiel: Es wird beim Spielen gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="127"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="128"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="129"/>
        <source>Go on playing the selected session exactly where it stopped</source>
        <translation>Die gewählte Sitzung genau dort weiterspielen, wo sie aufgehört hat</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="131"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="132"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="133"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="134"/>
        <source>Save the selected session as one file, to continue it on another computer</source>
        <translation>Die gewählte Sitzung als eine Datei speichern, um sie auf einem anderen Computer fortzusetzen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="136"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="137"/>
        <source>Add a session saved with Export</source>
        <translation>Eine mit Exportieren gespeicherte Sitzung hinzufügen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="181"/>
        <source>Over</source>
        <comment>the game has ended</comment>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="182"/>
        <source>Playing now</source>
        <translation>Läuft gerade</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="183"/>
        <source>Unfinished</source>
        <comment>the game can be continued</comment>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="245"/>
        <location filename="../gui/history/sessions_dialog.py" line="254"/>
        <source>Rename session</source>
        <translation>Sitzung umbenennen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="246"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="262"/>
        <location filename="../gui/history/sessions_dialog.py" line="273"/>
        <source>Delete session</source>
        <translation>Sitzung löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/sessions_dialog.py" line="264"/>
        <source>Delete “%1” with its %Ln hand(s)? This cannot be undone.</source>
        <extracomment>%1 the session&apos;s name, %Ln how many hands it has</extracomment>
        <translation>
            <numerusform>„%1“ mit ihrer %Ln Hand löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>„%1“ mit ihren %Ln Händen löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="280"/>
        <source>Export session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="283"/>
        <location filename="../gui/history/sessions_dialog.py" line="300"/>
        <source>Felt sessions (*.felt.json *.json)</source>
        <translation>Felt-Sitzungen (*.felt.json *.json)</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="292"/>
        <source>The file was not saved: %1</source>
        <translation>Die Datei wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="299"/>
        <location filename="../gui/history/sessions_dialog.py" line="316"/>
        <location filename="../gui/history/sessions_dialog.py" line="355"/>
        <source>Import session</source>
        <translation>Sitzung importieren</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="313"/>
        <source>Replaying the session…</source>
        <translation>Die Sitzung wird nachgespielt…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="313"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="365"/>
        <source>The file could not be read: %1</source>
        <translation>Die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="369"/>
        <source>The file was not imported: %1</source>
        <extracomment>%1 the reason in English, from the engine</extracomment>
        <translation>Die Datei wurde nicht importiert: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="73"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="76"/>
        <source>Quick bet sizes</source>
        <translation>Schnelle Einsatzgrößen</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="82"/>
        <source>A multiple of the bet (2.5x, 3x), a share of the pot (1/3, 1/2, 2/3, 75%) or pot</source>
        <extracomment>what a quick bet size may be; keep the examples as they are typed</extracomment>
        <translation>Ein Vielfaches des Einsatzes (2,5x, 3x), ein Anteil am Pot (1/3, 1/2, 2/3, 75%) oder Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="86"/>
        <source>Button %1:</source>
        <extracomment>%1 the button&apos;s keyboard key (2, 3 or 4)</extracomment>
        <translation>Knopf %1:</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="91"/>
        <source>Before the flop: 2.5x, 3x and 4x the big blind</source>
        <translation>Vor dem Flop: 2,5x, 3x und 4x der Big Blind</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="93"/>
        <source>Before the flop the buttons open to big-blind multiples and re-raise to multiples of a raise; your sizes above apply from the flop on</source>
        <translation>Vor dem Flop eröffnen die Knöpfe mit einem Vielfachen des Big Blinds und erhöhen erneut auf ein Vielfaches einer Erhöhung; deine Größen oben gelten ab dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="98"/>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="99"/>
        <source>Muck losing hands automatically</source>
        <translation>Verlierende Hände immer ungezeigt abwerfen</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="100"/>
        <source>When your hand cannot win, throw it away unseen instead of asking whether to show it</source>
        <translation>Wenn deine Hand nicht gewinnen kann, wirf sie ungezeigt ab, statt zu fragen, ob du sie zeigen willst</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="105"/>
        <source>Skip to my next hand after I fold</source>
        <translation>Nach dem Passen gleich zu meiner nächsten Hand</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="107"/>
        <source>The rest of a hand you folded is played at once (it is still in the log and the history)</source>
        <translation>Der Rest einer Hand, in der du gepasst hast, wird sofort gespielt (er steht trotzdem im Tischprotokoll und im Handverlauf)</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="117"/>
        <source>Folding when checking is free:</source>
        <translation>Passen, wenn Checken nichts kostet:</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="169"/>
        <source>Your play</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="172"/>
        <source>A &amp;blunder gives up at least:</source>
        <extracomment>Settings: decisions that gave up at least this many big blinds are blunders</extracomment>
        <translation>Ein &amp;Patzer verschenkt mindestens:</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="135"/>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="137"/>
        <source>Seeing</source>
        <translation>Sehen</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="139"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="141"/>
        <source>Screen reader and &amp;keys</source>
        <extracomment>Settings tab: announcements and the reading keys</extracomment>
        <translation>Screenreader und Tast&amp;en</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="189"/>
        <source>%1: %2</source>
        <extracomment>what a typed quick size bets; %1 its key (2, 3 or 4), %2 the size in words</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="192"/>
        <source>Type a multiple like 3x, a share of the pot like 1/3 or 75%, or pot.</source>
        <translation>Gib ein Vielfaches wie 3x, einen Anteil am Pot wie 1/3 oder 75% oder Pot ein.</translation>
    </message>
    <message>
        <location filename="../gui/window/settings_dialog.py" line="212"/>
        <source>The setting could not be saved: %1</source>
        <translation>Die Einstellung konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>ShowdownChoice</name>
    <message numerus="yes">
        <location filename="../gui/play_controls/showdown_choice.py" line="172"/>
        <source>Mucked in %n s</source>
        <extracomment>at showdown, beside Show and Muck: the hand is mucked unanswered after %n seconds</extracomment>
        <translation>
            <numerusform>Wird in %n s verdeckt abgeworfen</numerusform>
            <numerusform>Wird in %n s verdeckt abgeworfen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/play_controls/showdown_choice.py" line="181"/>
        <source>Your hand cannot win. Show it anyway?</source>
        <extracomment>at showdown, when the person&apos;s hand cannot win any pot</extracomment>
        <translation>Deine Hand kann nicht gewinnen. Trotzdem zeigen?</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/showdown_choice.py" line="184"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/showdown_choice.py" line="186"/>
        <source>Muck</source>
        <extracomment>give up the beaten hand without showing it</extracomment>
        <translation>Nicht zeigen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="86"/>
        <source>S</source>
        <comment>shortcut: show</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="88"/>
        <source>M</source>
        <comment>shortcut: muck</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/showdown_choice.py" line="192"/>
        <source>Turn your cards up for everyone to see (%1)</source>
        <extracomment>%1 the keyboard shortcut</extracomment>
        <translation>Deine Karten offen für alle aufdecken (%1)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/showdown_choice.py" line="194"/>
        <source>Throw your cards away unseen (%1); Game &gt; Settings can do this every time</source>
        <translation>Deine Karten ungezeigt abwerfen (%1); unter Spiel &gt; Einstellungen geht das auch jedes Mal von selbst</translation>
    </message>
</context>
<context>
    <name>Solver</name>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="179"/>
        <source>The opponent&apos;s range cannot be read. Write hand classes such as &quot;QQ+, AKs, KQo:0.5&quot;.</source>
        <extracomment>The saved games, where solved spots are kept (set by the coach with each batch). One worker process, started at the first Solve: the solve never shares the window&apos;s interpreter (see :mod:`engine.teaching.coach.solver_job`). It ends with the thread that asks it, whoever ends that (this view, or Felt quitting).</extracomment>
        <translation>Die Range des Gegners ist nicht lesbar. Schreib Handklassen wie „QQ+, AKs, KQo:0.5“.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="186"/>
        <source>The opponent&apos;s range has no hand left on this board.</source>
        <translation>Auf diesem Board bleibt von der Range des Gegners keine Hand übrig.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="248"/>
        <source>%1 % of the pot</source>
        <extracomment>how far the solve still is from an equilibrium, in % of the pot</extracomment>
        <translation>%1 % des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="251"/>
        <source>Iterations: %1</source>
        <extracomment>%1 how many iterations the solve has run</extracomment>
        <translation>Iterationen: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="284"/>
        <source>The solver stopped on an error.</source>
        <translation>Der Solver ist mit einem Fehler stehen geblieben.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="315"/>
        <location filename="../gui/teaching/coach/solver_view.py" line="341"/>
        <source>%1: %2 % (%3)</source>
        <extracomment>%1 an action (&quot;Bet 15&quot;), %2 how often the equilibrium takes it, %3 what it wins</extracomment>
        <translation>%1: %2 % (%3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="319"/>
        <source>With %1 an equilibrium plays:</source>
        <extracomment>%1 the person&apos;s two cards in words</extracomment>
        <translation>Mit %1 spielt ein Gleichgewicht:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="333"/>
        <source>%1: %2 combinations</source>
        <translation>%1: %2 Kombinationen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="347"/>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="348"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="349"/>
        <source>The opponent&apos;s range as the solver assumes it, from the coach&apos;s reading of their actions. Edit it and solve again:</source>
        <translation>Die Range des Gegners, wie der Solver sie annimmt – gelesen aus seinen Aktionen, wie der Coach sie liest. Ändere sie und löse noch einmal:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="354"/>
        <source>The solver answers at your decisions on the turn and the river in a pot against one opponent.</source>
        <translation>Der Solver antwortet bei deinen Entscheidungen am Turn und am River, wenn du nur noch gegen einen Gegner spielst.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="358"/>
        <source>Your decision can be solved: press Solve to see what an equilibrium does with every hand of your range here.</source>
        <translation>Diese Entscheidung lässt sich lösen: Drück „Lösen“, um zu sehen, was ein Gleichgewicht hier mit jeder Hand deiner Range macht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="363"/>
        <source>Solved to within %1 % of the pot in %2 iterations (%3 s).</source>
        <extracomment>%1 how far from an equilibrium (% of the pot), %2 iterations, %3 seconds</extracomment>
        <translation>Gelöst bis auf %1 % des Pots in %2 Iterationen (%3 s).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="369"/>
        <source>Stopped early: the figures are rough.</source>
        <translation>Früh angehalten: Die Zahlen sind nur grob.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_view.py" line="371"/>
        <source>A bet of a size the solver does not play was read as the nearest size it does.</source>
        <translation>Ein Einsatz in einer Größe, die der Solver nicht spielt, wurde als die nächstliegende Größe gelesen, die er spielt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="26"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="28"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="30"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="33"/>
        <source>Bet %1</source>
        <extracomment>%1 chips bet</extracomment>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="36"/>
        <source>Raise to %1</source>
        <extracomment>%1 the chips the raise makes this street&apos;s bet</extracomment>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="38"/>
        <source>All-in %1</source>
        <extracomment>%1 the chips the all-in makes this street&apos;s bet</extracomment>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_words.py" line="54"/>
        <source>%1 bb</source>
        <extracomment>%1 a signed number of big blinds</extracomment>
        <translation>%1 BB</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/solver_window.py" line="48"/>
        <source>Solver: your decision</source>
        <translation>Solver: deine Entscheidung</translation>
    </message>
</context>
<context>
    <name>SolverDrill</name>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="26"/>
        <source>A raised pot, checked through the flop and the turn</source>
        <extracomment>a dealt spot of the solver drill: how the hand reached the river</extracomment>
        <translation>Ein erhöhter Pot, am Flop und am Turn durchgecheckt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="28"/>
        <source>A raised pot, bet and called on the flop and the turn</source>
        <translation>Ein erhöhter Pot, am Flop und am Turn gesetzt und mitgegangen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="30"/>
        <source>A three-bet pot, bet and called on the flop, checked through the turn</source>
        <translation>Ein 3-Bet-Pot, am Flop gesetzt und mitgegangen, am Turn durchgecheckt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="42"/>
        <source>River. Pot %1, %2 behind each, big blind %3.</source>
        <extracomment>the solver drill: %1 the pot, %2 the chips each player has behind, %3 the big blind (chips, as the buttons&apos; bets count them)</extracomment>
        <translation>River. Pot %1, jeder hat noch %2, Big Blind %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="46"/>
        <source>You act first.</source>
        <translation>Du bist zuerst dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="50"/>
        <source>You: %1.</source>
        <extracomment>the solver drill, one of the river&apos;s actions so far: %1 the person&apos;s (&quot;Check&quot;)</extracomment>
        <translation>Du: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="54"/>
        <source>Your opponent: %1.</source>
        <extracomment>the solver drill, one of the river&apos;s actions so far: %1 the opponent&apos;s (&quot;Bet 36&quot;, &quot;All-in 235&quot;)</extracomment>
        <translation>Dein Gegner: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="57"/>
        <source>Your hand: %1. What does the equilibrium do?</source>
        <extracomment>the solver drill: %1 the person&apos;s two cards (&quot;AhKd&quot;)</extracomment>
        <translation>Deine Hand: %1. Was spielt das Gleichgewicht?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="68"/>
        <source>With this hand the equilibrium checks %1 % of the time.</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>Mit dieser Hand checkt das Gleichgewicht in %1 % der Fälle.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="71"/>
        <source>With this hand the equilibrium folds %1 % of the time.</source>
        <translation>Mit dieser Hand passt das Gleichgewicht in %1 % der Fälle.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="74"/>
        <source>With this hand the equilibrium calls %1 % of the time.</source>
        <translation>Mit dieser Hand geht das Gleichgewicht in %1 % der Fälle mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="78"/>
        <source>With this hand the equilibrium bets %2 (%3 % of the pot) %1 % of the time.</source>
        <extracomment>%1 a percentage, %2 the chips bet, %3 the bet as a percentage of the pot</extracomment>
        <translation>Mit dieser Hand setzt das Gleichgewicht in %1 % der Fälle %2 (%3 % des Pots).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="82"/>
        <source>With this hand the equilibrium raises to %2 %1 % of the time.</source>
        <extracomment>%1 a percentage, %2 the chips the raise makes the bet</extracomment>
        <translation>Mit dieser Hand erhöht das Gleichgewicht in %1 % der Fälle auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="86"/>
        <source>With this hand the equilibrium goes all-in (%2) %1 % of the time.</source>
        <extracomment>%1 a percentage, %2 the chips of the all-in</extracomment>
        <translation>Mit dieser Hand geht das Gleichgewicht in %1 % der Fälle All-in (%2).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="95"/>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="96"/>
        <source>Not the equilibrium&apos;s play.</source>
        <translation>Nicht das Spiel des Gleichgewichts.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="100"/>
        <source>Your choice (%1) is its main play.</source>
        <extracomment>%1 the chosen action (&quot;Check&quot;, &quot;Bet 36&quot;)</extracomment>
        <translation>Deine Wahl (%1) ist sein häufigstes Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="103"/>
        <source>Your choice (%1) is taken %2 % of the time and costs nothing.</source>
        <extracomment>%1 the chosen action, %2 a percentage</extracomment>
        <translation>Deine Wahl (%1) spielt es in %2 % der Fälle, und sie kostet nichts.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="107"/>
        <source>Your choice (%1) is taken %2 % of the time and costs %3 bb.</source>
        <extracomment>%1 the chosen action, %2 a percentage, %3 big blinds lost</extracomment>
        <translation>Deine Wahl (%1) spielt es in %2 % der Fälle, und sie kostet %3 BB.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="120"/>
        <source>%1: %2 %, %3</source>
        <extracomment>one action of the solver drill&apos;s answer: %1 the action, %2 a percentage, %3 what it wins in big blinds</extracomment>
        <translation>%1: %2 %, %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="124"/>
        <source>Solved to %1 % of the pot in %2 s.</source>
        <extracomment>%1 how far the solve is from an equilibrium (% of the pot), %2 seconds</extracomment>
        <translation>Gelöst bis auf %1 % des Pots in %2 s.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="132"/>
        <source>Right so far: %1 of %2</source>
        <extracomment>the solver drill&apos;s tally: %1 right answers, %2 answers</extracomment>
        <translation>Bisher richtig: %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="138"/>
        <source>Your own hand %1, as you played it to the river.</source>
        <extracomment>the solver drill&apos;s spot is a river decision of the person&apos;s own: %1 the hand&apos;s number</extracomment>
        <translation>Deine eigene Hand %1, so wie du sie bis zum River gespielt hast.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="143"/>
        <source>The solver is working on this spot…</source>
        <translation>Der Solver rechnet diese Situation…</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="147"/>
        <source>The solver stopped on an error. Go on to the next spot.</source>
        <translation>Der Solver ist mit einem Fehler stehen geblieben. Mach mit der nächsten Situation weiter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="152"/>
        <source>Board</source>
        <extracomment>the solver drill&apos;s caption over the five board cards</extracomment>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_words.py" line="157"/>
        <source>Your hand</source>
        <extracomment>the solver drill&apos;s caption over the person&apos;s two cards</extracomment>
        <translation>Deine Hand</translation>
    </message>
</context>
<context>
    <name>SolverDrillView</name>
    <message>
        <location filename="../gui/teaching/trainer/solver_drill_view.py" line="305"/>
        <source>&amp;Next spot</source>
        <extracomment>How often the window looks whether the worker&apos;s solve is done (milliseconds). the solver drill: the next spot (key N)</extracomment>
        <translation>&amp;Nächste Situation</translation>
    </message>
</context>
<context>
    <name>SoundBox</name>
    <message>
        <location filename="../gui/sound/sound_box.py" line="40"/>
        <source>Sounds off</source>
        <translation>Töne aus</translation>
    </message>
    <message>
        <location filename="../gui/sound/sound_box.py" line="50"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../gui/sound/sound_box.py" line="58"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location filename="../gui/sound/sound_box.py" line="59"/>
        <source>Your turn, the clock running out, cards dealt, chips bet and pushed, all-in and your win. Watching computer players is silent.</source>
        <translation>Dein Zug, die ablaufende Uhr, ausgeteilte Karten, gesetzte und zugeschobene Chips, All-in und dein Gewinn. Beim Zuschauen bleibt es still.</translation>
    </message>
    <message>
        <location filename="../gui/sound/sound_box.py" line="68"/>
        <source>%1 %</source>
        <extracomment>the sounds&apos; volume; %1 a whole number of per cent</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>SpotDrillView</name>
    <message>
        <location filename="../gui/teaching/trainer/spot_view.py" line="155"/>
        <source>No spot is due. Grade your play to turn your blunders into spots, or come back later.</source>
        <extracomment>The key of each option, as the table&apos;s action buttons have them.</extracomment>
        <translation>Keine Situation ist fällig. Lass dein Spiel bewerten, damit aus deinen Patzern Situationen zum Üben werden, oder schau später wieder vorbei.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_view.py" line="237"/>
        <source>Due now: %1 · later: %2 · learned: %3</source>
        <extracomment>the &quot;your spots&quot; queue; %1 due now, %2 waiting for later, %3 learned</extracomment>
        <translation>Jetzt fällig: %1 · später: %2 · gelernt: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_view.py" line="243"/>
        <source>&amp;Next spot</source>
        <extracomment>&quot;your spots&quot; drill: ask the next spot due (key N)</extracomment>
        <translation>&amp;Nächste Situation</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../gui/history/stats_view.py" line="106"/>
        <source>rake %1, jackpot %2</source>
        <extracomment>the Rake cell&apos;s tooltip: %1 the rake alone, %2 the jackpot (bad-beat) fees</extracomment>
        <translation>Rake %1, Jackpot %2</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="184"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="185"/>
        <source>Count the hands of one session or of all sessions</source>
        <translation>Die Hände einer Sitzung oder aller Sitzungen zählen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="186"/>
        <source>All sessions</source>
        <translation>Alle Sitzungen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="188"/>
        <source>Imported hands (the names marked as you)</source>
        <translation>Importierte Hände (die als du markierten Namen)</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="190"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="191"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="191"/>
        <source>Hands dealt</source>
        <translation>Ausgeteilte Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="193"/>
        <source>VPIP</source>
        <extracomment>column: voluntarily put money in the pot, a standard poker statistic</extracomment>
        <translation>VPIP</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="193"/>
        <source>Voluntarily put chips in the pot before the flop (calls and raises; blinds do not count)</source>
        <translation>Vor dem Flop freiwillig Chips in den Pot gebracht (Mitgehen und Erhöhen; Blinds zählen nicht)</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="196"/>
        <source>PFR</source>
        <extracomment>column: pre-flop raise, a standard poker statistic</extracomment>
        <translation>PFR</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="196"/>
        <source>Raised before the flop</source>
        <translation>Vor dem Flop erhöht</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="198"/>
        <source>AF</source>
        <extracomment>column: aggression factor, a standard poker statistic</extracomment>
        <translation>AF</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="198"/>
        <source>Aggression factor: bets and raises after the flop for each call</source>
        <translation>Aggressionsfaktor: Einsätze und Erhöhungen nach dem Flop je Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="200"/>
        <source>Showdowns won</source>
        <translation>Gewonnene Showdowns</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="200"/>
        <source>Showdowns won of showdowns reached</source>
        <translation>Gewonnene von erreichten Showdowns</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="201"/>
        <source>Net</source>
        <comment>column: chips won or lost in total</comment>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="202"/>
        <source>Won or lost in total: Felt&apos;s chips, and the money of imported hands per currency</source>
        <translation>Insgesamt gewonnen oder verloren: Chips in Felt und das Geld importierter Hände, je Währung getrennt</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="205"/>
        <source>bb</source>
        <extracomment>column: the net result in big blinds; &quot;bb&quot; is the usual abbreviation</extracomment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="205"/>
        <source>Won or lost in big blinds, each hand in its own big blind: this adds up across stakes and currencies</source>
        <translation>Gewonnen oder verloren in Big Blinds, jede Hand in ihrem eigenen Big Blind: So lassen sich verschiedene Limits und Währungen zusammenzählen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="208"/>
        <source>bb/100</source>
        <extracomment>column: big blinds won per hundred hands, a standard poker statistic</extracomment>
        <translation>BB/100</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="208"/>
        <source>Big blinds won or lost per hundred hands</source>
        <translation>Big Blinds gewonnen oder verloren je hundert Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="209"/>
        <source>Rake</source>
        <comment>column: what poker sites took from the pots won</comment>
        <translation>Rake</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="210"/>
        <source>What the sites took from the pots won in imported cash hands (rake and jackpot fees), per currency</source>
        <translation>Was die Seiten von den gewonnenen Pots in importierten Cash-Händen einbehalten haben (Rake und Jackpot-Gebühren), je Währung</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="217"/>
        <source>No finished hands yet.</source>
        <translation>Noch keine beendeten Hände.</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="218"/>
        <source>Hands of:</source>
        <translation>Hände von:</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="232"/>
        <source>%1 of %2</source>
        <comment>showdowns won of showdowns reached</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="271"/>
        <source>Your error rate: none of your decisions here is graded yet. Grade them in View &gt; Your play.</source>
        <translation>Deine Fehlerquote: Noch keine deiner Entscheidungen hier ist bewertet. Bewerte sie unter Ansicht &gt; Dein Spiel.</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="276"/>
        <source>Your play: %1</source>
        <extracomment>%1 the error-rate sentence of &quot;Your play&quot; (rate, interval, decisions, band)</extracomment>
        <translation>Dein Spiel: %1</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="97"/>
        <source>Step b&amp;y step</source>
        <extracomment>View menu: show the Back/Next/Play bar; the table waits after every event</extracomment>
        <translation>Schritt &amp;für Schritt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="98"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="101"/>
        <source>Back</source>
        <extracomment>toolbar button: show the table one event earlier</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="90"/>
        <source>B</source>
        <comment>shortcut: step back</comment>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="103"/>
        <source>Show the hand one event earlier (%1)</source>
        <translation>Die Hand ein Ereignis früher zeigen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="105"/>
        <source>Next</source>
        <extracomment>toolbar button: show the next event, then wait</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="92"/>
        <source>N</source>
        <comment>shortcut: next step</comment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="107"/>
        <source>Show the next event, then wait (%1)</source>
        <translation>Das nächste Ereignis zeigen, dann warten (%1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="109"/>
        <source>Play</source>
        <extracomment>toolbar button: go on without waiting, at the chosen speed</extracomment>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../gui/base/action_keys.py" line="94"/>
        <source>G</source>
        <comment>shortcut: play on</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/stepper.py" line="111"/>
        <source>Go on at the chosen speed (%1)</source>
        <translation>Im gewählten Tempo weiterspielen (%1)</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="64"/>
        <source>The file is not a Felt session Felt can use (%1).</source>
        <translation>Die Datei ist keine Felt-Sitzung, die Felt verwenden kann (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="65"/>
        <source>The saved games cannot be changed: they are read-only or open in another Felt (%1).</source>
        <translation>Die gespeicherten Spiele können nicht geändert werden: Sie sind schreibgeschützt oder in einem anderen Felt geöffnet (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="67"/>
        <source>Another Felt is using the saved games (%1).</source>
        <translation>Ein anderes Felt verwendet die gespeicherten Spiele (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="68"/>
        <source>The disk is full (%1).</source>
        <translation>Der Datenträger ist voll (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="69"/>
        <source>That session no longer exists (%1).</source>
        <translation>Diese Sitzung gibt es nicht mehr (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="71"/>
        <source>Felt could not do that (%1).</source>
        <translation>Felt konnte das nicht ausführen (%1).</translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <location filename="../gui/base/texts.py" line="196"/>
        <source>Pre-flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="196"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="197"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="197"/>
        <source>River</source>
        <translation>River</translation>
    </message>
</context>
<context>
    <name>TableChoices</name>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="70"/>
        <source>Sit &amp;out</source>
        <extracomment>Game menu: deal me out from the next hand (ticked again: deal me in at my big blind)</extracomment>
        <translation>&amp;Aussetzen</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="71"/>
        <source>Deal me out from the next hand; untick to be dealt in again at your big blind (in a tournament: blinds and antes are still posted and the hand folded; untick to play the next hand)</source>
        <translation>Ab der nächsten Hand aussetzen; Haken entfernen, um ab deinem Big Blind wieder mitzuspielen (im Turnier: Blinds und Antes werden weiter gebracht, und für dich wird gepasst; Haken entfernen, um die nächste Hand zu spielen)</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="76"/>
        <source>&amp;Last hand</source>
        <extracomment>Game menu: end the cash game after the hand being played</extracomment>
        <translation>Letzt&amp;e Hand</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="116"/>
        <source>You sit out from the next hand: you still post blinds and antes, and your hand is folded.</source>
        <extracomment>status bar, tournament: the person sits out (TDA: blinds and antes still posted)</extracomment>
        <translation>Du setzt ab der nächsten Hand aus: Blinds und Antes bringst du weiter, und für dich wird gepasst.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="118"/>
        <source>You play again from the next hand.</source>
        <translation>Ab der nächsten Hand spielst du wieder mit.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="120"/>
        <source>You sit out from the next hand.</source>
        <translation>Du setzt ab der nächsten Hand aus.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="121"/>
        <source>You are dealt in again at your big blind.</source>
        <translation>Du spielst ab deinem Big Blind wieder mit.</translation>
    </message>
    <message>
        <location filename="../gui/play_controls/table_choices.py" line="136"/>
        <source>The game ends after this hand.</source>
        <translation>Das Spiel endet nach dieser Hand.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../gui/table/stage.py" line="88"/>
        <source>Burn</source>
        <comment>label under the burned cards</comment>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="92"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="93"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="95"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="102"/>
        <source>Pot: %1</source>
        <extracomment>above the board: the pot with this round&apos;s bets, e.g. &quot;Pot: 1,230&quot;</extracomment>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="343"/>
        <source>Pot</source>
        <extracomment>the only pot (no side pots)</extracomment>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="345"/>
        <source>Main pot</source>
        <translation>Hauptpot</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="347"/>
        <source>Side pot %1</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...)</extracomment>
        <translation>Side-Pot %1</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="298"/>
        <source>Can be won by: %1</source>
        <extracomment>tooltip of a pot; %1 the names of the players who can win it</extracomment>
        <translation>Gewinnen können: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="141"/>
        <location filename="../gui/table/plans.py" line="402"/>
        <source>Busted</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="142"/>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="36"/>
        <source>%1 and you split the pot with %2</source>
        <extracomment>the banner when the person splits a pot with others; %1 the others (&quot;Ada, Bruno&quot;), %2 the hand&apos;s name</extracomment>
        <translation>%1 und du teilt euch den Pot: %2</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="451"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="308"/>
        <source>Mucked</source>
        <translation>Nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="28"/>
        <source>You win with %1</source>
        <extracomment>the banner when the person wins at showdown; %1 the hand&apos;s name</extracomment>
        <translation>Du gewinnst: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="43"/>
        <source>%1 wins with %2</source>
        <extracomment>the banner at showdown; %1 the winner&apos;s name, %2 the hand&apos;s name</extracomment>
        <translation>%1 gewinnt: %2</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="50"/>
        <source>Practice hand over</source>
        <extracomment>the banner when a practice hand from the replayer is over</extracomment>
        <translation>Übungshand vorbei</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="334"/>
        <source>Wins %1</source>
        <extracomment>status under a seat that won chips; %1 the amount</extracomment>
        <translation>Gewinnt %1</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="40"/>
        <source>%1 split the pot with %2</source>
        <extracomment>the banner when several players split a pot; %1 the players (&quot;Ada, Bruno and Chloé&quot;), %2 the hand&apos;s name</extracomment>
        <translation>%1 teilen sich den Pot: %2</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="390"/>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="411"/>
        <source>Rebought</source>
        <translation>Nachgekauft</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="57"/>
        <source>Game over: you win</source>
        <extracomment>the banner when the person wins a tournament</extracomment>
        <translation>Spielende: Du gewinnst</translation>
    </message>
    <message>
        <location filename="../gui/table/banner_words.py" line="60"/>
        <source>Game over: %1 wins</source>
        <extracomment>the banner when a tournament ends; %1 the winner&apos;s name</extracomment>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gui/base/amounts.py" line="61"/>
        <source>%1 BB</source>
        <extracomment>an amount in big blinds; %1 the number (&quot;12.5&quot;)</extracomment>
        <translation>%1 BB</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="91"/>
        <source>%1 and %2</source>
        <extracomment>the last two of a list; %1 everything before, %2 the last (&quot;Ada, Bruno and you&quot;)</extracomment>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>TournamentFields</name>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="92"/>
        <source>Tournament</source>
        <extracomment>New Game: the group of tournament settings</extracomment>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="95"/>
        <source>One table (as set up)</source>
        <extracomment>New Game format: the game set up on the left, at one table</extracomment>
        <translation>Ein Tisch (wie eingestellt)</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="95"/>
        <source>Sit &amp; go</source>
        <translation>Sit &amp; Go</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="96"/>
        <source>Multi-table tournament</source>
        <translation>Turnier an mehreren Tischen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="98"/>
        <source>Standard for the field</source>
        <extracomment>payouts: the usual table for the field&apos;s size</extracomment>
        <translation>Üblich für die Teilnehmerzahl</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="99"/>
        <source>Winner takes all</source>
        <translation>Der Sieger bekommt alles</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="99"/>
        <source>65/35</source>
        <translation>65/35</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="100"/>
        <source>50/30/20</source>
        <translation>50/30/20</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="100"/>
        <source>Top 10 % paid</source>
        <translation>Die besten 10 % bekommen Preise</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="101"/>
        <source>Top 15 % paid</source>
        <translation>Die besten 15 % bekommen Preise</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="102"/>
        <source>hands per level</source>
        <translation>Hände pro Stufe</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="102"/>
        <source>minutes per level</source>
        <translation>Minuten pro Stufe</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="103"/>
        <source>No antes</source>
        <translation>Keine Antes</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="103"/>
        <source>Antes from level 4</source>
        <translation>Antes ab Stufe 4</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="104"/>
        <source>Big blind ante from level 4</source>
        <translation>Big Blind Ante ab Stufe 4</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_fields.py" line="111"/>
        <source>%n-max</source>
        <extracomment>tables of %n seats</extracomment>
        <translation>
            <numerusform>%n-max</numerusform>
            <numerusform>%n-max</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="112"/>
        <source>A break every 4 levels (chips coloured up)</source>
        <translation>Alle 4 Stufen eine Pause (kleine Chips werden umgetauscht)</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="113"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="113"/>
        <source>Entrants:</source>
        <translation>Teilnehmer:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="113"/>
        <source>Tables:</source>
        <translation>Tische:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="114"/>
        <source>Payouts:</source>
        <translation>Auszahlung:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="114"/>
        <source>Prizes (%):</source>
        <translation>Preise (%):</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="114"/>
        <source>Levels:</source>
        <translation>Stufen:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="115"/>
        <source>Antes:</source>
        <translation>Antes:</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="122"/>
        <source>A sit &amp; go is one table of the players set up on the left, paid by places; a multi-table tournament seats up to 1,000 players at many tables, and you play at one of them while the others play in the background</source>
        <translation>Ein Sit &amp; Go ist ein Tisch mit den links eingestellten Spielern, mit Preisen nach Plätzen; ein Turnier an mehreren Tischen setzt bis zu 1.000 Spieler an viele Tische, und du spielst an einem davon, während die anderen im Hintergrund spielen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_fields.py" line="126"/>
        <source>Each paid place&apos;s share of the prize pool in percent, first place first, separated by slashes; edit them for a table of your own</source>
        <translation>Der Anteil jedes bezahlten Platzes am Preisgeld in Prozent, der erste Platz zuerst, getrennt durch Schrägstriche; ändere sie für eine eigene Tabelle</translation>
    </message>
</context>
<context>
    <name>TournamentPlay</name>
    <message>
        <location filename="../gui/tournament/tournament_play.py" line="151"/>
        <source>Contin&amp;ue tournament</source>
        <extracomment>The engine thread&apos;s pause after each background table&apos;s hand (see _let_the_window_run). Game menu: go on with the last tournament where it stopped</extracomment>
        <translation>Turnier &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_play.py" line="202"/>
        <source>Continue your last tournament? %1, last played %2.</source>
        <extracomment>at start-up; %1 the tournament (&quot;Sit &amp; go, 9 players&quot;), %2 when it was last played</extracomment>
        <translation>Letztes Turnier fortsetzen? %1, zuletzt am %2.</translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_play.py" line="205"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_play.py" line="257"/>
        <source>Sit &amp; go, %n player(s)</source>
        <extracomment>a sit &amp; go&apos;s session in the hand history; %n its players</extracomment>
        <translation>
            <numerusform>Sit &amp; Go, %n Spieler</numerusform>
            <numerusform>Sit &amp; Go, %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_play.py" line="259"/>
        <source>Tournament, %n player(s)</source>
        <extracomment>a multi-table tournament&apos;s session in the hand history; %n its entrants</extracomment>
        <translation>
            <numerusform>Turnier, %n Spieler</numerusform>
            <numerusform>Turnier, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/tournament/tournament_play.py" line="324"/>
        <source>You move to table %1.</source>
        <extracomment>%1 the table the person now plays at</extracomment>
        <translation>Du wechselst an Tisch %1.</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="158"/>
        <location filename="../gui/teaching/trainer/answer.py" line="201"/>
        <source>Answer (Enter)</source>
        <translation>Antworten (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="169"/>
        <source>Ranks (e.g. K 7):</source>
        <translation>Ränge (z. B. K 7):</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="171"/>
        <source>Combinations:</source>
        <translation>Kombinationen:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="182"/>
        <source>Outs:</source>
        <translation>Anzahl der Outs:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="183"/>
        <source>Equity in %:</source>
        <translation>Equity in Prozent:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="191"/>
        <source>All-in (A)</source>
        <translation>All-in (A)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="294"/>
        <source>A</source>
        <comment>key: all-in</comment>
        <extracomment>keyboard key that goes all-in in &quot;Push or fold?&quot; (one letter; A for All-in in both languages: P would read as &quot;Passen&quot; in German)</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="193"/>
        <source>Call (C)</source>
        <translation>Mitgehen (C)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="194"/>
        <source>Fold (F)</source>
        <translation>Passen (F)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="207"/>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="221"/>
        <source>Range %1</source>
        <translation>Range Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="266"/>
        <source>Answer first (see above).</source>
        <translation>Erst antworten (siehe oben).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="290"/>
        <source>C</source>
        <comment>key: call</comment>
        <extracomment>keyboard key that calls in &quot;Call or fold?&quot; (one letter)</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/answer.py" line="297"/>
        <source>F</source>
        <comment>key: fold</comment>
        <extracomment>keyboard key that folds in &quot;Call or fold?&quot; (one letter)</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="127"/>
        <source>Next (Enter)</source>
        <extracomment>Cell size of the opponent&apos;s range shown with an equity or call exercise. Cell size of the push/fold chart shown beside the hand (the spot&apos;s stacks take room). Explanation lines shown before &quot;step by step&quot; is asked for.</extracomment>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="128"/>
        <source>Try again (R)</source>
        <translation>Noch einmal (R)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="129"/>
        <source>Explain step by step (E)</source>
        <translation>Schritt für Schritt erklären (E)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="152"/>
        <source>Exercise %1 of %2 · %3 · %4</source>
        <extracomment>%1 exercise number, %2 exercises in the session, %3 drill name, %4 difficulty</extracomment>
        <translation>Aufgabe %1 von %2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="173"/>
        <source>Short deck (sixes to aces): a flush beats a full house, three of a kind beats a straight (in Felt; some rooms rank the straight higher).</source>
        <translation>Short Deck (Sechsen bis Asse): Ein Flush schlägt ein Full House, ein Drilling schlägt eine Straße (in Felt; manche Casinos werten die Straße höher).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="181"/>
        <source>Your equity against his range?</source>
        <translation>Deine Equity gegen seine Range?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="188"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="189"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="198"/>
        <source>His hand</source>
        <translation>Seine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="205"/>
        <source>His range (the reader&apos;s)</source>
        <translation>Seine Range (laut Range-Leser)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="214"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/exercise_view.py" line="263"/>
        <source>The equilibrium&apos;s chart</source>
        <translation>Die Tabelle des Gleichgewichts</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_chart.py" line="156"/>
        <source>No answers yet.</source>
        <extracomment>The widest a day&apos;s bar is drawn (pixels), whatever the number of days. A bar&apos;s width as a share of the room one day has. Room between two date labels (pixels). Round numbers the seconds axis may end at (each times a power of ten). The margins of the plotting area: left (accuracy axis), top (title), right (seconds axis), bottom (dates and the axis names).</extracomment>
        <translation>Noch keine Antworten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_chart.py" line="192"/>
        <source>Line: accuracy</source>
        <extracomment>the chart&apos;s left axis and its line</extracomment>
        <translation>Linie: Trefferquote</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_chart.py" line="196"/>
        <source>Bars: median seconds to answer</source>
        <extracomment>the chart&apos;s right axis and its bars</extracomment>
        <translation>Balken: Median der Sekunden bis zur Antwort</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_chart.py" line="200"/>
        <source>Days you practised</source>
        <extracomment>the chart&apos;s horizontal axis</extracomment>
        <translation>Tage, an denen du geübt hast</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="76"/>
        <source>Your progress</source>
        <translation>Dein Fortschritt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="78"/>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="78"/>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="79"/>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="79"/>
        <source>Last 20</source>
        <translation>Letzte 20</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="80"/>
        <source>Median time</source>
        <translation>Median der Zeit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="80"/>
        <source>Streak (best)</source>
        <translation>Serie (beste)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="81"/>
        <source>Practise the weak spot (Enter)</source>
        <translation>Schwachstelle üben (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="82"/>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="103"/>
        <source>Weak spot: %1 (recent accuracy %2). Practise it next.</source>
        <extracomment>%1 a drill&apos;s name, %2 its recent accuracy</extracomment>
        <translation>Schwachstelle: %1 (zuletzt %2 richtig). Übe sie als Nächstes.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="108"/>
        <source>Not tried yet: %1. Give it a go.</source>
        <translation>Noch nicht probiert: %1. Versuch es doch mal.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/progress_view.py" line="115"/>
        <source>Stored answers that could not be read: %1</source>
        <extracomment>answers in the database this Felt could not read (damaged or from a newer Felt)</extracomment>
        <translation>Gespeicherte Antworten, die nicht gelesen werden konnten: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="182"/>
        <source>Your own blunders, from grading your play (View &gt; Your play): each comes back until you answer it right twice.</source>
        <extracomment>The drills whose answers the progress view counts: the dealt ones and the solver&apos;s.</extracomment>
        <translation>Deine eigenen Patzer aus der Bewertung deines Spiels (Ansicht &gt; Dein Spiel): Jeder kommt wieder, bis du ihn zweimal richtig beantwortest.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="187"/>
        <source>River spots, from your own graded hands first: choose what the equilibrium plays; the grade is what your choice costs against it.</source>
        <translation>River-Situationen, zuerst aus deinen eigenen bewerteten Händen: Wähle, was das Gleichgewicht spielt. Bewertet wird, was deine Wahl gegenüber dem Gleichgewicht kostet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="193"/>
        <source>Learn it in the lesson: %1 (Help &gt; Lessons)</source>
        <extracomment>under the list of drills; %1 the title of the lesson that teaches the drill&apos;s rule</extracomment>
        <translation>Lerne es in der Lektion: %1 (Hilfe &gt; Lektionen)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="201"/>
        <source>Felt Trainer</source>
        <translation>Felt-Trainer</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="202"/>
        <source>Choose a drill</source>
        <translation>Wähle eine Übung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="209"/>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="210"/>
        <source>Start (Enter)</source>
        <translation>Los (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="211"/>
        <source>Progress (P)</source>
        <translation>Fortschritt (P)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="213"/>
        <source>A session has %1 exercises. Arrow keys or digits choose, Tab reaches the level, Enter starts, P shows your progress, Esc comes back here.</source>
        <extracomment>%1 the number of exercises in a session</extracomment>
        <translation>Eine Sitzung hat %1 Aufgaben. Pfeiltasten oder Ziffern wählen, Tab führt zur Stufe, Enter startet, P zeigt deinen Fortschritt, Esc kehrt hierher zurück.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_window.py" line="336"/>
        <source>Session done: %1 of %2 right, %3 s per answer (median).

Enter: a new session · P: progress · Esc: choose a drill</source>
        <extracomment>%1 right answers, %2 exercises, %3 median seconds per answer</extracomment>
        <translation>Sitzung beendet: %1 von %2 richtig, %3 s pro Antwort (Median).

Enter: neue Sitzung · P: Fortschritt · Esc: Übung wählen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="87"/>
        <source>Which hand wins?</source>
        <translation>Welche Hand gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="88"/>
        <source>Name your hand</source>
        <translation>Benenne deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="89"/>
        <source>Count the outs</source>
        <translation>Zähle die Outs</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="90"/>
        <source>Estimate your equity</source>
        <translation>Schätze deine Equity</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="91"/>
        <source>Call or fold?</source>
        <translation>Mitgehen oder passen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="92"/>
        <source>Put him on a range</source>
        <translation>Lies seine Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="93"/>
        <source>Read the board</source>
        <translation>Lies das Board</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/icm_view.py" line="82"/>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="95"/>
        <source>Push or fold?</source>
        <extracomment>the drill of short stacks in tournaments: move all-in, call an all-in or fold</extracomment>
        <translation>All-in oder passen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="97"/>
        <source>Mixed (weak spots first)</source>
        <extracomment>the picker&apos;s entry that mixes every drill, the weakest first</extracomment>
        <translation>Gemischt (Schwachstellen zuerst)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="99"/>
        <source>Your spots (your own blunders)</source>
        <extracomment>the drill of the person&apos;s own blunders, graded in &quot;Your play&quot;</extracomment>
        <translation>Deine Situationen (deine eigenen Patzer)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="101"/>
        <source>Play it like a solver</source>
        <extracomment>the drill of river decisions graded against the solver&apos;s equilibrium</extracomment>
        <translation>Spiel wie ein Solver</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="108"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="109"/>
        <source>Intermediate</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="110"/>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="117"/>
        <source>Player %1</source>
        <extracomment>a player in &quot;Which hand wins?&quot;, numbered from 1</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="125"/>
        <source>%1 raises first in to 3 big blinds.</source>
        <extracomment>%1 a seat such as CO; the computer player&apos;s action before the flop</extracomment>
        <translation>%1 erhöht als Erster auf 3 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="126"/>
        <source>%1 just calls the big blind (limps).</source>
        <translation>%1 geht nur mit, ohne zu erhöhen (Limp).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="127"/>
        <source>%1 calls a raise to 3 big blinds.</source>
        <translation>%1 geht bei einer Erhöhung auf 3 Big Blinds mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="128"/>
        <source>%1 re-raises to 9 big blinds (a 3-bet).</source>
        <translation>%1 erhöht erneut auf 9 Big Blinds (eine 3-Bet).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="134"/>
        <source>On the flop %1 he bets two thirds of the pot.</source>
        <extracomment>the computer player&apos;s action on the flop; %1 the flop&apos;s cards</extracomment>
        <translation>Am Flop %1 setzt er zwei Drittel des Pots.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="135"/>
        <source>On the flop %1 he checks.</source>
        <translation>Am Flop %1 checkt er.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="136"/>
        <source>On the flop %1 he calls a bet of two thirds of the pot.</source>
        <translation>Am Flop %1 geht er bei einem Einsatz von zwei Dritteln des Pots mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="137"/>
        <source>On the flop %1 he raises a bet.</source>
        <translation>Am Flop %1 erhöht er einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="155"/>
        <source>a quarter of the pot</source>
        <extracomment>Bet sizes named as players name them, by their fraction of the pot. A bet within this share of a named size is called by that name.</extracomment>
        <translation>ein Viertel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="156"/>
        <source>a third of the pot</source>
        <translation>ein Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="157"/>
        <source>half the pot</source>
        <translation>den halben Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="158"/>
        <source>two thirds of the pot</source>
        <translation>zwei Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="159"/>
        <source>three quarters of the pot</source>
        <translation>drei Viertel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="160"/>
        <source>the size of the pot</source>
        <translation>so viel wie der Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="161"/>
        <source>one and a half times the pot</source>
        <translation>das Anderthalbfache des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="162"/>
        <source>twice the pot</source>
        <translation>das Doppelte des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="166"/>
        <source>%1 of the pot</source>
        <extracomment>a bet size; %1 its share of the pot as a percentage</extracomment>
        <translation>%1 des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="173"/>
        <source>You call.</source>
        <extracomment>you call his raise before the flop</extracomment>
        <translation>Du gehst mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="176"/>
        <source>On the flop %1 he bets %2 into %3 (%4) and you call.</source>
        <extracomment>%1 the flop, %2 his bet, %3 the pot, %4 the bet&apos;s size (&quot;two thirds of the pot&quot;)</extracomment>
        <translation>Am Flop %1 setzt er %2 in einen Pot von %3 (%4), und du gehst mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="182"/>
        <source>On the turn %1 he checks and you check.</source>
        <extracomment>%1 the turn card</extracomment>
        <translation>Am Turn %1 checkt er, und du checkst auch.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="185"/>
        <source>On the river %1 the pot is %2 and he bets %3 (%4).</source>
        <extracomment>%1 the river card, %2 the pot, %3 his bet, %4 its size (&quot;a third of the pot&quot;)</extracomment>
        <translation>Am River %1 sind %2 im Pot, und er setzt %3 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="188"/>
        <source>On the turn %1 the pot is %2 and he bets %3 (%4).</source>
        <extracomment>%1 the turn card, %2 the pot, %3 his bet, %4 its size (&quot;a third of the pot&quot;)</extracomment>
        <translation>Am Turn %1 sind %2 im Pot, und er setzt %3 (%4).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="197"/>
        <source>Which hand wins? Press the number of each winner (several for a split pot), then Enter.</source>
        <translation>Welche Hand gewinnt? Drück die Nummer jedes Gewinners (mehrere bei geteiltem Pot), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="201"/>
        <source>Name your best hand: press the number of its category, then Enter.</source>
        <translation>Benenne deine beste Hand: Drück die Nummer ihrer Kategorie, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="203"/>
        <source>Name your best hand: press the number of its category, Tab, type its ranks (e.g. K 7 or A K Q J 9), then Enter.</source>
        <translation>Benenne deine beste Hand: Drück die Nummer ihrer Kategorie, Tab, tippe ihre Ränge (z. B. K 7 oder A K Q J 9), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="206"/>
        <source>You are behind. How many cards put you ahead on the next card? Type the number, then Enter.</source>
        <translation>Du liegst hinten. Wie viele Karten bringen dich mit der nächsten Karte nach vorn? Tippe die Zahl, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="209"/>
        <source>Estimate your equity in percent (0 to 100), then Enter.</source>
        <translation>Schätze deine Equity in Prozent (0 bis 100), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="211"/>
        <source>He bets. Call (C) or fold (F)?</source>
        <translation>Er setzt. Mitgehen (C) oder passen (F)?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="216"/>
        <source>Paint his range: arrow keys move, Space marks a hand (or drag with the mouse), then Enter.</source>
        <translation>Male seine Range: Pfeiltasten bewegen, die Leertaste markiert eine Hand (oder zieh mit der Maus), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="218"/>
        <source>Which range fits his line best? Press 1 to 4.</source>
        <translation>Welche Range passt am besten zu seinem Spiel? Drück 1 bis 4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="221"/>
        <source>What is the nuts on this board? Press the number of its category, then Enter.</source>
        <translation>Was sind die Nuts auf diesem Board? Drück die Nummer ihrer Kategorie, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="223"/>
        <source>What is the nuts? Press the number of its category, Tab, type how many two-card combinations make it, then Enter.</source>
        <translation>Was sind die Nuts? Drück die Nummer ihrer Kategorie, Tab, tippe, wie viele Kombinationen aus zwei Karten sie bilden, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="230"/>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="233"/>
        <source>Partly right (%1 of a point).</source>
        <extracomment>a partly right answer; %1 the points earned as a percentage</extracomment>
        <translation>Teilweise richtig (%1 eines Punkts).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="235"/>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="265"/>
        <source>%1 wins with %2.</source>
        <extracomment>%1 &quot;Player 2&quot;, %2 a hand name</extracomment>
        <translation>%1 gewinnt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="269"/>
        <source>Split pot: %1 share it with %2.</source>
        <extracomment>%1 &quot;Player 1 and Player 3&quot;, %2 a hand name</extracomment>
        <translation>Geteilter Pot: %1 teilen ihn sich – %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="274"/>
        <source>%1 has %2: %3</source>
        <extracomment>%1 &quot;Player 1&quot;, %2 the hand&apos;s name, %3 its best five cards</extracomment>
        <translation>%1: %2 – %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="278"/>
        <source>Short deck: a flush beats a full house, and three of a kind beats a straight.</source>
        <translation>Short Deck: Ein Flush schlägt ein Full House, und ein Drilling schlägt eine Straße.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="295"/>
        <source>Nothing decided it: every best five is as strong (%1).</source>
        <extracomment>How many of a hand&apos;s deciding ranks make the hand itself (the rest are kickers), by category: a pair&apos;s rank, two pair&apos;s two ranks, all five of a flush or high card&apos;s top. every hand ties; %1 the hand they all make</extracomment>
        <translation>Nichts hat entschieden: Alle besten fünf Karten sind gleich stark (%1).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="300"/>
        <source>The category decided: %1 beats %2.</source>
        <extracomment>the category decided; %1 the winning category, %2 the best losing one</extracomment>
        <translation>Die Kategorie hat entschieden: %1 schlägt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="308"/>
        <source>Same category (%1); the kicker decided: %2 against %3.</source>
        <extracomment>same category and made ranks, a kicker decided; %1 the category, %2 the winner&apos;s kicker, %3 the other&apos;s</extracomment>
        <translation>Gleiche Kategorie (%1); der Kicker hat entschieden: %2 gegen %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="312"/>
        <source>Same category (%1); %2 against %3 decided it.</source>
        <extracomment>same category, a rank of the hand decided; %1 the category, %2 the winner&apos;s rank, %3 the other&apos;s</extracomment>
        <translation>Gleiche Kategorie (%1); %2 gegen %3 hat entschieden.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="319"/>
        <source>Your hand: %1.</source>
        <translation>Deine Hand: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="321"/>
        <source>Your best five cards: %1.</source>
        <translation>Deine besten fünf Karten: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="323"/>
        <source>Category: %1.</source>
        <translation>Kategorie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="327"/>
        <source>The ranks that decide it: %1.</source>
        <extracomment>%1 ranks such as &quot;King, Seven&quot;</extracomment>
        <translation>Die entscheidenden Ränge: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="337"/>
        <source>%1: %2</source>
        <extracomment>outs grouped by what they make; %1 a hand category, %2 the cards that make it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="340"/>
        <source>Split pot (no out): %1</source>
        <translation>Geteilter Pot (kein Out): %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="343"/>
        <source>Counts within %1 of the exact number are right at this level.</source>
        <translation>Auf dieser Stufe zählt als richtig, was höchstens %1 von der genauen Zahl abweicht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="345"/>
        <source>Rule of thumb: outs times 2 is about the percent for one card, outs times 4 for two cards.</source>
        <translation>Faustregel: Outs × 2 ergibt ungefähr die Chance in Prozent für eine Karte, Outs × 4 für zwei Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="351"/>
        <source>Your equity: %1.</source>
        <translation>Deine Equity: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="355"/>
        <source>His range after that: about %1 combinations.</source>
        <extracomment>%1 the number of two-card combinations (may be fractional)</extracomment>
        <translation>Seine Range danach: etwa %1 Kombinationen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="357"/>
        <source>Estimates within %1 points are right at this level.</source>
        <translation>Auf dieser Stufe zählen Schätzungen auf %1 Prozentpunkte genau als richtig.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="359"/>
        <source>Equity is your average share of the pot over every way the board can still come.</source>
        <translation>Equity ist dein durchschnittlicher Anteil am Pot über alle Boards, die noch kommen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="366"/>
        <source>Calling is right: your equity beats the pot odds.</source>
        <translation>Mitgehen ist richtig: Deine Equity übertrifft die Pot Odds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="368"/>
        <source>Folding is right: your equity is below the pot odds.</source>
        <translation>Passen ist richtig: Deine Equity liegt unter den Pot Odds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="370"/>
        <source>You need %1 equity and have %2.</source>
        <extracomment>%1 equity needed, %2 equity held</extracomment>
        <translation>Du brauchst %1 Equity und hast %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="373"/>
        <source>Pot odds: %1 to call for a final pot of %2 = %3.</source>
        <extracomment>%1 to call, %2 the final pot, %3 the needed equity</extracomment>
        <translation>Pot Odds: %1 zum Mitgehen, Pot danach %2 = %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="378"/>
        <source>Value of calling: %1 of %2, less %3 = %4 chips; folding: 0 chips.</source>
        <extracomment>%1 equity, %2 final pot, %3 the call, %4 the result in chips</extracomment>
        <translation>Wert des Mitgehens: %1 von %2, minus %3 = %4 Chips; Passen: 0 Chips.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="384"/>
        <source>His range (the reader&apos;s): about %1 combinations.</source>
        <translation>Seine Range (laut Range-Leser): etwa %1 Kombinationen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="392"/>
        <source>The best painting overlaps the reader&apos;s range by %1.</source>
        <translation>Die beste Markierung deckt sich zu %1 mit der Range des Range-Lesers.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="395"/>
        <source>Your painting overlaps the reader&apos;s range by %1.</source>
        <translation>Deine Markierung deckt sich zu %1 mit der Range des Range-Lesers.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="398"/>
        <source>The shaded squares are the reader&apos;s range; darker is more likely.</source>
        <translation>Die schattierten Felder sind die Range des Range-Lesers; je dunkler, desto wahrscheinlicher.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="402"/>
        <source>Range %1 is the one the reader gives this line.</source>
        <translation>Range Nr. %1 ist die, die der Range-Leser diesem Spiel zuordnet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="406"/>
        <source>Range %1 (overlap %2) belongs to: %3</source>
        <extracomment>%1 a choice&apos;s number, %2 its overlap with the right range, %3 the line it belongs to</extracomment>
        <translation>Range Nr. %1 (Deckung %2) gehört zu: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/trainer_words.py" line="416"/>
        <source>Holdings: %1</source>
        <translation>Startkarten: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="39"/>
        <source>Blinds %1/%2, ante %3.</source>
        <extracomment>the push/fold drill&apos;s blinds; %1 small blind, %2 big blind, %3 the ante</extracomment>
        <translation>Blinds %1/%2, Ante %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="40"/>
        <source>Blinds %1/%2, no ante.</source>
        <translation>Blinds %1/%2, keine Ante.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="45"/>
        <source>Final table, prizes %1: value your chips by ICM.</source>
        <extracomment>%1 the prizes of a final table, first place first (e.g. 50 / 30 / 20)</extracomment>
        <translation>Finaltisch, Preise %1: Bewerte deine Chips nach ICM.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="48"/>
        <source>Chips are money here (no prizes yet).</source>
        <translation>Hier sind Chips Geld (noch keine Preise).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="52"/>
        <source>%1: %2 (%3 BB)</source>
        <extracomment>one seat of the spot; %1 position, %2 chips, %3 the same in big blinds</extracomment>
        <translation>%1: %2 (%3 BB)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="56"/>
        <source>- you</source>
        <translation>– du</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="58"/>
        <source>- moves all-in</source>
        <translation>– geht All-in</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="60"/>
        <source>- folds</source>
        <translation>– passt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="65"/>
        <source>To call: %1 into a pot of %2.</source>
        <extracomment>%1 the chips the person must add to call the all-in, %2 the pot before the call</extracomment>
        <translation>Zum Mitgehen: %1 in einen Pot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="73"/>
        <source>Everyone before you folded. All-in (A) or fold (F)?</source>
        <extracomment>the push/fold drill&apos;s question when everyone before you folded</extracomment>
        <translation>Alle vor dir haben gepasst. All-in (A) oder passen (F)?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="75"/>
        <source>A player moved all-in. Call (C) or fold (F)?</source>
        <extracomment>the push/fold drill&apos;s question against a shove</extracomment>
        <translation>Ein Spieler ist All-in gegangen. Mitgehen (C) oder passen (F)?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="82"/>
        <source>The equilibrium folds this hand.</source>
        <translation>Im Gleichgewicht wird diese Hand gepasst (Fold).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="84"/>
        <source>The equilibrium moves all-in with this hand.</source>
        <translation>Das Gleichgewicht geht mit dieser Hand All-in.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="86"/>
        <source>The equilibrium calls with this hand.</source>
        <translation>Das Gleichgewicht geht mit dieser Hand mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="88"/>
        <source>All-in instead of folding: %1 BB in chips.</source>
        <extracomment>%1 the gain in big blinds of going all-in (or calling) over folding</extracomment>
        <translation>All-in statt passen: %1 BB in Chips.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="89"/>
        <source>Calling instead of folding: %1 BB in chips.</source>
        <translation>Mitgehen statt passen: %1 BB in Chips.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="93"/>
        <source>By ICM: %1 in prize money (%2 of the pool); prize money decides.</source>
        <extracomment>%1 the same gain in prize money, %2 as a share of the prize pool</extracomment>
        <translation>Nach ICM: %1 an Preisgeld (%2 des Preispools); das Preisgeld entscheidet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="98"/>
        <source>Push: %1</source>
        <extracomment>%1 the hands the equilibrium goes all-in with (range notation)</extracomment>
        <translation>All-in gehen mit: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="98"/>
        <source>Call: %1</source>
        <translation>Mitgehen mit: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/pushfold_words.py" line="100"/>
        <source>The equilibrium: no player gains by playing other hands while the others keep to these ranges.</source>
        <translation>Das Gleichgewicht: Kein Spieler gewinnt, wenn er andere Hände spielt, solange die anderen bei diesen Ranges bleiben.</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="52"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="53"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="54"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="55"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="86"/>
        <location filename="../gui/teaching/beginners/welcome.py" line="87"/>
        <source>Welcome to Felt</source>
        <translation>Willkommen bei Felt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="88"/>
        <source>Texas Hold&apos;em at your own table. What would you like to do?</source>
        <translation>Texas Hold&apos;em an deinem eigenen Tisch. Was möchtest du tun?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="91"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="92"/>
        <source>Lessons on the real table, every step explained</source>
        <translation>Lektionen am echten Tisch, jeder Schritt erklärt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="93"/>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="94"/>
        <source>A game against computer players of your choice</source>
        <translation>Ein Spiel gegen Computerspieler deiner Wahl</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="95"/>
        <source>Practise hand reading</source>
        <translation>Hände lesen üben</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="96"/>
        <source>Drills with instant feedback, and a coach at the table</source>
        <translation>Übungen mit sofortiger Rückmeldung und ein Coach am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/teaching/beginners/welcome.py" line="100"/>
        <source>Start like this next time (Help &gt; Welcome… asks again)</source>
        <translation>Nächstes Mal so starten (Hilfe &gt; Willkommen… fragt wieder)</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="38"/>
        <source>pot</source>
        <extracomment>Bet sizes named as fractions of the pot, nearest first. a bet the size of the pot</extracomment>
        <translation>den Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="40"/>
        <source>%1x pot</source>
        <extracomment>a bet larger than the pot; %1 how many times the pot, e.g. &quot;1.5x pot&quot;</extracomment>
        <translation>das %1-Fache des Pots</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="44"/>
        <source>%1 pot</source>
        <extracomment>a bet as a fraction of the pot; %1 e.g. &quot;2/3&quot;</extracomment>
        <translation>%1 Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="52"/>
        <source>%1 folds</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="54"/>
        <source>%1 checks</source>
        <translation>%1 checkt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="56"/>
        <source>%1 calls %2</source>
        <translation>%1 geht mit (%2)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="63"/>
        <source>%1 raises %2</source>
        <extracomment>%1 a name, %2 a size such as &quot;2/3 pot&quot;</extracomment>
        <translation>%1 erhöht um %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="64"/>
        <location filename="../gui/teaching/coach/why_words.py" line="67"/>
        <source>%1 bets %2</source>
        <translation>%1 setzt %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="66"/>
        <source>%1 raises to %2</source>
        <translation>%1 erhöht auf %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="72"/>
        <source>a wide range</source>
        <translation>eine breite Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="74"/>
        <source>a medium range</source>
        <translation>eine mittlere Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="75"/>
        <source>a narrow range</source>
        <translation>eine enge Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="80"/>
        <source>does not have the equity for the price</source>
        <translation>hat nicht genug Equity für den Preis</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="81"/>
        <source>sees nothing to gain by betting</source>
        <translation>sieht im Setzen keinen Vorteil</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="82"/>
        <source>checks a strong hand to let others bet</source>
        <translation>checkt eine starke Hand, damit andere setzen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="83"/>
        <source>keeps the pot small with a medium hand</source>
        <translation>hält den Pot mit einer mittleren Hand klein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="84"/>
        <source>gets the right price to call</source>
        <translation>bekommt den richtigen Preis zum Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="85"/>
        <source>calls for what the draw wins later</source>
        <translation>geht mit, weil der Draw später mehr gewinnt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="86"/>
        <source>enters the pot cheaply</source>
        <translation>steigt billig in den Pot ein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="87"/>
        <source>opens with a hand good enough for the position</source>
        <translation>eröffnet mit einer Hand, die für die Position reicht</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="88"/>
        <source>raises to play against one limper</source>
        <translation>erhöht, um gegen einen Limper zu spielen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="89"/>
        <source>re-raises for value or as a bluff</source>
        <translation>erhöht erneut, auf Value oder als Bluff</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="90"/>
        <source>raises again with a very strong range</source>
        <translation>erhöht noch einmal mit einer sehr starken Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="91"/>
        <source>moves all-in with a short stack</source>
        <translation>geht mit kurzem Stack All-in</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="92"/>
        <source>wants calls from worse hands</source>
        <translation>will von schlechteren Händen bezahlt werden</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="93"/>
        <source>raises for value: worse hands still call</source>
        <translation>erhöht auf Value: Schlechtere Hände gehen noch mit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="94"/>
        <source>bets a draw: wins now or may improve</source>
        <translation>setzt mit einem Draw: gewinnt sofort oder kann sich verbessern</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="95"/>
        <source>expects folds often enough</source>
        <translation>erwartet oft genug, dass gepasst wird</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="96"/>
        <source>took the safest action</source>
        <translation>wählte die sicherste Aktion</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="111"/>
        <source>puts you on %1</source>
        <extracomment>%1 &quot;a wide range&quot; (or medium, narrow)</extracomment>
        <translation>gibt dir %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="114"/>
        <source>puts %1 on %2</source>
        <extracomment>%1 a player&apos;s name, %2 &quot;a wide range&quot; (or medium, narrow)</extracomment>
        <translation>schätzt %1 auf %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="119"/>
        <source>has %1 against the field</source>
        <extracomment>%1 an equity against every opponent together</extracomment>
        <translation>hat %1 gegen das Feld</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="122"/>
        <source>has %1 against it</source>
        <translation>hat %1 dagegen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="125"/>
        <source>needs %1</source>
        <translation>braucht %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="129"/>
        <source>%1 and %2</source>
        <extracomment>joins the last reason to the others: &quot;..., has 64 % against it and wants calls&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="134"/>
        <source>%1: %2</source>
        <extracomment>the decision, then its reasons: &quot;Chloé bets 2/3 pot: puts you on a wide range, ...&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="142"/>
        <source>Hand class %1 (top %2 of starting hands)</source>
        <extracomment>%1 a starting-hand class such as AKs, %2 its place in the order of all hands</extracomment>
        <translation>Handklasse %1 (beste %2 der Starthände)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="144"/>
        <source>Pot %1, to call %2, pot odds %3</source>
        <translation>Pot %1, mitzugehen %2, Pot Odds %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="149"/>
        <source>Equity %1</source>
        <translation>Equity %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach/why_words.py" line="155"/>
        <source>%1: %2 BB</source>
        <extracomment>an option the computer player weighed; %1 the action, %2 its value in big blinds</extracomment>
        <translation>%1: %2 BB</translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <location filename="../gui/history/why_dialog.py" line="42"/>
        <source>Why? Hand #%1</source>
        <translation>Warum? Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/history/why_dialog.py" line="80"/>
        <source>Select a decision to see the numbers behind it.</source>
        <extracomment>above the list of reasons in the history&apos;s Why? window</extracomment>
        <translation>Wähle eine Entscheidung, um die Zahlen dahinter zu sehen.</translation>
    </message>
</context>
<context>
    <name>YourPlay</name>
    <message>
        <location filename="../gui/yourplay/blunder_replay.py" line="45"/>
        <source>Your decision here: %1. Best: %2. Given up: %3 (%4).
%5</source>
        <extracomment>the note at a blunder in the replayer; %1 your action, %2 the best, %3 the cost, %4 the coach&apos;s reason, %5 every option&apos;s value</extracomment>
        <translation>Deine Entscheidung hier: %1. Am besten: %2. Verschenkt: %3 (%4).
%5</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_setting.py" line="40"/>
        <source>BB</source>
        <extracomment>The smallest and largest threshold the setting takes, in big blinds. unit after the blunder threshold (big blinds)</extracomment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/blunder_setting.py" line="41"/>
        <source>Decisions that give up this many big blinds or more against the expert&apos;s best option are listed under Your play &gt; Blunders and become spots to drill</source>
        <translation>Entscheidungen, die gegenüber der besten Option des Experten so viele Big Blinds oder mehr verschenken, stehen unter Dein Spiel &gt; Patzer und werden zu Situationen zum Üben</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="36"/>
        <source>Extra-terrestrial</source>
        <extracomment>A colour per band, best first (green to red), for the band cells and the headline. error-rate band (PokerSnowie&apos;s names): under 4 mbb per decision</extracomment>
        <translation>Außerirdisch</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="37"/>
        <source>World class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="38"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="39"/>
        <source>Advanced</source>
        <translation>Fortgeschrittener</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="40"/>
        <source>Intermediate</source>
        <translation>Mittelfeld</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="41"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="59"/>
        <source>No graded decisions yet.</source>
        <translation>Noch keine bewerteten Entscheidungen.</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="61"/>
        <source>Error rate %1 mbb per decision (95 % interval %2) over %3 decisions: %4</source>
        <extracomment>%1 the error rate (mbb per decision), %2 its 95 % interval, %3 decisions, %4 the band</extracomment>
        <translation>Fehlerquote %1 mbb pro Entscheidung (95-%-Intervall %2) über %3 Entscheidungen: %4</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="71"/>
        <source>%1 under %2</source>
        <translation>%1 unter %2</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="75"/>
        <source>%1 %2 and over</source>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="83"/>
        <source>Week of %1</source>
        <extracomment>a week in &quot;Your play&quot;; %1 the date of its Monday</extracomment>
        <translation>Woche vom %1</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="95"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="96"/>
        <source>Week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="97"/>
        <source>Street</source>
        <translation>Setzrunde</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="98"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../gui/base/play_words.py" line="99"/>
        <source>Kind of decision</source>
        <translation>Art der Entscheidung</translation>
    </message>
</context>
<context>
    <name>YourPlayMenus</name>
    <message>
        <location filename="../gui/window/your_play_menus.py" line="53"/>
        <source>&amp;Grade my play…</source>
        <extracomment>Game menu: grade the person&apos;s decisions against the expert (opens &quot;Your play&quot;)</extracomment>
        <translation>Mein Spiel be&amp;werten…</translation>
    </message>
    <message>
        <location filename="../gui/window/your_play_menus.py" line="55"/>
        <source>Yo&amp;ur play…</source>
        <extracomment>View menu: the error rate, blunders and &quot;your spots&quot; drill</extracomment>
        <translation>&amp;Dein Spiel…</translation>
    </message>
</context>
<context>
    <name>YourPlayWindow</name>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="187"/>
        <source>Your hands could not be read: %1</source>
        <extracomment>Board cards on the table when each street&apos;s decisions are made.</extracomment>
        <translation>Deine Hände konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="197"/>
        <source>No hands of yours yet. Play, practise or import hands (and mark your name with &quot;This is me&quot;).</source>
        <translation>Noch keine Hände von dir. Spiele, übe oder importiere Hände (und markiere deinen Namen mit „Das bin ich“).</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="201"/>
        <source>%1 of your hands are not graded yet.</source>
        <extracomment>%1 hands of the person&apos;s not graded yet</extracomment>
        <translation>%1 deiner Hände sind noch nicht bewertet.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="204"/>
        <source>All %1 of your hands are graded.</source>
        <translation>Alle %1 deiner Hände sind bewertet.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="229"/>
        <source>Grading your hands…</source>
        <translation>Deine Hände werden bewertet…</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="234"/>
        <source>Stopping after the hand being graded…</source>
        <translation>Halte nach der Hand an, die gerade bewertet wird…</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="240"/>
        <source>Grading your hands: %1 of %2</source>
        <extracomment>grading progress; %1 hands graded, %2 hands to grade</extracomment>
        <translation>Deine Hände werden bewertet: %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="247"/>
        <source>Stopped: %1 hands graded; grade again to go on where it stopped.</source>
        <extracomment>%1 hands graded before Cancel</extracomment>
        <translation>Angehalten: %1 Hände bewertet; bewerte erneut, um dort weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="249"/>
        <source>Done: %1 hands graded.</source>
        <translation>Fertig: %1 Hände bewertet.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="256"/>
        <source>Grading failed: %1</source>
        <translation>Das Bewerten ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="282"/>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="283"/>
        <source>This hand cannot be replayed: %1</source>
        <translation>Diese Hand kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="306"/>
        <source>Play on from here</source>
        <translation>Ab hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="307"/>
        <source>This hand cannot be played on from this decision.</source>
        <translation>Diese Hand kann ab dieser Entscheidung nicht weitergespielt werden.</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="325"/>
        <source>Your play</source>
        <translation>Dein Spiel</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="327"/>
        <source>&amp;Grade my play</source>
        <extracomment>grade every decision of the person&apos;s hands not graded yet</extracomment>
        <translation>Mein Spiel &amp;bewerten</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="328"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="329"/>
        <source>Error rate</source>
        <translation>Fehlerquote</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="330"/>
        <source>Blunders</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="331"/>
        <source>Your spots</source>
        <translation>Deine Situationen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="332"/>
        <source>Leaks</source>
        <translation>Schwachstellen</translation>
    </message>
    <message>
        <location filename="../gui/yourplay/your_play.py" line="333"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
</context>
<context>
    <name>YourSpots</name>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="37"/>
        <source>%1 BB</source>
        <extracomment>an amount in big blinds; %1 the number</extracomment>
        <translation>%1 BB</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="43"/>
        <source>Pre-flop, unopened</source>
        <translation>Vor dem Flop, noch ohne Erhöhung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="44"/>
        <source>Facing a raise</source>
        <translation>Gegen eine Erhöhung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="45"/>
        <source>Facing a 3-bet or more</source>
        <translation>Gegen eine 3-Bet oder mehr</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="46"/>
        <source>Continuation bet</source>
        <translation>Continuation Bet</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="47"/>
        <source>Checked to you</source>
        <translation>Zu dir gecheckt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="48"/>
        <source>Facing a bet</source>
        <translation>Gegen einen Einsatz</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="49"/>
        <source>River: facing a bet</source>
        <translation>River: gegen einen Einsatz</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="57"/>
        <source>your cards unknown</source>
        <translation>deine Karten unbekannt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="58"/>
        <source>unusual blinds</source>
        <translation>ungewöhnliche Blinds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="59"/>
        <source>the expert could not judge it</source>
        <translation>der Experte konnte sie nicht beurteilen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="60"/>
        <source>no value for the action taken</source>
        <translation>kein Wert für die gewählte Aktion</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="73"/>
        <source>%3, %1: you hold %2. The pot is %4.</source>
        <extracomment>the &quot;your spots&quot; question; %1 the position, %2 the cards, %3 the street, %4 the pot</extracomment>
        <translation>%3, %1: Du hältst %2. Im Pot sind %4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="80"/>
        <source>%1 to call.</source>
        <extracomment>%1 the amount to call in big blinds</extracomment>
        <translation>%1 zum Mitgehen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="82"/>
        <source>What do you do?</source>
        <translation>Was tust du?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="89"/>
        <source>Right: %1 is the expert&apos;s choice here.</source>
        <extracomment>%1 the option chosen (Fold, Call...)</extracomment>
        <translation>Richtig: %1 ist hier die Wahl des Experten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="93"/>
        <source>Right: %1 is close to the best, %2 (%3 less).</source>
        <extracomment>%1 the option chosen, %2 the best option, %3 the difference in big blinds</extracomment>
        <translation>Richtig: %1 liegt nah an der besten Option, %2 (%3 weniger).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="98"/>
        <source>Not quite: %1 gives up %3 against %2.</source>
        <extracomment>%1 the option chosen, %2 the best option, %3 the big blinds given up</extracomment>
        <translation>Nicht ganz: %1 verschenkt %3 gegenüber %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="113"/>
        <source>Learned: answered right twice in a row. It will not be asked again.</source>
        <translation>Gelernt: zweimal hintereinander richtig beantwortet. Sie wird nicht mehr abgefragt.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="117"/>
        <source>It comes back later in this sitting.</source>
        <translation>Sie kommt nachher noch einmal dran.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer/spot_words.py" line="118"/>
        <source>It comes back tomorrow; answer it right once more to learn it.</source>
        <translation>Sie kommt morgen wieder dran; beantworte sie noch einmal richtig, um sie zu lernen.</translation>
    </message>
</context>
</TS>
