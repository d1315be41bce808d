<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <location filename="../gui/base/texts.py" line="202"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="204"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="206"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="208"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="210"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="211"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../gui/window/controls.py" line="160"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="163"/>
        <source>F</source>
        <comment>shortcut: fold</comment>
        <extracomment>keyboard shortcut of the Fold button (a single letter)</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="209"/>
        <location filename="../gui/window/controls.py" line="226"/>
        <location filename="../gui/window/controls.py" line="251"/>
        <location filename="../gui/window/controls.py" line="300"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="165"/>
        <source>C</source>
        <comment>shortcut: check or call</comment>
        <extracomment>keyboard shortcut of the Check/Call button (a single letter)</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="435"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="167"/>
        <source>R</source>
        <comment>shortcut: bet or raise</comment>
        <extracomment>keyboard shortcut of the Bet/Raise button (a single letter)</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="177"/>
        <source>Amount to bet or raise to (Up/Down keys in the box)</source>
        <translation>Betrag zum Setzen oder Erhöhen (Pfeiltasten im Feld)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="178"/>
        <source>Type an amount to bet or raise to; Enter bets it</source>
        <translation>Betrag zum Setzen oder Erhöhen eingeben; Enter setzt ihn</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="182"/>
        <source>Min</source>
        <extracomment>quick bet size: the smallest legal bet or raise</extracomment>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="182"/>
        <source>The smallest bet or raise (1)</source>
        <translation>Der kleinste Einsatz oder die kleinste Erhöhung (1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="183"/>
        <source>½ Pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="183"/>
        <source>Half the pot (2)</source>
        <translation>Der halbe Pot (2)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="184"/>
        <source>¾ Pot</source>
        <translation>¾ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="184"/>
        <source>Three quarters of the pot (3)</source>
        <translation>Drei Viertel des Pots (3)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="185"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="185"/>
        <source>The size of the pot (4)</source>
        <translation>So viel, wie im Pot liegt (4)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="186"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="186"/>
        <source>Every chip you have (5)</source>
        <translation>Alle deine Chips (5)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="192"/>
        <source>Check/Fold</source>
        <extracomment>pre-action: check if possible, otherwise fold, when the turn comes</extracomment>
        <translation>Checken/Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="193"/>
        <source>When your turn comes: check if you can, otherwise fold</source>
        <translation>Wenn du dran bist: checken, wenn es geht, sonst passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="224"/>
        <location filename="../gui/window/controls.py" line="292"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="195"/>
        <source>Call this amount when your turn comes; cancelled if the bet changes</source>
        <translation>Mit diesem Betrag mitgehen, wenn du dran bist; entfällt, wenn sich der Einsatz ändert</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="169"/>
        <source>Give up the hand (%1)</source>
        <extracomment>%1 the keyboard shortcut</extracomment>
        <translation>Die Hand aufgeben (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="171"/>
        <source>Check, or call the bet (%1)</source>
        <translation>Checken oder beim Einsatz mitgehen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="174"/>
        <source>Bet or raise to the amount in the box (%1); all-in asks you to press again</source>
        <translation>Den Betrag im Feld setzen oder darauf erhöhen (%1); bei All-in nochmals drücken</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="197"/>
        <source>Call any</source>
        <translation>Jeden Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="198"/>
        <source>Call whatever is bet in this round</source>
        <translation>In dieser Setzrunde bei jedem Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="199"/>
        <source>Fold to any bet</source>
        <translation>Bei jedem Einsatz passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="200"/>
        <source>Check while you can; fold as soon as anybody bets</source>
        <translation>Checken, solange es geht; passen, sobald jemand setzt</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="211"/>
        <location filename="../gui/window/controls.py" line="227"/>
        <location filename="../gui/window/controls.py" line="253"/>
        <location filename="../gui/window/controls.py" line="301"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="220"/>
        <location filename="../gui/window/controls.py" line="285"/>
        <source>Check/Call</source>
        <extracomment>the check/call button while it is not the person&apos;s turn</extracomment>
        <translation>Checken/Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="221"/>
        <location filename="../gui/window/controls.py" line="286"/>
        <source>Bet/Raise</source>
        <translation>Setzen/Erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="214"/>
        <location filename="../gui/window/controls.py" line="379"/>
        <source>Confirm all-in %1</source>
        <translation>All-in %1 bestätigen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="380"/>
        <location filename="../gui/window/controls.py" line="396"/>
        <source>Press again to go all-in.</source>
        <translation>Zum All-in nochmals drücken.</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="439"/>
        <source>All-in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="441"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="443"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../gui/teaching/words.py" line="35"/>
        <source>%n out(s): %n of the %1 unseen cards put(s) you ahead (%2 on the next card, %3 by the river).</source>
        <extracomment>%n the outs, %1 unseen cards, %2 chance on the next card, %3 chance by the river</extracomment>
        <translation>
            <numerusform>%n Out: %n der %1 ungesehenen Karten bringt dich nach vorn (%2 mit der nächsten Karte, %3 bis zum River).</numerusform>
            <numerusform>%n Outs: %n der %1 ungesehenen Karten bringen dich nach vorn (%2 mit der nächsten Karte, %3 bis zum River).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/words.py" line="41"/>
        <source>The nuts: %1; %n combination(s) make(s) it.</source>
        <extracomment>%1 the nut hand&apos;s name; %n how many two-card holdings make it</extracomment>
        <translation>
            <numerusform>Die Nuts: %1; %n Kombination bildet sie.</numerusform>
            <numerusform>Die Nuts: %1; %n Kombinationen bilden sie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../gui/base/texts.py" line="221"/>
        <source>The only allowed amount is %1.</source>
        <translation>Erlaubt ist nur der Betrag %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="222"/>
        <source>Bet or raise to an amount between %1 and %2.</source>
        <translation>Setze oder erhöhe auf einen Betrag zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="225"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="226"/>
        <source>Nobody is to act.</source>
        <translation>Niemand ist an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="227"/>
        <source>There is no bet to fold to: check instead.</source>
        <translation>Es gibt keinen Einsatz, vor dem du passen müsstest: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="228"/>
        <source>There is a bet to call: you cannot check.</source>
        <translation>Es liegt ein Einsatz: Du kannst nicht checken.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="229"/>
        <source>There is nothing to call: check instead.</source>
        <translation>Es gibt nichts zum Mitgehen: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="230"/>
        <source>A short all-in did not reopen the betting: you may only call or fold.</source>
        <translation>Ein zu kleines All-in hat die Setzrunde nicht wieder eröffnet: Du kannst nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="233"/>
        <source>The betting is capped in this round.</source>
        <translation>In dieser Setzrunde sind keine Erhöhungen mehr erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="234"/>
        <source>All your chips are needed to call.</source>
        <translation>Zum Mitgehen brauchst du alle deine Chips.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="235"/>
        <source>Every other player is all-in.</source>
        <translation>Alle anderen Spieler sind All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="236"/>
        <source>Enter an amount to bet or raise.</source>
        <translation>Gib einen Betrag zum Setzen oder Erhöhen ein.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="241"/>
        <source>That is not allowed now (%1).</source>
        <translation>Das ist jetzt nicht erlaubt (%1).</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../gui/base/texts.py" line="132"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="131"/>
        <source>High Card</source>
        <extracomment>hand category: five unpaired cards</extracomment>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="132"/>
        <source>Two Pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="133"/>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="133"/>
        <source>Three of a Kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="134"/>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="134"/>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="135"/>
        <source>Four of a Kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="135"/>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="136"/>
        <location filename="../gui/base/texts.py" line="190"/>
        <source>Royal Flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="145"/>
        <source>%1, %2 kicker</source>
        <extracomment>a hand name, then its highest kicker: &quot;Pair of Kings, Ace kicker&quot;</extracomment>
        <translation>%1, %2 als Kicker</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="158"/>
        <source>High Card, %1</source>
        <extracomment>hand name; %1 the highest card, e.g. &quot;High Card, Ace&quot;</extracomment>
        <translation>Höchste Karte, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="166"/>
        <source>Two Pair, %1 and %2</source>
        <extracomment>hand name; %1 the higher and %2 the lower pair, plural: &quot;Two Pair, Kings and Sevens&quot;</extracomment>
        <translation>Zwei Paare, %1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="171"/>
        <source>Three of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Three of a Kind, Queens&quot;</extracomment>
        <translation>Drilling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="181"/>
        <source>Full House, %1 full of %2</source>
        <extracomment>hand name; %1 the three cards&apos; rank, %2 the pair&apos;s, plural: &quot;Kings full of Sevens&quot;</extracomment>
        <translation>Full House, %1 über %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="185"/>
        <source>Four of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Four of a Kind, Nines&quot;</extracomment>
        <translation>Vierling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="189"/>
        <source>Straight Flush, %1 high</source>
        <extracomment>hand name; %1 the top card, singular: &quot;Straight Flush, Nine high&quot;</extracomment>
        <translation>Straight Flush, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="162"/>
        <source>Pair of %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Pair of Kings&quot;</extracomment>
        <translation>Paar %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="175"/>
        <source>Straight, %1 high</source>
        <extracomment>hand name; %1 the top card of the straight, singular: &quot;Straight, Nine high&quot;</extracomment>
        <translation>Straße, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="178"/>
        <source>Flush, %1 high</source>
        <extracomment>hand name; %1 the highest card of the flush, singular: &quot;Flush, Ace high&quot;</extracomment>
        <translation>Flush, %1 hoch</translation>
    </message>
</context>
<context>
    <name>HandTableModel</name>
    <message>
        <location filename="../gui/history/panel.py" line="99"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="99"/>
        <source>Hand</source>
        <comment>hand number column</comment>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="99"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="100"/>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="100"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="101"/>
        <source>Result</source>
        <comment>your chips won or lost in the hand</comment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="102"/>
        <source>Winning hand</source>
        <translation>Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="153"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/history/panel.py" line="58"/>
        <source>Game of %1</source>
        <translation>Spiel vom %1</translation>
    </message>
</context>
<context>
    <name>HistoryMenus</name>
    <message>
        <location filename="../gui/window/history_menus.py" line="69"/>
        <source>&amp;Sessions…</source>
        <translation>&amp;Sitzungen…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="71"/>
        <source>Ctrl+O</source>
        <comment>shortcut: sessions</comment>
        <extracomment>shortcut for Game &gt; Sessions...</extracomment>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="72"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Handverlauf…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="74"/>
        <source>Ctrl+H</source>
        <comment>shortcut: hand history</comment>
        <extracomment>shortcut for View &gt; Hand history...</extracomment>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="76"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="78"/>
        <source>Ctrl+I</source>
        <comment>shortcut: statistics</comment>
        <extracomment>shortcut for View &gt; Statistics...</extracomment>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="80"/>
        <location filename="../gui/window/history_menus.py" line="128"/>
        <source>Hand history</source>
        <translation>Handverlauf</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="92"/>
        <location filename="../gui/window/history_menus.py" line="116"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="93"/>
        <source>Saved games are not available in this run.</source>
        <translation>Gespeicherte Spiele sind in diesem Lauf nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../gui/window/history_menus.py" line="117"/>
        <source>Continuing a session is not available in this run.</source>
        <translation>Eine Sitzung fortzusetzen ist in diesem Lauf nicht möglich.</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../gui/history/panel.py" line="275"/>
        <source>Show the hands of one session or of all</source>
        <translation>Die Hände einer Sitzung oder aller Sitzungen zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="276"/>
        <source>Won and lost</source>
        <comment>filter: every result</comment>
        <translation>Gewonnen und verloren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="276"/>
        <source>Hands you won</source>
        <translation>Gewonnene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="277"/>
        <source>Hands you lost</source>
        <translation>Verlorene Hände</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="280"/>
        <source>Any winning hand</source>
        <translation>Jede Gewinnerhand</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="283"/>
        <source>No showdown</source>
        <translation>Kein Showdown</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="284"/>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="285"/>
        <source>Step through the selected hand on the table (or double-click a hand)</source>
        <translation>Die gewählte Hand Schritt für Schritt am Tisch ansehen (oder eine Hand doppelklicken)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="287"/>
        <source>Export as &amp;PHH…</source>
        <translation>Als &amp;PHH exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="288"/>
        <source>Save the selected hands (or all hands shown) as PHH, the poker hand history format</source>
        <translation>Die gewählten Hände (oder alle gezeigten) als PHH speichern, im Format für Poker-Handverläufe</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="290"/>
        <source>Export as Poker&amp;Stars text…</source>
        <translation>Als Poker&amp;Stars-Text exportieren…</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="291"/>
        <source>Save the selected hands (or all hands shown) as PokerStars hand history text, which hand tracking programs read</source>
        <translation>Die gewählten Hände (oder alle gezeigten) als PokerStars-Handverlauf speichern, den Tracking-Programme lesen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="307"/>
        <source>All sessions</source>
        <translation>Alle Sitzungen</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/panel.py" line="328"/>
        <source>%Ln hand(s)</source>
        <extracomment>how many hands the filters let through</extracomment>
        <translation>
            <numerusform>%Ln Hand</numerusform>
            <numerusform>%Ln Hände</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="363"/>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="364"/>
        <source>This hand cannot be replayed: %1</source>
        <translation>Diese Hand kann nicht nachgespielt werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="387"/>
        <source>Export hands as PHH</source>
        <translation>Hände als PHH exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="389"/>
        <source>PHH hand histories (*.phh *.phhs)</source>
        <translation>PHH-Handverläufe (*.phh *.phhs)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="391"/>
        <source>Export hands as PokerStars text</source>
        <translation>Hände als PokerStars-Text exportieren</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="393"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <location filename="../gui/history/panel.py" line="405"/>
        <source>The hands were not saved: %1</source>
        <translation>Die Hände wurden nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../gui/base/texts.py" line="332"/>
        <source>Hand #%1: %2 has the button; blinds %3/%4.</source>
        <translation>Hand Nr. %1: %2 ist Dealer; Blinds %3/%4.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="336"/>
        <source>%1 posts an ante of %2.</source>
        <translation>%1 setzt eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="339"/>
        <source>%1 posts the small blind of %2.</source>
        <translation>%1 setzt den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="340"/>
        <source>%1 posts the big blind of %2.</source>
        <translation>%1 setzt den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="344"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="349"/>
        <source>%1 folds.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="351"/>
        <source>%1 checks.</source>
        <translation>%1 checkt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="353"/>
        <source>%1 calls %2.</source>
        <translation>%1 geht mit (%2).</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="355"/>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="357"/>
        <source>%1 raises to %3.</source>
        <translation>%1 erhöht auf %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="265"/>
        <location filename="../gui/base/texts.py" line="361"/>
        <source>(all-in)</source>
        <translation>(All-in)</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/texts.py" line="57"/>
        <source>You take back %Ln uncalled chip(s).</source>
        <extracomment>nobody called the person&apos;s whole bet; the rest comes back to them</extracomment>
        <translation>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: Du nimmst %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/texts.py" line="61"/>
        <source>%1 takes back %Ln uncalled chip(s).</source>
        <extracomment>%1 a player&apos;s name; nobody called their whole bet, the rest comes back</extracomment>
        <translation>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chip zurück.</numerusform>
            <numerusform>Niemand geht mit: %1 nimmt %Ln Chips zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/texts.py" line="65"/>
        <source>You rebuy for %Ln chip(s).</source>
        <extracomment>the person buys back in after busting</extracomment>
        <translation>
            <numerusform>Du kaufst für %Ln Chip nach.</numerusform>
            <numerusform>Du kaufst für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/texts.py" line="69"/>
        <source>%1 rebuys for %Ln chip(s).</source>
        <extracomment>%1 a player&apos;s name; they buy back in after busting</extracomment>
        <translation>
            <numerusform>%1 kauft für %Ln Chip nach.</numerusform>
            <numerusform>%1 kauft für %Ln Chips nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/texts.py" line="73"/>
        <source>Game over after %n hand(s): %1 finishes first.</source>
        <extracomment>%1 the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Spielende nach %n Hand: %1 gewinnt.</numerusform>
            <numerusform>Spielende nach %n Händen: %1 gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="247"/>
        <source>You post an ante of %1.</source>
        <translation>Du setzt eine Ante von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="249"/>
        <source>You post the small blind of %1.</source>
        <translation>Du setzt den Small Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="250"/>
        <source>You post the big blind of %1.</source>
        <translation>Du setzt den Big Blind von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="254"/>
        <source>You fold.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="256"/>
        <source>You check.</source>
        <translation>Du checkst.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="258"/>
        <source>You call %1.</source>
        <translation>Du gehst mit (%1).</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="260"/>
        <source>You bet %1.</source>
        <translation>Du setzt %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="262"/>
        <source>You raise to %2.</source>
        <translation>Du erhöhst auf %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="287"/>
        <source>You win the main pot of %1.</source>
        <extracomment>%1 the amount</extracomment>
        <translation>Du gewinnst den Hauptpot von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="289"/>
        <source>You win side pot %1 of %2.</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...), %2 the amount</extracomment>
        <translation>Du gewinnst Side-Pot %1 von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="295"/>
        <source>%1 wins the main pot of %2.</source>
        <extracomment>%1 a player&apos;s name, %2 the amount</extracomment>
        <translation>%1 gewinnt den Hauptpot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="298"/>
        <source>%1 wins side pot %2 of %3.</source>
        <extracomment>%1 a player&apos;s name, %2 the side pot&apos;s number, %3 the amount</extracomment>
        <translation>%1 gewinnt Side-Pot %2 von %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="303"/>
        <source>The main pot of %1 is split: %2.</source>
        <extracomment>%1 the amount, %2 the winners and their shares (&quot;Ada 50, Bruno 50&quot;)</extracomment>
        <translation>Der Hauptpot von %1 wird geteilt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="306"/>
        <source>Side pot %1 of %2 is split: %3.</source>
        <extracomment>%1 the side pot&apos;s number, %2 the amount, %3 the winners and their shares</extracomment>
        <translation>Side-Pot %1 von %2 wird geteilt: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="270"/>
        <source>You show %1: %2.</source>
        <translation>Du zeigst %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="274"/>
        <source>You muck.</source>
        <translation>Du zeigst deine Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="328"/>
        <source>Hand #%1: you have the button; blinds %2/%3.</source>
        <translation>Hand Nr. %1: Du bist Dealer; Blinds %2/%3.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="366"/>
        <source>All-in: the hands are turned up.</source>
        <translation>All-in: Die Karten werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="368"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 zeigt %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="372"/>
        <source>%1 mucks.</source>
        <translation>%1 zeigt die Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="378"/>
        <source>You are out.</source>
        <translation>Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="379"/>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="381"/>
        <source>Blinds go up to %1/%2.</source>
        <translation>Die Blinds steigen auf %1/%2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="390"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/window/main_window.py" line="251"/>
        <source>Hand log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="134"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="136"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="140"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="248"/>
        <source>P</source>
        <comment>shortcut: pause</comment>
        <extracomment>keyboard shortcut of Pause (a single letter)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="149"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="144"/>
        <source>&amp;Trainer…</source>
        <translation>Übungs&amp;trainer…</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="154"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="156"/>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="159"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="160"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="161"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="162"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="171"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="174"/>
        <source>Standard deck</source>
        <translation>Klassisches Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="175"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="186"/>
        <source>Blue back</source>
        <translation>Blaue Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="186"/>
        <source>Red back</source>
        <translation>Rote Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="187"/>
        <source>Green back</source>
        <translation>Grüne Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="202"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="210"/>
        <source>System</source>
        <extracomment>language menu: follow the desktop&apos;s language</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="227"/>
        <source>The language could not be saved: %1</source>
        <translation>Die Sprache konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="249"/>
        <source>Pause or resume the game (%1)</source>
        <translation>Spiel anhalten oder fortsetzen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="424"/>
        <location filename="../gui/window/main_window.py" line="560"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="425"/>
        <source>The game stopped because of an internal error. The details are in the hand log.</source>
        <translation>Das Spiel wurde wegen eines internen Fehlers angehalten. Die Einzelheiten stehen im Spielverlauf.</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="535"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist abgelaufen.</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="548"/>
        <source>%1 s</source>
        <extracomment>seconds left to act; %1 the number</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="552"/>
        <source>Time bank %1 s</source>
        <extracomment>seconds left in the time bank; %1 the number</extracomment>
        <translation>Zeitbank %1 s</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="563"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="563"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="564"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="564"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/main_window.py" line="567"/>
        <source>Felt — %1, %n player(s)</source>
        <extracomment>window title; %1 the game, %n the number of players</extracomment>
        <translation>
            <numerusform>Felt — %1, %n Spieler</numerusform>
            <numerusform>Felt — %1, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="572"/>
        <source>Hand #%1</source>
        <extracomment>status bar; %1 the hand&apos;s number</extracomment>
        <translation>Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="575"/>
        <source>Level %1: blinds %2/%3</source>
        <extracomment>status bar; %1 the blind level&apos;s number, %2 small blind, %3 big blind</extracomment>
        <translation>Stufe %1: Blinds %2/%3</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="578"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="580"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/window/new_game.py" line="98"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="99"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="99"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="100"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="101"/>
        <source>Short deck (6+) Hold&apos;em</source>
        <translation>Short-Deck (6+) Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="111"/>
        <source>Slow (every %n hand(s))</source>
        <extracomment>how fast the blinds go up; %n hands per level</extracomment>
        <translation>
            <numerusform>Langsam (nach jeder Hand)</numerusform>
            <numerusform>Langsam (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="112"/>
        <source>Standard (every %n hand(s))</source>
        <translation>
            <numerusform>Standard (nach jeder Hand)</numerusform>
            <numerusform>Standard (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="113"/>
        <source>Turbo (every %n hand(s))</source>
        <translation>
            <numerusform>Turbo (nach jeder Hand)</numerusform>
            <numerusform>Turbo (alle %n Hände)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="121"/>
        <source>Players at the table, you included</source>
        <translation>Spieler am Tisch, du eingeschlossen</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="103"/>
        <source>Mixed levels</source>
        <extracomment>kinds of computer opponents</extracomment>
        <translation>Gemischte Spielstärken</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="103"/>
        <source>Beginners</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="104"/>
        <source>Casual players</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="104"/>
        <source>Solid players</source>
        <translation>Solide Spieler</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="105"/>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="105"/>
        <source>Wild (random)</source>
        <translation>Wild (zufällig)</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="106"/>
        <source>Calling stations</source>
        <translation>Calling Stations (gehen immer mit)</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="109"/>
        <source>Fixed blinds</source>
        <extracomment>the blinds stay the same all game</extracomment>
        <translation>Feste Blinds</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="122"/>
        <source>How often each player may buy back in after busting</source>
        <translation>Wie oft jeder Spieler nach dem Ausscheiden nachkaufen darf</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="119"/>
        <source>Tournament: play until one player has every chip</source>
        <translation>Turnier: spielen, bis ein Spieler alle Chips hat</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="120"/>
        <source>Cash session: play as long as you like</source>
        <translation>Cash Game: spielen, so lange du willst</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="124"/>
        <source>random</source>
        <extracomment>placeholder of the empty seed box</extracomment>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="125"/>
        <source>The same seed deals the same cards again</source>
        <translation>Derselbe Startwert teilt dieselben Karten wieder aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/new_game.py" line="129"/>
        <source>Action clock (%n second(s) plus a time bank)</source>
        <translation>
            <numerusform>Zeitlimit (%n Sekunde plus Zeitbank)</numerusform>
            <numerusform>Zeitlimit (%n Sekunden plus Zeitbank)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="130"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="130"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="130"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="131"/>
        <source>Opponents:</source>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="131"/>
        <source>Starting stack:</source>
        <translation>Startchips:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="131"/>
        <source>Small blind:</source>
        <translation>Small Blind:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="132"/>
        <source>Big blind:</source>
        <translation>Big Blind:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="132"/>
        <source>Ante:</source>
        <translation>Ante:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="132"/>
        <source>Blinds go up:</source>
        <translation>Blinds steigen:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="133"/>
        <source>Rebuys:</source>
        <translation>Nachkäufe:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="133"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="133"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="142"/>
        <source>Deal</source>
        <extracomment>the OK button of the New Game dialog: start dealing</extracomment>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../gui/window/new_game.py" line="127"/>
        <source>You</source>
        <extracomment>placeholder of the empty name box: the person is called this at the table</extracomment>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../gui/base/texts.py" line="89"/>
        <source>You</source>
        <extracomment>the person&apos;s name when they did not give one</extracomment>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <location filename="../gui/base/texts.py" line="97"/>
        <source>Deuce</source>
        <extracomment>rank of one card, singular (as in &quot;Deuce kicker&quot;)</extracomment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="97"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="97"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="98"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="98"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="98"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="99"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="100"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="101"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Deuces</source>
        <extracomment>rank of several cards, plural (as in &quot;Pair of Deuces&quot;)</extracomment>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="110"/>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="111"/>
        <source>Sevens</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="112"/>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="113"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="114"/>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../gui/history/replayer.py" line="131"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="136"/>
        <source>The cards are dealt.</source>
        <translation>Die Karten werden ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="139"/>
        <source>You hold %1.</source>
        <translation>Du hältst %1.</translation>
    </message>
</context>
<context>
    <name>ReplayerWindow</name>
    <message>
        <location filename="../gui/history/replayer.py" line="244"/>
        <location filename="../gui/history/replayer.py" line="304"/>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="246"/>
        <location filename="../gui/history/replayer.py" line="305"/>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="248"/>
        <location filename="../gui/history/replayer.py" line="306"/>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="250"/>
        <location filename="../gui/history/replayer.py" line="307"/>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="259"/>
        <location filename="../gui/history/replayer.py" line="308"/>
        <source>Show all hole cards</source>
        <translation>Alle Startkarten zeigen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="260"/>
        <location filename="../gui/history/replayer.py" line="309"/>
        <source>Show every player&apos;s cards from the deal, or only yours and those shown at showdown</source>
        <translation>Die Karten aller Spieler ab dem Austeilen zeigen, oder nur deine und die beim Showdown gezeigten</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="294"/>
        <source>Replay of hand #%1</source>
        <translation>Hand Nr. %1 nachspielen</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="297"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../gui/history/replayer.py" line="369"/>
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
        <location filename="../gui/base/texts.py" line="194"/>
        <source>Pre-flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="194"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="195"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="195"/>
        <source>River</source>
        <translation>River</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../gui/table/scene.py" line="163"/>
        <source>Burn</source>
        <comment>label under the burned cards</comment>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="166"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="167"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="169"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="547"/>
        <source>Main pot</source>
        <translation>Hauptpot</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="549"/>
        <source>Side pot %1</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...)</extracomment>
        <translation>Side-Pot %1</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="554"/>
        <source>Can be won by: %1</source>
        <extracomment>tooltip of a pot; %1 the names of the players who can win it</extracomment>
        <translation>Gewinnen können: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="621"/>
        <location filename="../gui/table/scene.py" line="884"/>
        <source>Busted</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="622"/>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="654"/>
        <location filename="../gui/table/scene.py" line="660"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="786"/>
        <source>Mucked</source>
        <translation>Nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="823"/>
        <source>You win with %1</source>
        <extracomment>the banner when the person wins at showdown; %1 the hand&apos;s name</extracomment>
        <translation>Du gewinnst mit %1</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="826"/>
        <source>%1 wins with %2</source>
        <extracomment>the banner at showdown; %1 the winner&apos;s name, %2 the hand&apos;s name</extracomment>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="843"/>
        <source>Wins %1</source>
        <extracomment>status under a seat that won chips; %1 the amount</extracomment>
        <translation>Gewinnt %1</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="870"/>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="895"/>
        <source>Rebought</source>
        <translation>Nachgekauft</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="906"/>
        <source>Game over: you win</source>
        <extracomment>the banner when the person wins a tournament</extracomment>
        <translation>Spielende: Du gewinnst</translation>
    </message>
    <message>
        <location filename="../gui/table/scene.py" line="909"/>
        <source>Game over: %1 wins</source>
        <extracomment>the banner when a tournament ends; %1 the winner&apos;s name</extracomment>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../gui/teaching/answer.py" line="147"/>
        <location filename="../gui/teaching/answer.py" line="188"/>
        <source>Answer (Enter)</source>
        <translation>Antworten (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="158"/>
        <source>Ranks (e.g. K 7):</source>
        <translation>Ränge (z. B. K 7):</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="160"/>
        <source>Combinations:</source>
        <translation>Kombinationen:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="171"/>
        <source>Outs:</source>
        <translation>Anzahl der Outs:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="172"/>
        <source>Equity in %:</source>
        <translation>Equity in Prozent:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="180"/>
        <source>Call (C)</source>
        <translation>Mitgehen (M)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="181"/>
        <source>Fold (F)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="194"/>
        <location filename="../gui/teaching/exercise_view.py" line="195"/>
        <source>Range %1</source>
        <translation>Range Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="253"/>
        <source>Answer first (see above).</source>
        <translation>Erst antworten (siehe oben).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="276"/>
        <source>C</source>
        <comment>key: call</comment>
        <extracomment>keyboard key that calls in &quot;Call or fold?&quot; (one letter)</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../gui/teaching/answer.py" line="279"/>
        <source>F</source>
        <comment>key: fold</comment>
        <extracomment>keyboard key that folds in &quot;Call or fold?&quot; (one letter)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="110"/>
        <source>Next (Enter)</source>
        <extracomment>Cell size of the opponent&apos;s range shown with an equity or call exercise. Explanation lines shown before &quot;step by step&quot; is asked for.</extracomment>
        <translation>Weiter (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="111"/>
        <source>Try again (R)</source>
        <translation>Noch einmal (R)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="112"/>
        <source>Explain step by step (E)</source>
        <translation>Schritt für Schritt erklären (E)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="132"/>
        <source>Exercise %1 of %2 · %3 · %4</source>
        <extracomment>%1 exercise number, %2 exercises in the session, %3 drill name, %4 difficulty</extracomment>
        <translation>Aufgabe %1 von %2 · %3 · %4</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="149"/>
        <source>Short deck (sixes to aces): a flush beats a full house, three of a kind beats a straight.</source>
        <translation>Short Deck (Sechsen bis Asse): Ein Flush schlägt ein Full House, ein Drilling schlägt eine Straße.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="153"/>
        <source>Now the pot is %1 and he bets %2.</source>
        <extracomment>%1 the line of play, %2 pot before the bet, %3 the bet</extracomment>
        <translation>Jetzt liegen %1 im Pot, und er setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="157"/>
        <source>Your equity against his range?</source>
        <translation>Deine Equity gegen seine Range?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="164"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="165"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="174"/>
        <source>His hand</source>
        <translation>Seine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="181"/>
        <source>His range (the reader&apos;s)</source>
        <translation>Seine Range (laut Range-Leser)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/exercise_view.py" line="188"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="62"/>
        <source>accuracy (line), median seconds (bars)</source>
        <translation>Trefferquote (Linie), Median der Sekunden (Balken)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="71"/>
        <source>No answers yet.</source>
        <translation>Noch keine Antworten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="145"/>
        <source>Your progress</source>
        <translation>Dein Fortschritt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="147"/>
        <source>Drill</source>
        <translation>Übung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="147"/>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="148"/>
        <source>Accuracy</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="148"/>
        <source>Last 20</source>
        <translation>Letzte 20</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="149"/>
        <source>Median time</source>
        <translation>Median der Zeit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="149"/>
        <source>Streak (best)</source>
        <translation>Serie (beste)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="150"/>
        <source>Practise the weak spot (Enter)</source>
        <translation>Schwachstelle üben (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="151"/>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="172"/>
        <source>Weak spot: %1 (recent accuracy %2). Practise it next.</source>
        <extracomment>%1 a drill&apos;s name, %2 its recent accuracy</extracomment>
        <translation>Schwachstelle: %1 (zuletzt %2 richtig). Übe sie als Nächstes.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="177"/>
        <source>Not tried yet: %1. Give it a go.</source>
        <translation>Noch nicht probiert: %1. Versuch es doch mal.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/progress_view.py" line="184"/>
        <source>Stored answers that could not be read: %1</source>
        <extracomment>answers in the database this Felt could not read (damaged or from a newer Felt)</extracomment>
        <translation>Gespeicherte Antworten, die nicht gelesen werden konnten: %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="152"/>
        <source>Felt Trainer</source>
        <translation>Felt-Trainer</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="153"/>
        <source>Choose a drill</source>
        <translation>Wähle eine Übung</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="160"/>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="161"/>
        <source>Start (Enter)</source>
        <translation>Los (Enter)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="162"/>
        <source>Progress (P)</source>
        <translation>Fortschritt (P)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="164"/>
        <source>A session has %1 exercises. Arrow keys or digits choose, Tab reaches the level, Enter starts, P shows your progress, Esc comes back here.</source>
        <extracomment>%1 the number of exercises in a session</extracomment>
        <translation>Eine Sitzung hat %1 Aufgaben. Pfeiltasten oder Ziffern wählen, Tab führt zur Stufe, Enter startet, P zeigt deinen Fortschritt, Esc kehrt hierher zurück.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/trainer.py" line="250"/>
        <source>Session done: %1 of %2 right, %3 s per answer (median).

Enter: a new session · P: progress · Esc: choose a drill</source>
        <extracomment>%1 right answers, %2 exercises, %3 median seconds per answer</extracomment>
        <translation>Sitzung beendet: %1 von %2 richtig, %3 s pro Antwort (Median).

Enter: neue Sitzung · P: Fortschritt · Esc: Übung wählen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="65"/>
        <source>Which hand wins?</source>
        <translation>Welche Hand gewinnt?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="66"/>
        <source>Name your hand</source>
        <translation>Benenne deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="67"/>
        <source>Count the outs</source>
        <translation>Zähle die Outs</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="68"/>
        <source>Estimate your equity</source>
        <translation>Schätze deine Equity</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="69"/>
        <source>Call or fold?</source>
        <translation>Mitgehen oder passen?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="70"/>
        <source>Put him on a range</source>
        <translation>Lies seine Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="71"/>
        <source>Read the board</source>
        <translation>Lies das Board</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="73"/>
        <source>Mixed (weak spots first)</source>
        <extracomment>the picker&apos;s entry that mixes every drill, the weakest first</extracomment>
        <translation>Gemischt (Schwachstellen zuerst)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="80"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="81"/>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="82"/>
        <source>Advanced</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="89"/>
        <source>Player %1</source>
        <extracomment>a player in &quot;Which hand wins?&quot;, numbered from 1</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="102"/>
        <source>%1 raises first in to 3 big blinds.</source>
        <extracomment>%1 a seat such as CO; the computer player&apos;s action before the flop</extracomment>
        <translation>%1 erhöht als Erster auf 3 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="103"/>
        <source>%1 just calls the big blind (limps).</source>
        <translation>%1 geht nur den Big Blind mit (Limp).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="104"/>
        <source>%1 calls a raise to 3 big blinds.</source>
        <translation>%1 geht eine Erhöhung auf 3 Big Blinds mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="105"/>
        <source>%1 re-raises a raise to 9 big blinds.</source>
        <translation>%1 erhöht eine Erhöhung erneut, auf 9 Big Blinds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="111"/>
        <source>On the flop %1 he bets two thirds of the pot.</source>
        <extracomment>the computer player&apos;s action on the flop; %1 the flop&apos;s cards</extracomment>
        <translation>Auf dem Flop %1 setzt er zwei Drittel des Pots.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="112"/>
        <source>On the flop %1 he checks.</source>
        <translation>Auf dem Flop %1 checkt er.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="113"/>
        <source>On the flop %1 he calls a bet of two thirds of the pot.</source>
        <translation>Auf dem Flop %1 geht er einen Einsatz von zwei Dritteln des Pots mit.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="114"/>
        <source>On the flop %1 he raises a bet.</source>
        <translation>Auf dem Flop %1 erhöht er einen Einsatz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="122"/>
        <source>Which hand wins? Press the number of each winner (several for a split pot), then Enter.</source>
        <translation>Welche Hand gewinnt? Drück die Nummer jedes Gewinners (mehrere bei geteiltem Pot), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="126"/>
        <source>Name your best hand: press the number of its category, then Enter.</source>
        <translation>Benenne deine beste Hand: Drück die Nummer ihrer Kategorie, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="128"/>
        <source>Name your best hand: press the number of its category, Tab, type its ranks (e.g. K 7 or A K Q J 9), then Enter.</source>
        <translation>Benenne deine beste Hand: Drück die Nummer ihrer Kategorie, Tab, tippe ihre Ränge (z. B. K 7 oder A K D B 9), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="131"/>
        <source>You are behind. How many cards put you ahead on the next card? Type the number, then Enter.</source>
        <translation>Du liegst hinten. Wie viele Karten bringen dich mit der nächsten Karte nach vorn? Tippe die Zahl, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="134"/>
        <source>Estimate your equity in percent (0 to 100), then Enter.</source>
        <translation>Schätze deine Equity in Prozent (0 bis 100), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="136"/>
        <source>He bets. Call (C) or fold (F)?</source>
        <translation>Er setzt. Mitgehen (M) oder passen (P)?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="139"/>
        <source>Paint his range: arrow keys move, Space marks a hand (or drag with the mouse), then Enter.</source>
        <translation>Male seine Range: Pfeiltasten bewegen, die Leertaste markiert eine Hand (oder zieh mit der Maus), dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="141"/>
        <source>Which range fits his line best? Press 1 to 4.</source>
        <translation>Welche Range passt am besten zu seinem Spiel? Drück 1 bis 4.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="144"/>
        <source>What is the nuts on this board? Press the number of its category, then Enter.</source>
        <translation>Was sind die Nuts auf diesem Board? Drück die Nummer ihrer Kategorie, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="146"/>
        <source>What is the nuts? Press the number of its category, Tab, type how many two-card combinations make it, then Enter.</source>
        <translation>Was sind die Nuts? Drück die Nummer ihrer Kategorie, Tab, tippe, wie viele Kombinationen aus zwei Karten sie bilden, dann Enter.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="153"/>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="156"/>
        <source>Partly right (%1 of a point).</source>
        <extracomment>a partly right answer; %1 the points earned as a percentage</extracomment>
        <translation>Teilweise richtig (%1 eines Punkts).</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="158"/>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="186"/>
        <source>%1 wins with %2.</source>
        <extracomment>%1 &quot;Player 2&quot;, %2 a hand name</extracomment>
        <translation>%1 gewinnt mit %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="190"/>
        <source>Split pot: %1 share it with %2.</source>
        <extracomment>%1 &quot;Player 1, Player 3&quot;, %2 a hand name</extracomment>
        <translation>Geteilter Pot: %1 teilen ihn mit %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="199"/>
        <source>Short deck: a flush beats a full house, and three of a kind beats a straight.</source>
        <translation>Short Deck: Ein Flush schlägt ein Full House, und ein Drilling schlägt eine Straße.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="206"/>
        <source>Your hand: %1.</source>
        <translation>Deine Hand: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="208"/>
        <source>Your best five cards: %1.</source>
        <translation>Deine besten fünf Karten: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="210"/>
        <source>Category: %1.</source>
        <translation>Kategorie: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="214"/>
        <source>The ranks that decide it: %1.</source>
        <extracomment>%1 ranks such as &quot;King, Seven&quot;</extracomment>
        <translation>Die entscheidenden Ränge: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="224"/>
        <source>%1: %2</source>
        <extracomment>outs grouped by what they make; %1 a hand category, %2 the cards that make it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="282"/>
        <source>Your painting overlaps the reader&apos;s range by %1.</source>
        <translation>Deine Bemalung deckt sich zu %1 mit der Range des Range-Lesers.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="293"/>
        <source>Range %1 (overlap %2) belongs to: %3</source>
        <extracomment>%1 a choice&apos;s number, %2 its overlap with the right range, %3 the line it belongs to</extracomment>
        <translation>Range Nr. %1 (Deckung %2) gehört zu: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="227"/>
        <source>Split pot (no out): %1</source>
        <translation>Geteilter Pot (kein Out): %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="195"/>
        <source>%1 has %2: %3</source>
        <extracomment>%1 &quot;Player 1&quot;, %2 the hand&apos;s name, %3 its best five cards</extracomment>
        <translation>%1 hat %2: %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="230"/>
        <source>Counts within %1 of the exact number are right at this level.</source>
        <translation>Auf dieser Stufe zählt als richtig, was höchstens %1 von der genauen Zahl abweicht.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="232"/>
        <source>Rule of thumb: outs times 2 is about the percent for one card, outs times 4 for two cards.</source>
        <translation>Faustregel: Outs mal 2 ergibt etwa die Prozent für eine Karte, Outs mal 4 für zwei Karten.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="238"/>
        <source>Your equity: %1.</source>
        <translation>Deine Equity: %1.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="242"/>
        <source>His range after that: about %1 combinations.</source>
        <extracomment>%1 the number of two-card combinations (may be fractional)</extracomment>
        <translation>Seine Range danach: etwa %1 Kombinationen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="244"/>
        <source>Estimates within %1 points are right at this level.</source>
        <translation>Auf dieser Stufe zählen Schätzungen auf %1 Prozentpunkte genau als richtig.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="246"/>
        <source>Equity is your average share of the pot over every way the board can still come.</source>
        <translation>Equity ist dein durchschnittlicher Anteil am Pot über alle Boards, die noch kommen können.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="253"/>
        <source>Calling is right: your equity beats the pot odds.</source>
        <translation>Mitgehen ist richtig: Deine Equity übertrifft die Pot Odds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="255"/>
        <source>Folding is right: your equity is below the pot odds.</source>
        <translation>Passen ist richtig: Deine Equity liegt unter den Pot Odds.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="257"/>
        <source>You need %1 equity and have %2.</source>
        <extracomment>%1 equity needed, %2 equity held</extracomment>
        <translation>Du brauchst %1 Equity und hast %2.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="260"/>
        <source>Pot odds: %1 to call for a final pot of %2 = %3.</source>
        <extracomment>%1 to call, %2 the final pot, %3 the needed equity</extracomment>
        <translation>Pot Odds: %1 zum Mitgehen bei einem Pot von am Ende %2 = %3.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="265"/>
        <source>Value of calling: %1 of %2, less %3 = %4 chips; folding: 0 chips.</source>
        <extracomment>%1 equity, %2 final pot, %3 the call, %4 the result in chips</extracomment>
        <translation>Wert des Mitgehens: %1 von %2, minus %3 = %4 Chips; Passen: 0 Chips.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="271"/>
        <source>His range (the reader&apos;s): about %1 combinations.</source>
        <translation>Seine Range (laut Range-Leser): etwa %1 Kombinationen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="279"/>
        <source>The best painting overlaps the reader&apos;s range by %1.</source>
        <translation>Die beste Bemalung deckt sich zu %1 mit der Range des Range-Lesers.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="285"/>
        <source>The shaded squares are the reader&apos;s range; darker is more likely.</source>
        <translation>Die schattierten Felder sind die Range des Range-Lesers; je dunkler, desto wahrscheinlicher.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="289"/>
        <source>Range %1 is the one the reader gives this line.</source>
        <translation>Range Nr. %1 ist die, die der Range-Leser diesem Spiel zuordnet.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/words.py" line="303"/>
        <source>Holdings: %1</source>
        <translation>Startkarten: %1</translation>
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
</TS>
