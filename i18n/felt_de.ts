<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <location filename="../gui/base/texts.py" line="159"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="161"/>
        <location filename="../gui/teaching/coach_words.py" line="205"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="163"/>
        <location filename="../gui/teaching/coach_words.py" line="205"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="165"/>
        <location filename="../gui/teaching/coach_words.py" line="206"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="167"/>
        <location filename="../gui/teaching/coach_words.py" line="207"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="168"/>
        <location filename="../gui/teaching/coach_words.py" line="206"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../gui/window/controls.py" line="162"/>
        <source>Fold</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="165"/>
        <source>F</source>
        <comment>shortcut: fold</comment>
        <extracomment>keyboard shortcut of the Fold button (a single letter)</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="216"/>
        <location filename="../gui/window/controls.py" line="232"/>
        <location filename="../gui/window/controls.py" line="301"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="167"/>
        <source>C</source>
        <comment>shortcut: check or call</comment>
        <extracomment>keyboard shortcut of the Check/Call button (a single letter)</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="436"/>
        <source>Bet</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="169"/>
        <source>R</source>
        <comment>shortcut: bet or raise</comment>
        <extracomment>keyboard shortcut of the Bet/Raise button (a single letter)</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="179"/>
        <source>Amount to bet or raise to (Up/Down keys in the box)</source>
        <translation>Betrag zum Setzen oder Erhöhen (Pfeiltasten im Feld)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="180"/>
        <source>Type an amount to bet or raise to; Enter bets it</source>
        <translation>Betrag zum Setzen oder Erhöhen eingeben; Enter setzt ihn</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="184"/>
        <source>Min</source>
        <extracomment>quick bet size: the smallest legal bet or raise</extracomment>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="184"/>
        <source>The smallest bet or raise (1)</source>
        <translation>Der kleinste Einsatz oder die kleinste Erhöhung (1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="185"/>
        <source>½ Pot</source>
        <translation>½ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="185"/>
        <source>Half the pot (2)</source>
        <translation>Der halbe Pot (2)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="186"/>
        <source>¾ Pot</source>
        <translation>¾ Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="186"/>
        <source>Three quarters of the pot (3)</source>
        <translation>Drei Viertel des Pots (3)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="187"/>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="187"/>
        <source>The size of the pot (4)</source>
        <translation>So viel, wie im Pot liegt (4)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="188"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="188"/>
        <source>Every chip you have (5)</source>
        <translation>Alle deine Chips (5)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="194"/>
        <source>Check/Fold</source>
        <extracomment>pre-action: check if possible, otherwise fold, when the turn comes</extracomment>
        <translation>Checken/Passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="195"/>
        <source>When your turn comes: check if you can, otherwise fold</source>
        <translation>Wenn du dran bist: checken, wenn es geht, sonst passen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="70"/>
        <source>Call %1 - you need %2</source>
        <extracomment>the call button with the coach on; %1 chips to call, %2 the equity the call needs</extracomment>
        <translation>Mitgehen %1 – du brauchst %2</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="230"/>
        <location filename="../gui/window/controls.py" line="293"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="197"/>
        <source>Call this amount when your turn comes; cancelled if the bet changes</source>
        <translation>Mit diesem Betrag mitgehen, wenn du dran bist; entfällt, wenn sich der Einsatz ändert</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="171"/>
        <source>Give up the hand (%1)</source>
        <extracomment>%1 the keyboard shortcut</extracomment>
        <translation>Die Hand aufgeben (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="173"/>
        <source>Check, or call the bet (%1)</source>
        <translation>Checken oder beim Einsatz mitgehen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="176"/>
        <source>Bet or raise to the amount in the box (%1); all-in asks you to press again</source>
        <translation>Den Betrag im Feld setzen oder darauf erhöhen (%1); bei All-in nochmals drücken</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="199"/>
        <source>Call any</source>
        <translation>Jeden Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="200"/>
        <source>Call whatever is bet in this round</source>
        <translation>In dieser Setzrunde bei jedem Einsatz mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="201"/>
        <source>Fold to any bet</source>
        <translation>Bei jedem Einsatz passen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="202"/>
        <source>Check while you can; fold as soon as anybody bets</source>
        <translation>Checken, solange es geht; passen, sobald jemand setzt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="68"/>
        <location filename="../gui/window/controls.py" line="233"/>
        <location filename="../gui/window/controls.py" line="302"/>
        <source>Call %1</source>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="226"/>
        <location filename="../gui/window/controls.py" line="286"/>
        <source>Check/Call</source>
        <extracomment>the check/call button while it is not the person&apos;s turn</extracomment>
        <translation>Checken/Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="227"/>
        <location filename="../gui/window/controls.py" line="287"/>
        <source>Bet/Raise</source>
        <translation>Setzen/Erhöhen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="220"/>
        <location filename="../gui/window/controls.py" line="380"/>
        <source>Confirm all-in %1</source>
        <translation>All-in %1 bestätigen</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="381"/>
        <location filename="../gui/window/controls.py" line="397"/>
        <source>Press again to go all-in.</source>
        <translation>Zum All-in nochmals drücken.</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="440"/>
        <source>All-in %1</source>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="442"/>
        <source>Bet %1</source>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location filename="../gui/window/controls.py" line="444"/>
        <source>Raise to %1</source>
        <translation>Erhöhen auf %1</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="215"/>
        <source>The coach shows your hand, odds and outs while you are in a hand.</source>
        <extracomment>Decisions kept in the session&apos;s &quot;cost chips&quot; list (newest first).</extracomment>
        <translation>Der Coach zeigt deine Hand, die Odds und die Outs, solange du in einer Hand bist.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="232"/>
        <source>Hand %1 - %2</source>
        <extracomment>a decision that cost chips; %1 the hand number, %2 the decision in words</extracomment>
        <translation>Hand %1 – %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="237"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="238"/>
        <source>Odds</source>
        <translation>Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="240"/>
        <source>Why?</source>
        <extracomment>tab with the computer players&apos; reasons</extracomment>
        <translation>Warum?</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="242"/>
        <source>Review</source>
        <extracomment>tab with the review of your decisions</extracomment>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="244"/>
        <source>Ranges</source>
        <extracomment>tab with an opponent&apos;s estimated range on the 13x13 grid</extracomment>
        <translation>Ranges</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="246"/>
        <source>Why each computer player acted. Shown at once when every card is open, otherwise when the hand is over. Point at a line for the numbers.</source>
        <translation>Warum jeder Computerspieler so gespielt hat. Sofort zu sehen, wenn alle Karten offen liegen, sonst am Ende der Hand. Zeig auf eine Zeile für die Zahlen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="249"/>
        <source>Your decisions in the last hand</source>
        <translation>Deine Entscheidungen in der letzten Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_dock.py" line="250"/>
        <source>Decisions that cost chips</source>
        <translation>Entscheidungen, die Chips gekostet haben</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="59"/>
        <source>%1 %</source>
        <extracomment>a percentage; %1 the number (the space before the sign as in German and French)</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="77"/>
        <source>Under the gun (UTG)</source>
        <translation>Under the Gun (UTG)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="78"/>
        <source>Under the gun +1 (UTG+1)</source>
        <translation>Under the Gun +1 (UTG+1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="79"/>
        <source>Under the gun +2 (UTG+2)</source>
        <translation>Under the Gun +2 (UTG+2)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="80"/>
        <source>Middle position (MP)</source>
        <translation>Mittlere Position (MP)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="81"/>
        <source>Middle position +1 (MP+1)</source>
        <translation>Mittlere Position +1 (MP+1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="82"/>
        <source>Hijack (HJ)</source>
        <translation>Hijack (HJ)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="83"/>
        <source>Cut-off (CO)</source>
        <translation>Cut-off (CO)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="84"/>
        <source>Button (BTN)</source>
        <translation>Button (BTN)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="85"/>
        <source>Small blind (SB)</source>
        <translation>Small Blind (SB)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="86"/>
        <source>Big blind (BB)</source>
        <translation>Big Blind (BB)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="99"/>
        <source>to a pair</source>
        <translation>zum Paar</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="100"/>
        <source>to two pair</source>
        <translation>zu zwei Paaren</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="101"/>
        <source>to three of a kind</source>
        <translation>zum Drilling</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="102"/>
        <source>to a straight</source>
        <translation>zur Straße</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="103"/>
        <source>to a flush</source>
        <translation>zum Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="104"/>
        <source>to a full house</source>
        <translation>zum Full House</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="105"/>
        <source>to four of a kind</source>
        <translation>zum Vierling</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="106"/>
        <source>to a straight flush</source>
        <translation>zum Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="107"/>
        <source>to a royal flush</source>
        <translation>zum Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="117"/>
        <source>%1 ± %2</source>
        <extracomment>an equity estimated by sampling; %1 the equity, %2 its standard error in points</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="127"/>
        <source>ranks %1 of %2 possible hands (top %3)</source>
        <extracomment>%1 the rank of your hand (1 = the best), %2 how many hands are possible, %3 share</extracomment>
        <translation>Platz %1 von %2 möglichen Händen (beste %3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="130"/>
        <source>starting hand %1 of %2 (top %3)</source>
        <extracomment>before the flop: %1 the place of your starting hand in the order of all 1,326</extracomment>
        <translation>Starthand %1 von %2 (beste %3)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="144"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="146"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="148"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="151"/>
        <source>call %1 into %2: you need %3</source>
        <extracomment>%1 chips to call, %2 the pot, %3 the equity the call needs</extracomment>
        <translation>%1 mitgehen bei %2 im Pot: du brauchst %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="156"/>
        <source>nothing to call (pot %1)</source>
        <extracomment>pot odds when nothing is to call; %1 the pot</extracomment>
        <translation>nichts mitzugehen (Pot %1)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="157"/>
        <source>Pot odds</source>
        <translation>Pot Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="160"/>
        <source>Effective stack</source>
        <extracomment>%1 the effective stack in chips, %2 the stack-to-pot ratio</extracomment>
        <translation>Effektiver Stack</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="161"/>
        <source>%1 (SPR %2)</source>
        <translation>%1 (SPR %2)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="166"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="171"/>
        <source>vs %1 (%2): &lt;b&gt;%3&lt;/b&gt;, range %4 of hands</source>
        <extracomment>%1 a player&apos;s name, %2 their position, %3 your equity against their range, %4 the range&apos;s share of all hands</extracomment>
        <translation>gegen %1 (%2): &lt;b&gt;%3&lt;/b&gt;, Range %4 der Hände</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="185"/>
        <source>Outs</source>
        <translation>Outs</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="191"/>
        <source>the expert does the same</source>
        <translation>der Experte macht dasselbe</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="192"/>
        <source>close: the difference is small</source>
        <translation>knapp: der Unterschied ist klein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="193"/>
        <source>called without the odds</source>
        <translation>mitgegangen ohne die Odds</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="194"/>
        <source>folded although the odds were there</source>
        <translation>gepasst, obwohl die Odds da waren</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="195"/>
        <source>missed value: a bet or raise earns more</source>
        <translation>Value verschenkt: Setzen oder Erhöhen bringt mehr</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="196"/>
        <source>a bet or raise that loses chips</source>
        <translation>Setzen oder Erhöhen, das Chips kostet</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="197"/>
        <source>folded when checking was free</source>
        <translation>gepasst, obwohl Checken nichts gekostet hätte</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="198"/>
        <source>another action is worth clearly more</source>
        <translation>eine andere Aktion ist deutlich mehr wert</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="199"/>
        <source>no estimate for this action</source>
        <translation>keine Schätzung für diese Aktion</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="217"/>
        <source>%1: you %2, expert %3 - %4</source>
        <extracomment>decision review; %1 the street, %2 your action, %3 the expert&apos;s, %4 the reason</extracomment>
        <translation>%1: du %2, Experte %3 – %4</translation>
    </message>
    <message>
        <location filename="../gui/teaching/coach_words.py" line="222"/>
        <source>(-%1 BB)</source>
        <extracomment>the expected value a decision gave up, in big blinds</extracomment>
        <translation>(−%1 BB)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/range_grid.py" line="114"/>
        <source>No opponent&apos;s range to show.</source>
        <translation>Keine Range eines Gegners zu zeigen.</translation>
    </message>
    <message>
        <location filename="../gui/teaching/range_grid.py" line="121"/>
        <source>%1 combinations, %2 of all hands</source>
        <extracomment>%1 weighted combinations in the range, %2 its share of all hands</extracomment>
        <translation>%1 Kombinationen, %2 aller Hände</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../gui/teaching/coach_words.py" line="33"/>
        <source>vs %n random hand(s)</source>
        <extracomment>equity against %n random hands (as many as there are opponents)</extracomment>
        <translation>
            <numerusform>gegen %n zufällige Hand</numerusform>
            <numerusform>gegen %n zufällige Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach_words.py" line="37"/>
        <source>%n out(s): %1 next card, %2 by the river</source>
        <extracomment>%n outs; %1 the chance to hit one by the next card, %2 by the river</extracomment>
        <translation>
            <numerusform>%n Out: %1 mit der nächsten Karte, %2 bis zum River</numerusform>
            <numerusform>%n Outs: %1 mit der nächsten Karte, %2 bis zum River</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../gui/base/texts.py" line="178"/>
        <source>The only allowed amount is %1.</source>
        <translation>Erlaubt ist nur der Betrag %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="179"/>
        <source>Bet or raise to an amount between %1 and %2.</source>
        <translation>Setze oder erhöhe auf einen Betrag zwischen %1 und %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="182"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="183"/>
        <source>Nobody is to act.</source>
        <translation>Niemand ist an der Reihe.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="184"/>
        <source>There is no bet to fold to: check instead.</source>
        <translation>Es gibt keinen Einsatz, vor dem du passen müsstest: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="185"/>
        <source>There is a bet to call: you cannot check.</source>
        <translation>Es liegt ein Einsatz: Du kannst nicht checken.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="186"/>
        <source>There is nothing to call: check instead.</source>
        <translation>Es gibt nichts zum Mitgehen: Checke stattdessen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="187"/>
        <source>A short all-in did not reopen the betting: you may only call or fold.</source>
        <translation>Ein zu kleines All-in hat die Setzrunde nicht wieder eröffnet: Du kannst nur mitgehen oder passen.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="190"/>
        <source>The betting is capped in this round.</source>
        <translation>In dieser Setzrunde sind keine Erhöhungen mehr erlaubt.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="191"/>
        <source>All your chips are needed to call.</source>
        <translation>Zum Mitgehen brauchst du alle deine Chips.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="192"/>
        <source>Every other player is all-in.</source>
        <translation>Alle anderen Spieler sind All-in.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="193"/>
        <source>Enter an amount to bet or raise.</source>
        <translation>Gib einen Betrag zum Setzen oder Erhöhen ein.</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="198"/>
        <source>That is not allowed now (%1).</source>
        <translation>Das ist jetzt nicht erlaubt (%1).</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../gui/base/texts.py" line="89"/>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="88"/>
        <source>High Card</source>
        <extracomment>hand category: five unpaired cards</extracomment>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="89"/>
        <source>Two Pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="90"/>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="90"/>
        <source>Three of a Kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="91"/>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="91"/>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="92"/>
        <source>Four of a Kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="92"/>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="93"/>
        <location filename="../gui/base/texts.py" line="147"/>
        <source>Royal Flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="102"/>
        <source>%1, %2 kicker</source>
        <extracomment>a hand name, then its highest kicker: &quot;Pair of Kings, Ace kicker&quot;</extracomment>
        <translation>%1, %2 als Kicker</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="115"/>
        <source>High Card, %1</source>
        <extracomment>hand name; %1 the highest card, e.g. &quot;High Card, Ace&quot;</extracomment>
        <translation>Höchste Karte, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="123"/>
        <source>Two Pair, %1 and %2</source>
        <extracomment>hand name; %1 the higher and %2 the lower pair, plural: &quot;Two Pair, Kings and Sevens&quot;</extracomment>
        <translation>Zwei Paare, %1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="128"/>
        <source>Three of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Three of a Kind, Queens&quot;</extracomment>
        <translation>Drilling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="138"/>
        <source>Full House, %1 full of %2</source>
        <extracomment>hand name; %1 the three cards&apos; rank, %2 the pair&apos;s, plural: &quot;Kings full of Sevens&quot;</extracomment>
        <translation>Full House, %1 über %2</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="142"/>
        <source>Four of a Kind, %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Four of a Kind, Nines&quot;</extracomment>
        <translation>Vierling, %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="146"/>
        <source>Straight Flush, %1 high</source>
        <extracomment>hand name; %1 the top card, singular: &quot;Straight Flush, Nine high&quot;</extracomment>
        <translation>Straight Flush, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="119"/>
        <source>Pair of %1</source>
        <extracomment>hand name; %1 a rank in the plural, e.g. &quot;Pair of Kings&quot;</extracomment>
        <translation>Paar %1</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="132"/>
        <source>Straight, %1 high</source>
        <extracomment>hand name; %1 the top card of the straight, singular: &quot;Straight, Nine high&quot;</extracomment>
        <translation>Straße, %1 hoch</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="135"/>
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
        <location filename="../gui/base/log_words.py" line="151"/>
        <source>Hand #%1: %2 has the button; blinds %3/%4.</source>
        <translation>Hand Nr. %1: %2 ist Dealer; Blinds %3/%4.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="157"/>
        <source>%1 posts an ante of %2.</source>
        <translation>%1 setzt eine Ante von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="162"/>
        <source>%1 posts the small blind of %2.</source>
        <translation>%1 setzt den Small Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="163"/>
        <source>%1 posts the big blind of %2.</source>
        <translation>%1 setzt den Big Blind von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="169"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="174"/>
        <source>%1 folds.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="176"/>
        <source>%1 checks.</source>
        <translation>%1 checkt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="178"/>
        <source>%1 calls %2.</source>
        <translation>%1 geht mit (%2).</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="180"/>
        <source>%1 bets %2.</source>
        <translation>%1 setzt %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="182"/>
        <source>%1 raises to %3.</source>
        <translation>%1 erhöht auf %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="104"/>
        <location filename="../gui/base/log_words.py" line="186"/>
        <source>(all-in)</source>
        <translation>(All-in)</translation>
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
        <translation>Du gehst mit (%1).</translation>
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
        <location filename="../gui/base/log_words.py" line="215"/>
        <source>You win the main pot of %1.</source>
        <extracomment>%1 the amount</extracomment>
        <translation>Du gewinnst den Hauptpot von %1.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="217"/>
        <source>You win side pot %1 of %2.</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...), %2 the amount</extracomment>
        <translation>Du gewinnst Side-Pot %1 von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="223"/>
        <source>%1 wins the main pot of %2.</source>
        <extracomment>%1 a player&apos;s name, %2 the amount</extracomment>
        <translation>%1 gewinnt den Hauptpot von %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="226"/>
        <source>%1 wins side pot %2 of %3.</source>
        <extracomment>%1 a player&apos;s name, %2 the side pot&apos;s number, %3 the amount</extracomment>
        <translation>%1 gewinnt Side-Pot %2 von %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="231"/>
        <source>The main pot of %1 is split: %2.</source>
        <extracomment>%1 the amount, %2 the winners and their shares (&quot;Ada 50, Bruno 50&quot;)</extracomment>
        <translation>Der Hauptpot von %1 wird geteilt: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="234"/>
        <source>Side pot %1 of %2 is split: %3.</source>
        <extracomment>%1 the side pot&apos;s number, %2 the amount, %3 the winners and their shares</extracomment>
        <translation>Side-Pot %1 von %2 wird geteilt: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="113"/>
        <source>You show %1: %2.</source>
        <translation>Du zeigst %1: %2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="119"/>
        <source>You muck.</source>
        <translation>Du zeigst deine Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="148"/>
        <source>Hand #%1: you have the button; blinds %2/%3.</source>
        <translation>Hand Nr. %1: Du bist Dealer; Blinds %2/%3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="195"/>
        <source>All-in: the hands are turned up.</source>
        <translation>All-in: Die Karten werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="199"/>
        <source>%1 shows %2: %3.</source>
        <translation>%1 zeigt %2: %3.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="205"/>
        <source>%1 mucks.</source>
        <translation>%1 zeigt die Karten nicht.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="239"/>
        <source>You are out.</source>
        <translation>Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="240"/>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="242"/>
        <source>Blinds go up to %1/%2.</source>
        <translation>Die Blinds steigen auf %1/%2.</translation>
    </message>
    <message>
        <location filename="../gui/base/log_words.py" line="255"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/window/main_window.py" line="144"/>
        <source>Hand log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="50"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="52"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="56"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="156"/>
        <source>Ctrl+K</source>
        <comment>shortcut: coach</comment>
        <extracomment>keyboard shortcut that shows or hides the coach panel</extracomment>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="159"/>
        <source>P</source>
        <comment>shortcut: pause</comment>
        <extracomment>keyboard shortcut of Pause (a single letter)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="61"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="66"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="79"/>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="82"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="83"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="84"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="85"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="97"/>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="100"/>
        <source>Standard deck</source>
        <translation>Klassisches Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="101"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="113"/>
        <source>Blue back</source>
        <translation>Blaue Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="114"/>
        <source>Red back</source>
        <translation>Rote Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="115"/>
        <source>Green back</source>
        <translation>Grüne Rückseite</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="129"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="135"/>
        <source>System</source>
        <extracomment>language menu: follow the desktop&apos;s language</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="130"/>
        <source>The language could not be saved: %1</source>
        <translation>Die Sprache konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../gui/window/window_menus.py" line="163"/>
        <source>Pause or resume the game (%1)</source>
        <translation>Spiel anhalten oder fortsetzen (%1)</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="290"/>
        <location filename="../gui/window/main_window.py" line="348"/>
        <source>Felt</source>
        <translation>Felt</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="291"/>
        <source>The game stopped because of an internal error. The details are in the hand log.</source>
        <translation>Das Spiel wurde wegen eines internen Fehlers angehalten. Die Einzelheiten stehen im Spielverlauf.</translation>
    </message>
    <message>
        <location filename="../gui/window/person_turn.py" line="137"/>
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
        <location filename="../gui/window/main_window.py" line="351"/>
        <source>No-Limit Hold&apos;em</source>
        <translation>No-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="351"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation>Pot-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="352"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation>Fixed-Limit Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="352"/>
        <source>Short deck Hold&apos;em</source>
        <translation>Short-Deck Hold&apos;em</translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/window/main_window.py" line="355"/>
        <source>Felt — %1, %n player(s)</source>
        <extracomment>window title; %1 the game, %n the number of players</extracomment>
        <translation>
            <numerusform>Felt — %1, %n Spieler</numerusform>
            <numerusform>Felt — %1, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="361"/>
        <source>Hand #%1</source>
        <extracomment>status bar; %1 the hand&apos;s number</extracomment>
        <translation>Hand Nr. %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="364"/>
        <source>Level %1: blinds %2/%3</source>
        <extracomment>status bar; %1 the blind level&apos;s number, %2 small blind, %3 big blind</extracomment>
        <translation>Stufe %1: Blinds %2/%3</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="367"/>
        <source>, ante %1</source>
        <translation>, Ante %1</translation>
    </message>
    <message>
        <location filename="../gui/window/main_window.py" line="369"/>
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
        <location filename="../gui/base/texts.py" line="46"/>
        <source>You</source>
        <extracomment>the person&apos;s name when they did not give one</extracomment>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <location filename="../gui/base/texts.py" line="54"/>
        <source>Deuce</source>
        <extracomment>rank of one card, singular (as in &quot;Deuce kicker&quot;)</extracomment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="54"/>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="54"/>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="55"/>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="55"/>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="55"/>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="56"/>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="56"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="56"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="57"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="57"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="57"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="58"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="67"/>
        <source>Deuces</source>
        <extracomment>rank of several cards, plural (as in &quot;Pair of Deuces&quot;)</extracomment>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="67"/>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="67"/>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="68"/>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="68"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="68"/>
        <source>Sevens</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="69"/>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="69"/>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="69"/>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="70"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="70"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="70"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="71"/>
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
        <location filename="../gui/base/texts.py" line="151"/>
        <source>Pre-flop</source>
        <translation>Vor dem Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="151"/>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="152"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location filename="../gui/base/texts.py" line="152"/>
        <source>River</source>
        <translation>River</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../gui/table/stage.py" line="70"/>
        <source>Burn</source>
        <comment>label under the burned cards</comment>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="74"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="76"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation>SB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="78"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation>BB</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="290"/>
        <source>Main pot</source>
        <translation>Hauptpot</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="292"/>
        <source>Side pot %1</source>
        <extracomment>%1 the side pot&apos;s number (1, 2, ...)</extracomment>
        <translation>Side-Pot %1</translation>
    </message>
    <message>
        <location filename="../gui/table/stage.py" line="247"/>
        <source>Can be won by: %1</source>
        <extracomment>tooltip of a pot; %1 the names of the players who can win it</extracomment>
        <translation>Gewinnen können: %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="90"/>
        <location filename="../gui/table/plans.py" line="343"/>
        <source>Busted</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="91"/>
        <source>Sitting out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="372"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="244"/>
        <source>Mucked</source>
        <translation>Nicht gezeigt</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="309"/>
        <source>You win with %1</source>
        <extracomment>the banner when the person wins at showdown; %1 the hand&apos;s name</extracomment>
        <translation>Du gewinnst mit %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="312"/>
        <source>%1 wins with %2</source>
        <extracomment>the banner at showdown; %1 the winner&apos;s name, %2 the hand&apos;s name</extracomment>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="269"/>
        <source>Wins %1</source>
        <extracomment>status under a seat that won chips; %1 the amount</extracomment>
        <translation>Gewinnt %1</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="331"/>
        <source>Thinking…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="352"/>
        <source>Rebought</source>
        <translation>Nachgekauft</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="363"/>
        <source>Game over: you win</source>
        <extracomment>the banner when the person wins a tournament</extracomment>
        <translation>Spielende: Du gewinnst</translation>
    </message>
    <message>
        <location filename="../gui/table/plans.py" line="366"/>
        <source>Game over: %1 wins</source>
        <extracomment>the banner when a tournament ends; %1 the winner&apos;s name</extracomment>
        <translation>Spielende: %1 gewinnt</translation>
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
    <name>Why</name>
    <message>
        <location filename="../gui/teaching/why_words.py" line="34"/>
        <source>pot</source>
        <extracomment>Bet sizes named as fractions of the pot, nearest first. a bet the size of the pot</extracomment>
        <translation>Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="36"/>
        <source>%1x pot</source>
        <extracomment>a bet larger than the pot; %1 how many times the pot, e.g. &quot;1.5x pot&quot;</extracomment>
        <translation>%1-fachen Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="40"/>
        <source>%1 pot</source>
        <extracomment>a bet as a fraction of the pot; %1 e.g. &quot;2/3&quot;</extracomment>
        <translation>%1 Pot</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="48"/>
        <source>%1 folds</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="50"/>
        <source>%1 checks</source>
        <translation>%1 checkt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="52"/>
        <source>%1 calls %2</source>
        <translation>%1 geht %2 mit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="59"/>
        <source>%1 raises %2</source>
        <extracomment>%1 a name, %2 a size such as &quot;2/3 pot&quot;</extracomment>
        <translation>%1 erhöht um %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="60"/>
        <location filename="../gui/teaching/why_words.py" line="63"/>
        <source>%1 bets %2</source>
        <translation>%1 setzt %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="62"/>
        <source>%1 raises to %2</source>
        <translation>%1 erhöht auf %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="68"/>
        <source>a wide range</source>
        <translation>eine breite Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="70"/>
        <source>a medium range</source>
        <translation>eine mittlere Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="71"/>
        <source>a narrow range</source>
        <translation>eine enge Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="76"/>
        <source>does not have the equity for the price</source>
        <translation>hat nicht genug Equity für den Preis</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="77"/>
        <source>sees nothing to gain by betting</source>
        <translation>gewinnt nichts durch Setzen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="78"/>
        <source>checks a strong hand to let others bet</source>
        <translation>checkt eine starke Hand, damit andere setzen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="79"/>
        <source>keeps the pot small with a medium hand</source>
        <translation>hält den Pot mit einer mittleren Hand klein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="80"/>
        <source>gets the right price to call</source>
        <translation>bekommt den richtigen Preis zum Mitgehen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="81"/>
        <source>calls for what the draw wins later</source>
        <translation>geht mit für das, was der Draw später gewinnt</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="82"/>
        <source>enters the pot cheaply</source>
        <translation>steigt billig in den Pot ein</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="83"/>
        <source>opens with a hand good enough for the position</source>
        <translation>eröffnet mit einer Hand, die für die Position reicht</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="84"/>
        <source>raises to play against one limper</source>
        <translation>erhöht, um gegen einen Limper zu spielen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="85"/>
        <source>re-raises for value or as a bluff</source>
        <translation>erhöht erneut, für Value oder als Bluff</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="86"/>
        <source>raises again with a very strong range</source>
        <translation>erhöht noch einmal mit einer sehr starken Range</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="87"/>
        <source>moves all-in with a short stack</source>
        <translation>geht mit kurzem Stack All-in</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="88"/>
        <source>wants calls from worse hands</source>
        <translation>will von schlechteren Händen bezahlt werden</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="89"/>
        <source>raises for value: worse hands still call</source>
        <translation>erhöht für Value: schlechtere Hände gehen noch mit</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="90"/>
        <source>bets a draw: wins now or may improve</source>
        <translation>setzt einen Draw: gewinnt sofort oder kann sich verbessern</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="91"/>
        <source>expects folds often enough</source>
        <translation>erwartet oft genug, dass gepasst wird</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="92"/>
        <source>took the safest action</source>
        <translation>nahm die sicherste Aktion</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="107"/>
        <source>puts you on %1</source>
        <extracomment>%1 &quot;a wide range&quot; (or medium, narrow)</extracomment>
        <translation>schätzt dich auf %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="110"/>
        <source>puts %1 on %2</source>
        <extracomment>%1 a player&apos;s name, %2 &quot;a wide range&quot; (or medium, narrow)</extracomment>
        <translation>schätzt %1 auf %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="115"/>
        <source>has %1 against the field</source>
        <extracomment>%1 an equity against every opponent together</extracomment>
        <translation>hat %1 gegen das Feld</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="118"/>
        <source>has %1 against it</source>
        <translation>hat %1 dagegen</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="121"/>
        <source>needs %1</source>
        <translation>braucht %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="125"/>
        <source>%1 and %2</source>
        <extracomment>joins the last reason to the others: &quot;..., has 64 % against it and wants calls&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="130"/>
        <source>%1: %2</source>
        <extracomment>the decision, then its reasons: &quot;Chloé bets 2/3 pot: puts you on a wide range, ...&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="138"/>
        <source>Hand class %1 (top %2 of starting hands)</source>
        <extracomment>%1 a starting-hand class such as AKs, %2 its place in the order of all hands</extracomment>
        <translation>Handklasse %1 (beste %2 der Starthände)</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="140"/>
        <source>Pot %1, to call %2, pot odds %3</source>
        <translation>Pot %1, mitzugehen %2, Pot Odds %3</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="145"/>
        <source>Equity %1</source>
        <translation>Equity %1</translation>
    </message>
    <message>
        <location filename="../gui/teaching/why_words.py" line="151"/>
        <source>%1: %2 BB</source>
        <extracomment>an option the computer player weighed; %1 the action, %2 its value in big blinds</extracomment>
        <translation>%1: %2 BB</translation>
    </message>
</context>
</TS>
