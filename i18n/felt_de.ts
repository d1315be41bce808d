<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <location filename="../gui/base/texts.py" line="214"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="216"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="218"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="220"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="222"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="223"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../gui/window/controls.py" line="185"/>
        <location filename="../gui/window/panel_style.py" line="58"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="188"/>
        <source>F</source>
        <comment>shortcut: fold</comment>
        <extracomment>keyboard shortcut of the Fold button (a single letter)</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="228"/>
        <location filename="../gui/window/controls.py" line="245"/>
        <location filename="../gui/window/controls.py" line="273"/>
        <location filename="../gui/window/controls.py" line="315"/>
        <location filename="../gui/window/panel_style.py" line="59"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="190"/>
        <source>C</source>
        <comment>shortcut: check or call</comment>
        <extracomment>keyboard shortcut of the Check/Call button (a single letter)</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="430"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="192"/>
        <source>R</source>
        <comment>shortcut: bet or raise</comment>
        <extracomment>keyboard shortcut of the Bet/Raise button (a single letter)</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="202"/>
        <source>Amount to bet or raise to (Up/Down keys in the box)</source>
        <translation>Betrag zum Setzen oder Erhöhen (Pfeiltasten im Feld)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="203"/>
        <source>Type an amount to bet or raise to; Enter bets it</source>
        <translation>Betrag zum Setzen oder Erhöhen eingeben; Enter setzt ihn</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="92"/>
        <source>Min</source>
        <extracomment>quick bet size: the smallest legal bet or raise</extracomment>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="93"/>
        <source>The smallest bet or raise (1)</source>
        <translation>Der kleinste Einsatz oder die kleinste Erhöhung (1)</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="72"/>
        <source>½ Pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="75"/>
        <source>¾ Pot</source>
        <translation>¾ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="77"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="94"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="95"/>
        <source>Every chip you have (5)</source>
        <translation>Alle deine Chips (5)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="210"/>
        <source>Check/Fold</source>
        <extracomment>pre-action: check if possible, otherwise fold, when the turn comes</extracomment>
        <translation>Checken/Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="211"/>
        <source>When your turn comes: check if you can, otherwise fold</source>
        <translation>Wenn du dran bist: checken, wenn es geht, sonst passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="243"/>
        <location filename="../gui/window/controls.py" line="269"/>
        <location filename="../gui/window/controls.py" line="307"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="213"/>
        <source>Call this amount when your turn comes; cancelled if the bet changes</source>
        <translation>Mit diesem Betrag mitgehen, wenn du dran bist; entfällt, wenn sich der Einsatz ändert</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="194"/>
        <source>Give up the hand (%1)</source>
        <extracomment>%1 the keyboard shortcut</extracomment>
        <translation>Die Hand aufgeben (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="196"/>
        <source>Check, or call the bet (%1)</source>
        <translation>Checken oder beim Einsatz mitgehen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="199"/>
        <source>Bet or raise to the amount in the box (%1); all-in asks you to press again</source>
        <translation>Den Betrag im Feld setzen oder darauf erhöhen (%1); bei All-in nochmals drücken</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="70"/>
        <source>⅓ Pot</source>
        <translation>⅓ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="71"/>
        <source>A third of the pot</source>
        <translation>Ein Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="72"/>
        <source>Half the pot</source>
        <translation>Der halbe Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="73"/>
        <source>⅔ Pot</source>
        <translation>⅔ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="74"/>
        <source>Two thirds of the pot</source>
        <translation>Zwei Drittel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="76"/>
        <source>Three quarters of the pot</source>
        <translation>Drei Viertel des Pots</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="77"/>
        <source>The size of the pot</source>
        <translation>So viel wie der Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="79"/>
        <source>2.5x</source>
        <extracomment>quick bet size: 2.5 times the bet to call (or the big blind)</extracomment>
        <translation>2,5x</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="80"/>
        <source>2.5 times the bet (or the big blind)</source>
        <translation>2,5-mal der Einsatz (oder der Big Blind)</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="81"/>
        <source>3x</source>
        <translation>3x</translation>
    </message>
    <message>
        <location filename="../gui/window/bet_sizing.py" line="82"/>
        <source>3 times the bet (or the big blind)</source>
        <translation>3-mal der Einsatz (oder der Big Blind)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="215"/>
        <source>Call any</source>
        <translation>Jeden Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="216"/>
        <source>Call whatever is bet in this round</source>
        <translation>In dieser Setzrunde bei jedem Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="217"/>
        <source>Fold to any bet</source>
        <translation>Bei jedem Einsatz passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="218"/>
        <source>Check while you can; fold as soon as anybody bets</source>
        <translation>Checken, solange es geht; passen, sobald jemand setzt</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="230"/>
        <location filename="../gui/window/controls.py" line="246"/>
        <location filename="../gui/window/controls.py" line="275"/>
        <location filename="../gui/window/controls.py" line="316"/>
        <location filename="../gui/window/panel_style.py" line="60"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="239"/>
        <location filename="../gui/window/controls.py" line="300"/>
        <location filename="../gui/window/panel_style.py" line="59"/>
        <source>Check/Call</source>
        <extracomment>the check/call button while it is not the person&apos;s turn</extracomment>
        <translation>Checken/Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="240"/>
        <location filename="../gui/window/controls.py" line="301"/>
        <location filename="../gui/window/panel_style.py" line="61"/>
        <source>Bet/Raise</source>
        <translation>Setzen/Erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="233"/>
        <location filename="../gui/window/controls.py" line="375"/>
        <location filename="../gui/window/panel_style.py" line="62"/>
        <source>Confirm all-in %1</source>
        <translation>All-in %1 bestätigen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="376"/>
        <location filename="../gui/window/controls.py" line="392"/>
        <source>Press again to go all-in.</source>
        <translation>Zum All-in nochmals drücken.</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="434"/>
        <location filename="../gui/window/panel_style.py" line="64"/>
        <source>All-in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="436"/>
        <location filename="../gui/window/panel_style.py" line="65"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="438"/>
        <location filename="../gui/window/panel_style.py" line="63"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../gui/base/texts.py" line="233"/>
        <source>The only allowed amount is %1.</source>
        <translation>Erlaubt ist nur der Betrag %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="234"/>
        <source>Bet or raise to an amount between %1 and %2.</source>
        <translation>Setze oder erhöhe auf einen Betrag zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="237"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="238"/>
        <source>Nobody is to act.</source>
        <translation>Niemand ist an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="239"/>
        <source>There is no bet to fold to: check instead.</source>
        <translation>Es gibt keinen Einsatz, vor dem du passen müsstest: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="240"/>
        <source>There is a bet to call: you cannot check.</source>
        <translation>Es liegt ein Einsatz: Du kannst nicht checken.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="241"/>
        <source>There is nothing to call: check instead.</source>
        <translation>Es gibt nichts zum Mitgehen: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="242"/>
        <source>A short all-in did not reopen the betting: you may only call or fold.</source>
        <translation>Ein zu kleines All-in hat die Setzrunde nicht wieder eröffnet: Du kannst nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="245"/>
        <source>The betting is capped in this round.</source>
        <translation>In dieser Setzrunde sind keine Erhöhungen mehr erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="246"/>
        <source>All your chips are needed to call.</source>
        <translation>Zum Mitgehen brauchst du alle deine Chips.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="247"/>
        <source>Every other player is all-in.</source>
        <translation>Alle anderen Spieler sind All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="248"/>
        <source>Enter an amount to bet or raise.</source>
        <translation>Gib einen Betrag zum Setzen oder Erhöhen ein.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="253"/>
        <source>That is not allowed now (%1).</source>
        <translation>Das ist jetzt nicht erlaubt (%1).</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../gui/base/texts.py" line="144"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="143"/>
        <source>High Card</source>
        <extracomment>hand category: five unpaired cards</extracomment>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="144"/>
        <source>Two Pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="145"/>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="145"/>
        <source>Three of a Kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="146"/>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="146"/>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="147"/>
        <source>Four of a Kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="147"/>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="148"/>
        <location filename="../gui/base/texts.py" line="202"/>
        <source>Royal Flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="157"/>
        <source>%1, %2 kicker</source>
        <extracomment>a hand name, then its highest kicker: &quot;Pair of Kings, Ace kicker&quot;</extracomment>
        <translation>%1, %2 als Kicker</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="170"/>
        <source>High Card, %1</source>
        <extracomment>hand name; %1 the highest card, e.g. &quot;High Card, Ace&quot;</extracomment>
        <translation>Höchste Karte, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="178"/>
        <source>Two Pair, %1 and %2</source>
        <extracomment>hand name; %1 the higher and %2 the lower pair, plural: &quot;Two Pair, Kings and Sevens&quot;</extracomment>
        <translation>Zwei Paare, %1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="183"/>
        <source>Three of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Three of a Kind, Queens&quot;</extracomment>
        <translation>Drilling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="193"/>
        <source>Full House, %1 full of %2</source>
        <extracomment>hand name; %1 the three cards&apos; rank, %2 the pair&apos;s, plural: &quot;Kings full of Sevens&quot;</extracomment>
        <translation>Full House, %1 über %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="197"/>
        <source>Four of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Four of a Kind, Nines&quot;</extracomment>
        <translation>Vierling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="201"/>
        <source>Straight Flush, %1 high</source>
        <extracomment>hand name; %1 the top card, singular: &quot;Straight Flush, Nine high&quot;</extracomment>
        <translation>Straight Flush, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="174"/>
        <source>Pair of %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Pair of Kings&quot;</extracomment>
        <translation>Paar %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="187"/>
        <source>Straight, %1 high</source>
        <extracomment>hand name; %1 the top card of the straight, singular: &quot;Straight, Nine high&quot;</extracomment>
        <translation>Straße, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="190"/>
        <source>Flush, %1 high</source>
        <extracomment>hand name; %1 the highest card of the flush, singular: &quot;Flush, Ace high&quot;</extracomment>
        <translation>Flush, %1 hoch</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <location filename="../gui/history/panel.py" line="100"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="100"/>
        <source>Hand</source>
        <comment>hand number column</comment>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="100"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="101"/>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="101"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="102"/>
        <source>Result</source>
        <comment>your chips won or lost in the hand</comment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="103"/>
        <source>Winning hand</source>
        <translation>Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="154"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/history/panel.py" line="59"/>
        <source>Game of %1</source>
        <translation>Spiel vom %1</translation>
    </message>
</context>
<context>
    <name>HistoryMenus</name>
    <message>
        <location filename="../gui/window/history_menus.py" line="71"/>
        <source>&amp;Sessions…</source>
        <translation>&amp;Sitzungen…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="73"/>
        <source>Ctrl+O</source>
        <comment>shortcut: sessions</comment>
        <extracomment>shortcut for Game &gt; Sessions...</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="74"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Gespielte Hände…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="76"/>
        <source>Ctrl+H</source>
        <comment>shortcut: hand history</comment>
        <extracomment>shortcut for View &gt; Hand history...</extracomment>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="78"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="80"/>
        <source>Ctrl+I</source>
        <comment>shortcut: statistics</comment>
        <extracomment>shortcut for View &gt; Statistics...</extracomment>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="82"/>
        <location filename="../gui/window/history_menus.py" line="130"/>
        <source>Hand history</source>
        <translation>Gespielte Hände</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="94"/>
        <location filename="../gui/window/history_menus.py" line="118"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="95"/>
        <source>Saved games are not available in this run.</source>
        <translation>Gespeicherte Spiele sind in diesem Lauf nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="119"/>
        <source>Continuing a session is not available in this run.</source>
        <translation>Eine Sitzung fortzusetzen ist in diesem Lauf nicht möglich.</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../gui/history/panel.py" line="283"/>
        <source>Show the hands of one session or of all</source>
        <translation>Die Hände einer Sitzung oder aller Sitzungen zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="284"/>
        <source>Won and lost</source>
        <comment>filter: every result</comment>
        <translation>Gewonnen und verloren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="284"/>
        <source>Hands you won</source>
        <translation>Gewonnene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="285"/>
        <source>Hands you lost</source>
        <translation>Verlorene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="288"/>
        <source>Any winning hand</source>
        <translation>Jede Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="291"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="292"/>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="293"/>
        <source>Step through the selected hand on the table (or double-click a hand)</source>
        <translation>Die gewählte Hand Schritt für Schritt am Tisch ansehen (oder eine Hand doppelklicken)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="295"/>
        <source>Export as &amp;PHH…</source>
        <translation>Als &amp;PHH exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="296"/>
        <source>Save the selected hands (or all hands shown) as PHH, the poker hand history format</source>
        <translation>Die gewählten Hände (oder alle gezeigten) als PHH speichern, im Format für Poker-Handverläufe</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="298"/>
        <source>Export as Poker&amp;Stars text…</source>
        <translation>Als Poker&amp;Stars-Text exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="299"/>
        <source>Save the selected hands (or all hands shown) as PokerStars hand history text, which hand tracking programs read</source>
        <translation>Die gewählten Hände (oder alle gezeigten) als PokerStars-Handverlauf speichern, den Tracking-Programme lesen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="315"/>
        <source>All sessions</source>
        <translation>Alle Sitzungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/panel.py" line="336"/>
        <source>%Ln hand(s)</source>
        <extracomment>how many hands the filters let through</extracomment>
        <translation>
            <numerusform>%Ln Hand</numerusform>
            <numerusform>%Ln Hände</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="371"/>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="372"/>
        <source>This hand cannot be replayed: %1</source>
        <translation>Diese Hand kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="395"/>
        <source>Export hands as PHH</source>
        <translation>Hände als PHH exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="397"/>
        <source>PHH hand histories (*.phh *.phhs)</source>
        <translation>PHH-Handverläufe (*.phh *.phhs)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="399"/>
        <source>Export hands as PokerStars text</source>
        <translation>Hände als PokerStars-Text exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="401"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="413"/>
        <source>The hands were not saved: %1</source>
        <translation>Die Hände wurden nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../gui/base/log_words.py" line="155"/>
        <source>Hand #%1: %2 has the button; blinds %3/%4.</source>
        <translation>Hand Nr. %1: %2 ist Dealer; Blinds %3/%4.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="161"/>
        <source>%1 posts an ante of %2.</source>
        <translation>%1 setzt eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="166"/>
        <source>%1 posts the small blind of %2.</source>
        <translation>%1 setzt den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="167"/>
        <source>%1 posts the big blind of %2.</source>
        <translation>%1 setzt den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="173"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="178"/>
        <source>%1 folds.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="180"/>
        <source>%1 checks.</source>
        <translation>%1 checkt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="182"/>
        <source>%1 calls %2.</source>
        <translation>%1 geht mit %2 mit.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="184"/>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="186"/>
        <source>%1 raises to %3.</source>
        <translation>%1 erhöht auf %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="52"/>
        <source>You take back %Ln uncalled chip(s).</source>
        <extracomment>nobody called the person&apos;s whole bet; the rest comes back to them</extracomment>
        <translation>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="56"/>
        <source>%1 takes back %Ln uncalled chip(s).</source>
        <extracomment>%1 a player&apos;s name; nobody called their whole bet, the rest comes back</extracomment>
        <translation>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="60"/>
        <source>You rebuy for %Ln chip(s).</source>
        <extracomment>the person buys back in after busting</extracomment>
        <translation>
            <numerusform>Du kaufst für %Ln Chip nach.</numerusform>
            <numerusform>Du kaufst für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="64"/>
        <source>%1 rebuys for %Ln chip(s).</source>
        <extracomment>%1 a player&apos;s name; they buy back in after busting</extracomment>
        <translation>
            <numerusform>%1 kauft für %Ln Chip nach.</numerusform>
            <numerusform>%1 kauft für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="68"/>
        <source>Game over after %n hand(s): %1 finishes first.</source>
        <extracomment>%1 the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Spielende nach %n Hand: %1 gewinnt.</numerusform>
            <numerusform>Spielende nach %n Händen: %1 gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="82"/>
        <source>You post an ante of %1.</source>
        <translation>Du setzt eine Ante von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="86"/>
        <source>You post the small blind of %1.</source>
        <translation>Du setzt den Small Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="87"/>
        <source>You post the big blind of %1.</source>
        <translation>Du setzt den Big Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="93"/>
        <source>You fold.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="95"/>
        <source>You check.</source>
        <translation>Du checkst.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="97"/>
        <source>You call %1.</source>
        <translation>Du gehst mit %1 mit.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="99"/>
        <source>You bet %1.</source>
        <translation>Du setzt %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="101"/>
        <source>You raise to %2.</source>
        <translation>Du erhöhst auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="105"/>
        <source>You call %1 and are all-in.</source>
        <extracomment>the person&apos;s call puts in all their chips; %1 the amount</extracomment>
        <translation>Du gehst mit %1 mit und bist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="106"/>
        <source>You bet %1 and are all-in.</source>
        <translation>Du setzt %1 und bist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="107"/>
        <source>You raise to %2 and are all-in.</source>
        <translation>Du erhöhst auf %2 und bist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="117"/>
        <source>You show %1: %2.</source>
        <translation>Du zeigst %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="123"/>
        <source>You muck.</source>
        <translation>Du zeigst deine Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="152"/>
        <source>Hand #%1: you have the button; blinds %2/%3.</source>
        <translation>Hand Nr. %1: Du bist Dealer; Blinds %2/%3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="190"/>
        <source>%1 calls %2 and is all-in.</source>
        <extracomment>%1 a player&apos;s name, %2 the amount; the call puts in all their chips</extracomment>
        <translation>%1 geht mit %2 mit und ist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="191"/>
        <source>%1 bets %2 and is all-in.</source>
        <translation>%1 setzt %2 und ist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="192"/>
        <source>%1 raises to %3 and is all-in.</source>
        <translation>%1 erhöht auf %3 und ist all-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="203"/>
        <source>All-in: the hands are turned up.</source>
        <translation>All-in: Die Karten werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="207"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 zeigt %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="213"/>
        <source>%1 mucks.</source>
        <translation>%1 zeigt die Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="220"/>
        <source>the pot of %1</source>
        <extracomment>the only pot of the hand, as the object of &quot;win&quot;/&quot;split&quot;; %1 the amount</extracomment>
        <translation>den Pot von %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="223"/>
        <source>the main pot of %1</source>
        <extracomment>%1 the amount</extracomment>
        <translation>den Hauptpot von %1</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="225"/>
        <source>side pot %1 of %2</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...), %2 the amount</extracomment>
        <translation>Nebenpot %1 von %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="245"/>
        <source>You win %1.</source>
        <extracomment>%1 the pots (&quot;the main pot of 900 and side pot 1 of 1,300&quot;)</extracomment>
        <translation>Du gewinnst %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="248"/>
        <source>%1 wins %2.</source>
        <extracomment>%1 a player&apos;s name, %2 the pots</extracomment>
        <translation>%1 gewinnt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="252"/>
        <source>you</source>
        <comment>among the players who split a pot</comment>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="254"/>
        <source>%1 split %2.</source>
        <extracomment>%1 the players (&quot;Ada, Bruno and you&quot;), %2 the pots</extracomment>
        <translation>%1 teilen %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="258"/>
        <source>You are out.</source>
        <translation>Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="259"/>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="261"/>
        <source>Blinds go up to %1/%2.</source>
        <translation>Die Blinds steigen auf %1/%2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="274"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/window/window_menus.py" line="56"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="58"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="62"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="197"/>
        <source>P</source>
        <comment>shortcut: pause</comment>
        <extracomment>keyboard shortcut of Pause (a single letter)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="72"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="77"/>
        <source>Amounts in &amp;big blinds</source>
        <extracomment>View menu: stacks, bets and pots on the table in big blinds instead of chips</extracomment>
        <translation>Beträge in &amp;Big Blinds</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="83"/>
        <source>&amp;Positions on seats</source>
        <extracomment>View menu: BTN, SB, BB, UTG... on each seat</extracomment>
        <translation>&amp;Positionen an den Plätzen</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="96"/>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="100"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="101"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="102"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="103"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="118"/>
        <source>Bet si&amp;zes</source>
        <extracomment>View menu: which quick bet-size buttons the controls offer</extracomment>
        <translation>Einsatz&amp;größen</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="122"/>
        <source>½ pot, ¾ pot, pot</source>
        <translation>½ Pot, ¾ Pot, Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="123"/>
        <source>⅓ pot, ½ pot, ⅔ pot</source>
        <translation>⅓ Pot, ½ Pot, ⅔ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="124"/>
        <source>2.5x, 3x, pot</source>
        <translation>2,5x, 3x, Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="138"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="141"/>
        <source>Standard deck</source>
        <translation>Klassisches Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="142"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="154"/>
        <source>Blue back</source>
        <translation>Blaue Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="155"/>
        <source>Red back</source>
        <translation>Rote Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="156"/>
        <source>Green back</source>
        <translation>Grüne Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="170"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="176"/>
        <source>System</source>
        <extracomment>language menu: follow the desktop&apos;s language</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="133"/>
        <source>The language could not be saved: %1</source>
        <translation>Die Sprache konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="201"/>
        <source>Pause or resume the game (%1)</source>
        <translation>Spiel anhalten oder fortsetzen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="329"/>
        <location filename="../gui/window/main_window.py" line="389"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <location filename="../gui/window/person_turn.py" line="139"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../gui/window/action_clock.py" line="97"/>
        <source>%1 s</source>
        <extracomment>seconds left to act; %1 the number</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../gui/window/action_clock.py" line="102"/>
        <source>Time bank %1 s</source>
        <extracomment>seconds left in the time bank; %1 the number</extracomment>
        <translation>Zeitbank %1 s</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="158"/>
        <source>Table log</source>
        <extracomment>the dock with the running game told in words (not the saved &quot;Hand history&quot;)</extracomment>
        <translation>Tischprotokoll</translation>
    </message>
    <message>
        <location filename="../gui/window/seat_marks.py" line="47"/>
        <source>The setting could not be saved: %1</source>
        <translation>Die Einstellung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="330"/>
        <source>The game stopped because of an internal error. The details are in the table log.</source>
        <translation>Das Spiel wurde wegen eines internen Fehlers angehalten. Die Einzelheiten stehen im Tischprotokoll.</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="392"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="392"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="393"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="393"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/main_window.py" line="396"/>
        <source>Felt — %1, %n player(s)</source>
        <extracomment>window title; %1 the game, %n the number of players</extracomment>
        <translation>
            <numerusform>Felt — %1, %n Spieler</numerusform>
            <numerusform>Felt — %1, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="408"/>
        <source>Hand #%1</source>
        <extracomment>status bar before the first hand of a game is dealt</extracomment>
        <translation>Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="409"/>
        <source>Shuffling up…</source>
        <translation>Es wird gemischt …</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="412"/>
        <source>Level %1: blinds %2/%3</source>
        <extracomment>status bar; %1 the blind level&apos;s number, %2 small blind, %3 big blind</extracomment>
        <translation>Stufe %1: Blinds %2/%3</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="415"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="402"/>
        <source>Paused</source>
        <extracomment>status bar; %1 the hand&apos;s number</extracomment>
        <translation>Pausiert</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/window/new_game.py" line="112"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="113"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="113"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="114"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="115"/>
        <source>Short deck (6+) Hold&apos;em</source>
        <translation>Short-Deck (6+) Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="125"/>
        <source>Slow (every %n hand(s))</source>
        <extracomment>how fast the blinds go up; %n hands per level</extracomment>
        <translation>
            <numerusform>Langsam (nach jeder Hand)</numerusform>
            <numerusform>Langsam (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="126"/>
        <source>Standard (every %n hand(s))</source>
        <translation>
            <numerusform>Standard (nach jeder Hand)</numerusform>
            <numerusform>Standard (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="127"/>
        <source>Turbo (every %n hand(s))</source>
        <translation>
            <numerusform>Turbo (nach jeder Hand)</numerusform>
            <numerusform>Turbo (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="136"/>
        <source>No-Limit: bet any amount up to your stack. Pot-Limit: at most the pot. Fixed-Limit: fixed bet sizes. Short deck: 36 cards, sixes to aces.</source>
        <translation>No-Limit: Setze jeden Betrag bis zu deinem Stack. Pot-Limit: höchstens den Pot. Fixed-Limit: feste Einsätze. Short Deck: 36 Karten, Sechsen bis Asse.</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="139"/>
        <source>Players at the table, you included</source>
        <translation>Spieler am Tisch, du eingeschlossen</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="117"/>
        <source>Mixed levels</source>
        <extracomment>kinds of computer opponents</extracomment>
        <translation>Gemischte Spielstärken</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="117"/>
        <source>Beginners</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="118"/>
        <source>Casual players</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="118"/>
        <source>Solid players</source>
        <translation>Solide Spieler</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="119"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="119"/>
        <source>Wild (random)</source>
        <translation>Wild (zufällig)</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="120"/>
        <source>Calling stations</source>
        <translation>Calling Stations (gehen immer mit)</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="123"/>
        <source>Fixed blinds</source>
        <extracomment>the blinds stay the same all game</extracomment>
        <translation>Feste Blinds</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="141"/>
        <source>How strong the computer players are; mixed levels seat casual, solid, beginner and expert players in turn. Calling stations never fold and never raise.</source>
        <translation>Wie stark die Computerspieler sind; gemischte Stufen setzen abwechselnd Gelegenheitsspieler, solide Spieler, Anfänger und Experten an den Tisch. Calling Stations passen nie und erhöhen nie.</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="144"/>
        <source>The chips each player starts with</source>
        <translation>Die Chips, mit denen jeder Spieler beginnt</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="145"/>
        <source>The forced bet of the player left of the button</source>
        <translation>Der Pflichteinsatz des Spielers links vom Button</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="146"/>
        <source>The forced bet of the next player; also the smallest bet</source>
        <translation>Der Pflichteinsatz des nächsten Spielers; zugleich der kleinste Einsatz</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="147"/>
        <source>A forced bet of every player before each hand (0: none)</source>
        <translation>Ein Pflichteinsatz jedes Spielers vor jeder Hand (0: keiner)</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="148"/>
        <source>Whether and how fast the blinds and antes go up</source>
        <translation>Ob und wie schnell Blinds und Antes steigen</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="149"/>
        <source>How often each player may buy back in after busting</source>
        <translation>Wie oft jeder Spieler nach dem Ausscheiden nachkaufen darf</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="192"/>
        <source>%1: %2</source>
        <extracomment>New Game summary, one line per computer player; %1 the name, %2 level and style</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="196"/>
        <source>At the table:</source>
        <extracomment>heading of the New Game summary of the computer players</extracomment>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="133"/>
        <source>Tournament: play until one player has every chip</source>
        <translation>Turnier: spielen, bis ein Spieler alle Chips hat</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="134"/>
        <source>Cash session: play as long as you like</source>
        <translation>Cash Game: spielen, so lange du willst</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="140"/>
        <source>The name shown at your seat and in the table log</source>
        <translation>Der Name an deinem Platz und im Tischprotokoll</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="150"/>
        <source>A tournament ends when one player has every chip; a cash session goes on as long as you like</source>
        <translation>Ein Turnier endet, wenn ein Spieler alle Chips hat; ein Cash Game geht so lange, wie du willst</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="152"/>
        <source>The same seed deals the same cards again: enter any number or word to replay a game, or leave it empty for a new deal</source>
        <translation>Derselbe Startwert teilt dieselben Karten wieder aus: Gib eine Zahl oder ein Wort ein, um ein Spiel zu wiederholen, oder lass das Feld leer für neue Karten</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="154"/>
        <source>How fast cards and chips move and computer players act; also under View &gt; Speed</source>
        <translation>Wie schnell sich Karten und Chips bewegen und Computerspieler handeln; auch unter Ansicht &gt; Tempo</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="156"/>
        <source>Each decision must be made in time; a time bank covers a few long thinks</source>
        <translation>Jede Entscheidung muss rechtzeitig fallen; eine Zeitbank deckt ein paar lange Überlegungen ab</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="161"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="161"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="162"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="166"/>
        <source>random</source>
        <extracomment>placeholder of the empty seed box</extracomment>
        <translation>zufällig</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="170"/>
        <source>Action clock (%n second(s) plus a time bank)</source>
        <translation>
            <numerusform>Zeitlimit (%n Sekunde plus Zeitbank)</numerusform>
            <numerusform>Zeitlimit (%n Sekunden plus Zeitbank)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="171"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="171"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="171"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="172"/>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="172"/>
        <source>Starting stack:</source>
        <translation>Startchips:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="172"/>
        <source>Small blind:</source>
        <translation>Small Blind:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="173"/>
        <source>Big blind:</source>
        <translation>Big Blind:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="173"/>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="173"/>
        <source>Blinds go up:</source>
        <translation>Blinds steigen:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="174"/>
        <source>Rebuys:</source>
        <translation>Nachkäufe:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="174"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="174"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="174"/>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="183"/>
        <source>Deal</source>
        <extracomment>the OK button of the New Game dialog: start dealing</extracomment>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="168"/>
        <source>You</source>
        <extracomment>placeholder of the empty name box: the person is called this at the table</extracomment>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <location filename="../gui/base/opponents.py" line="20"/>
        <source>Beginner</source>
        <comment>computer player level</comment>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="21"/>
        <source>Casual</source>
        <comment>computer player level</comment>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="22"/>
        <source>Solid</source>
        <comment>computer player level</comment>
        <translation>Solide</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="23"/>
        <source>Expert</source>
        <comment>computer player level</comment>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="30"/>
        <source>loose and passive</source>
        <comment>playing style</comment>
        <translation>locker und passiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="31"/>
        <source>tight and passive</source>
        <comment>playing style</comment>
        <translation>tight und passiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="32"/>
        <source>calling station</source>
        <comment>playing style</comment>
        <translation>Calling Station</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="33"/>
        <source>tight and aggressive</source>
        <comment>playing style</comment>
        <translation>tight und aggressiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="34"/>
        <source>loose and aggressive</source>
        <comment>playing style</comment>
        <translation>locker und aggressiv</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="35"/>
        <source>bluffer</source>
        <comment>playing style</comment>
        <translation>Bluffer</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="36"/>
        <source>adapts to each opponent</source>
        <comment>playing style</comment>
        <translation>stellt sich auf jeden Gegner ein</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="44"/>
        <source>Plays far too many hands, checks and calls a lot, bets only with big hands.</source>
        <translation>Spielt viel zu viele Hände, checkt und geht oft mit, setzt nur mit starken Händen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="47"/>
        <source>Hardly ever folds once it has put chips in, and hardly ever raises.</source>
        <translation>Passt kaum noch, sobald Chips im Pot sind, und erhöht fast nie.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="50"/>
        <source>Waits for good cards and folds to pressure unless it holds a strong hand.</source>
        <translation>Wartet auf gute Karten und passt bei Druck, außer mit einer starken Hand.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="53"/>
        <source>Knows the starting hands and the pot odds, but calls too often and rarely bluffs.</source>
        <translation>Kennt die Starthände und die Pot Odds, geht aber zu oft mit und blufft selten.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="56"/>
        <source>Very tight: plays premium hands, bets them, and gives up on the rest.</source>
        <translation>Sehr tight: spielt Premium-Hände, setzt sie und gibt den Rest auf.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="59"/>
        <source>Loves to bet and raise; a good share of its bets are bluffs.</source>
        <translation>Setzt und erhöht gern; ein guter Teil der Einsätze sind Bluffs.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="62"/>
        <source>Plays good hands by position, reads ranges, bets for value and folds when beaten.</source>
        <translation>Spielt gute Hände nach Position, liest Ranges, setzt auf Value und passt, wenn geschlagen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="65"/>
        <source>Plays more hands than most and keeps up the pressure with bets and raises.</source>
        <translation>Spielt mehr Hände als die meisten und hält den Druck mit Einsätzen und Erhöhungen hoch.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="68"/>
        <source>Reads ranges, learns how each opponent plays and exploits it; hard to beat.</source>
        <translation>Liest Ranges, lernt, wie jeder Gegner spielt, und nutzt es aus; schwer zu schlagen.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="71"/>
        <source>The expert&apos;s reads with a wider, more aggressive game that keeps opponents guessing.</source>
        <translation>Die Reads des Experten mit einem breiteren, aggressiveren Spiel, das Gegner rätseln lässt.</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="90"/>
        <source>Wild (random)</source>
        <translation>Wild (zufällig)</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="91"/>
        <source>Always calls</source>
        <translation>Geht immer mit</translation>
    </message>
    <message>
        <location filename="../gui/base/opponents.py" line="94"/>
        <source>%1, %2</source>
        <extracomment>a computer player&apos;s level and style; %1 the level, %2 the style</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../gui/base/texts.py" line="81"/>
        <source>You</source>
        <extracomment>the person&apos;s name when they did not give one</extracomment>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <location filename="../gui/base/texts.py" line="109"/>
        <source>Deuce</source>
        <extracomment>rank of one card, singular (as in &quot;Deuce kicker&quot;)</extracomment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="109"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="109"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="122"/>
        <source>Deuces</source>
        <extracomment>rank of several cards, plural (as in &quot;Pair of Deuces&quot;)</extracomment>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="122"/>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="122"/>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="123"/>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="123"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="123"/>
        <source>Sevens</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="124"/>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="124"/>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="124"/>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="125"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="125"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="125"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="126"/>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../gui/history/replayer.py" line="110"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="115"/>
        <source>The cards are dealt.</source>
        <translation>Die Karten werden ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="118"/>
        <source>You hold %1.</source>
        <translation>Du hältst %1.</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <location filename="../gui/history/replayer.py" line="204"/>
        <location filename="../gui/history/replayer.py" line="264"/>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="206"/>
        <location filename="../gui/history/replayer.py" line="265"/>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="208"/>
        <location filename="../gui/history/replayer.py" line="266"/>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="210"/>
        <location filename="../gui/history/replayer.py" line="267"/>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="219"/>
        <location filename="../gui/history/replayer.py" line="268"/>
        <source>Show all hole cards</source>
        <translation>Alle Startkarten zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="220"/>
        <location filename="../gui/history/replayer.py" line="269"/>
        <source>Show every player&apos;s cards from the deal, or only yours and those shown at showdown</source>
        <translation>Die Karten aller Spieler ab dem Austeilen zeigen, oder nur deine und die beim Showdown gezeigten</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="254"/>
        <source>Replay of hand #%1</source>
        <translation>Hand Nr. %1 nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="257"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="329"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <location filename="../gui/session/saving.py" line="83"/>
        <source>The saved games file is damaged.</source>
        <translation>Die Datei mit den gespeicherten Spielen ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="84"/>
        <source>The saved games file is incomplete.</source>
        <translation>Die Datei mit den gespeicherten Spielen ist unvollständig.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="85"/>
        <source>The saved games file was written by a newer Felt.</source>
        <translation>Die Datei mit den gespeicherten Spielen stammt von einem neueren Felt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="89"/>
        <source>It was kept as %1 and a new one was started.</source>
        <extracomment>%1 the file name the damaged or newer saved games were moved to</extracomment>
        <translation>Sie wurde als %1 aufbewahrt und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="92"/>
        <source>Felt is already running. This window shows the saved games but does not save.</source>
        <translation>Felt läuft bereits. Dieses Fenster zeigt die gespeicherten Spiele, speichert aber nicht.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="95"/>
        <source>The disk is full: the game is not being saved. Play goes on; saving resumes when there is room.</source>
        <translation>Der Datenträger ist voll: Das Spiel wird nicht gespeichert. Es geht weiter; gespeichert wird wieder, sobald Platz ist.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="98"/>
        <source>The saved games folder cannot be written: the game is not being saved.</source>
        <translation>In den Ordner der gespeicherten Spiele kann nicht geschrieben werden: Das Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="102"/>
        <source>The file was not imported: %1</source>
        <extracomment>%1 why the file was refused (English, from the engine)</extracomment>
        <translation>Die Datei wurde nicht importiert: %1</translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="104"/>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/session/saving.py" line="113"/>
        <source>Continue your last game? %n hand(s) played, last played %1.</source>
        <extracomment>at start-up; %n hands played so far, %1 the date and time it was last played</extracomment>
        <translation>
            <numerusform>Letztes Spiel fortsetzen? %n Hand gespielt, zuletzt am %1.</numerusform>
            <numerusform>Letztes Spiel fortsetzen? %n Hände gespielt, zuletzt am %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/session/saving.py" line="126"/>
        <location filename="../gui/session/saving.py" line="153"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="83"/>
        <location filename="../gui/history/sessions_dialog.py" line="159"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="90"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="90"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="90"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="91"/>
        <source>Hands</source>
        <comment>column: hands played</comment>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="91"/>
        <source>Your stack</source>
        <translation>Deine Chips</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="92"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="92"/>
        <source>State</source>
        <comment>column: in play or over</comment>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="106"/>
        <source>No saved sessions yet. Start a new game: it is saved as you play.</source>
        <translation>Noch keine gespeicherten Sitzungen. Starte ein neues Spiel: Es wird beim Spielen gespeichert.</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="111"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="112"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="113"/>
        <source>Go on playing the selected session exactly where it stopped</source>
        <translation>Die gewählte Sitzung genau dort weiterspielen, wo sie aufgehört hat</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="115"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="116"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="117"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="118"/>
        <source>Save the selected session as one file, to continue it on another computer</source>
        <translation>Die gewählte Sitzung als eine Datei speichern, um sie auf einem anderen Computer fortzusetzen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="120"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="121"/>
        <source>Add a session saved with Export</source>
        <translation>Eine mit Exportieren gespeicherte Sitzung hinzufügen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="164"/>
        <source>Over</source>
        <comment>the game has ended</comment>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="165"/>
        <source>Playing now</source>
        <translation>Läuft gerade</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="166"/>
        <source>Unfinished</source>
        <comment>the game can be continued</comment>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="225"/>
        <location filename="../gui/history/sessions_dialog.py" line="234"/>
        <source>Rename session</source>
        <translation>Sitzung umbenennen</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="226"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="242"/>
        <location filename="../gui/history/sessions_dialog.py" line="253"/>
        <source>Delete session</source>
        <translation>Sitzung löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/sessions_dialog.py" line="244"/>
        <source>Delete “%1” with its %Ln hand(s)? This cannot be undone.</source>
        <extracomment>%1 the session&apos;s name, %Ln how many hands it has</extracomment>
        <translation>
            <numerusform>„%1“ mit ihrer %Ln Hand löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>„%1“ mit ihren %Ln Händen löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="260"/>
        <source>Export session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="263"/>
        <location filename="../gui/history/sessions_dialog.py" line="280"/>
        <source>Felt sessions (*.felt.json *.json)</source>
        <translation>Felt-Sitzungen (*.felt.json *.json)</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="272"/>
        <source>The file was not saved: %1</source>
        <translation>Die Datei wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="278"/>
        <source>Import session</source>
        <translation>Sitzung importieren</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="289"/>
        <source>The file could not be read: %1</source>
        <translation>Die Datei konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <location filename="../gui/history/stats_view.py" line="111"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="112"/>
        <source>Count the hands of one session or of all sessions</source>
        <translation>Die Hände einer Sitzung oder aller Sitzungen zählen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="113"/>
        <source>All sessions</source>
        <translation>Alle Sitzungen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="115"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="116"/>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="116"/>
        <source>Hands dealt</source>
        <translation>Gespielte Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="118"/>
        <source>VPIP</source>
        <extracomment>column: voluntarily put money in the pot, a standard poker statistic</extracomment>
        <translation>VPIP</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="118"/>
        <source>Voluntarily put chips in the pot before the flop (calls and raises; blinds do not count)</source>
        <translation>Vor dem Flop freiwillig Chips in den Pot gebracht (Mitgehen und Erhöhen; Blinds zählen nicht)</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="121"/>
        <source>PFR</source>
        <extracomment>column: pre-flop raise, a standard poker statistic</extracomment>
        <translation>PFR</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="121"/>
        <source>Raised before the flop</source>
        <translation>Vor dem Flop erhöht</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="123"/>
        <source>AF</source>
        <extracomment>column: aggression factor, a standard poker statistic</extracomment>
        <translation>AF</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="123"/>
        <source>Aggression factor: bets and raises after the flop for each call</source>
        <translation>Aggressionsfaktor: Einsätze und Erhöhungen nach dem Flop je Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="125"/>
        <source>Showdowns won</source>
        <translation>Gewonnene Showdowns</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="125"/>
        <source>Showdowns won of showdowns reached</source>
        <translation>Gewonnene von erreichten Showdowns</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="126"/>
        <source>Net</source>
        <comment>column: chips won or lost in total</comment>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="127"/>
        <source>Chips won or lost in total</source>
        <translation>Insgesamt gewonnene oder verlorene Chips</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="133"/>
        <source>No finished hands yet.</source>
        <translation>Noch keine beendeten Hände.</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="134"/>
        <source>Hands of:</source>
        <translation>Hände von:</translation>
    </message>
    <message>
        <location filename="../gui/history/stats_view.py" line="146"/>
        <source>%1 of %2</source>
        <comment>showdowns won of showdowns reached</comment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="56"/>
        <source>The file is not a Felt session Felt can use (%1).</source>
        <translation>Die Datei ist keine Felt-Sitzung, die Felt verwenden kann (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="57"/>
        <source>The saved games cannot be changed: they are read-only or open in another Felt (%1).</source>
        <translation>Die gespeicherten Spiele können nicht geändert werden: Sie sind schreibgeschützt oder in einem anderen Felt geöffnet (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="59"/>
        <source>Another Felt is using the saved games (%1).</source>
        <translation>Ein anderes Felt verwendet die gespeicherten Spiele (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="60"/>
        <source>The disk is full (%1).</source>
        <translation>Der Datenträger ist voll (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="61"/>
        <source>That session no longer exists (%1).</source>
        <translation>Diese Sitzung gibt es nicht mehr (%1).</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="63"/>
        <source>Felt could not do that (%1).</source>
        <translation>Felt konnte das nicht ausführen (%1).</translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <location filename="../gui/base/texts.py" line="206"/>
        <source>Pre-flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="206"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="207"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="207"/>
        <source>River</source>
        <translation>River</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../gui/table/stage.py" line="72"/>
        <source>Burn</source>
        <comment>label under the burned cards</comment>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="76"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="78"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="80"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="87"/>
        <source>Pot: %1</source>
        <extracomment>above the board: the pot with this round&apos;s bets, e.g. &quot;Pot: 1,230&quot;</extracomment>
        <translation>Pot: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="309"/>
        <source>Pot</source>
        <extracomment>the only pot (no side pots)</extracomment>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="311"/>
        <source>Main pot</source>
        <translation>Hauptpot</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="313"/>
        <source>Side pot %1</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...)</extracomment>
        <translation>Side-Pot %1</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="265"/>
        <source>Can be won by: %1</source>
        <extracomment>tooltip of a pot; %1 the names of the players who can win it</extracomment>
        <translation>Gewinnen können: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="93"/>
        <location filename="../gui/table/plans.py" line="360"/>
        <source>Busted</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="94"/>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="389"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="253"/>
        <source>Mucked</source>
        <translation>Nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="319"/>
        <source>You win with %1</source>
        <extracomment>the banner when the person wins at showdown; %1 the hand&apos;s name</extracomment>
        <translation>Du gewinnst mit %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="329"/>
        <source>%1 wins with %2</source>
        <extracomment>the banner at showdown; %1 the winner&apos;s name, %2 the hand&apos;s name</extracomment>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="279"/>
        <source>Wins %1</source>
        <extracomment>status under a seat that won chips; %1 the amount</extracomment>
        <translation>Gewinnt %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="323"/>
        <source>you</source>
        <comment>among the players who split</comment>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="326"/>
        <source>%1 split the pot with %2</source>
        <extracomment>the banner when several players split a pot; %1 the players (&quot;Ada, Bruno and you&quot;), %2 the hand&apos;s name</extracomment>
        <translation>%1 teilen den Pot mit %2</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="348"/>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="369"/>
        <source>Rebought</source>
        <translation>Nachgekauft</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="380"/>
        <source>Game over: you win</source>
        <extracomment>the banner when the person wins a tournament</extracomment>
        <translation>Spielende: Du gewinnst</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="383"/>
        <source>Game over: %1 wins</source>
        <extracomment>the banner when a tournament ends; %1 the winner&apos;s name</extracomment>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gui/base/texts.py" line="73"/>
        <source>%1 BB</source>
        <extracomment>an amount in big blinds on the table; %1 the number (&quot;12.5&quot;)</extracomment>
        <translation>%1 BB</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="101"/>
        <source>%1 and %2</source>
        <extracomment>the last two of a list; %1 everything before, %2 the last (&quot;Ada, Bruno and you&quot;)</extracomment>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="44"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="45"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="46"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/history/sessions_dialog.py" line="47"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../gui/window/welcome.py" line="90"/>
        <location filename="../gui/window/welcome.py" line="91"/>
        <source>Welcome to Felt</source>
        <translation>Willkommen bei Felt</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="92"/>
        <source>Texas Hold&apos;em at your own table. What would you like to do?</source>
        <translation>Texas Hold&apos;em an deinem eigenen Tisch. Was möchtest du tun?</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="95"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="96"/>
        <source>Lessons on the real table, every step explained</source>
        <translation>Lektionen am echten Tisch, jeder Schritt erklärt</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="97"/>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="98"/>
        <source>A game against computer players of your choice</source>
        <translation>Ein Spiel gegen Computerspieler deiner Wahl</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="99"/>
        <source>Practise hand reading</source>
        <translation>Hände lesen üben</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="100"/>
        <source>Drills with instant feedback, and a coach at the table</source>
        <translation>Übungen mit sofortiger Rückmeldung und ein Coach am Tisch</translation>
    </message>
    <message>
        <location filename="../gui/window/welcome.py" line="104"/>
        <source>Start like this next time (Help &gt; Welcome… asks again)</source>
        <translation>Nächstes Mal so starten (Hilfe &gt; Willkommen… fragt wieder)</translation>
    </message>
</context>
</TS>
