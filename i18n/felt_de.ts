<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Action</name>
    <message>
        <location filename="../gui/texts.py" line="123"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="125"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="127"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="129"/>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="131"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="132"/>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../gui/controls.py" line="66"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="68"/>
        <source>F</source>
        <comment>shortcut: fold</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="69"/>
        <source>Give up the hand (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="70"/>
        <location filename="../gui/controls.py" line="188"/>
        <location filename="../gui/controls.py" line="237"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="72"/>
        <source>C</source>
        <comment>shortcut: check or call</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="73"/>
        <source>Check, or call the bet (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="74"/>
        <location filename="../gui/controls.py" line="369"/>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="76"/>
        <source>R</source>
        <comment>shortcut: bet or raise</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="78"/>
        <source>Bet or raise to the amount in the box (R); all-in asks you to press again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="88"/>
        <source>Amount to bet or raise to (Up/Down keys in the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="90"/>
        <source>Type an amount to bet or raise to; Enter bets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="103"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="103"/>
        <source>The smallest bet or raise (1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="104"/>
        <source>½ Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="104"/>
        <source>Half the pot (2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="105"/>
        <source>¾ Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="105"/>
        <source>Three quarters of the pot (3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="106"/>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="106"/>
        <source>The size of the pot (4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="107"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="107"/>
        <source>Every chip you have (5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="118"/>
        <source>Check/Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="119"/>
        <source>When your turn comes: check if you can, otherwise fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="121"/>
        <location filename="../gui/controls.py" line="229"/>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="122"/>
        <source>Call this amount when your turn comes; cancelled if the bet changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="124"/>
        <source>Call any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="125"/>
        <source>Call whatever is bet in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="126"/>
        <source>Fold to any bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="127"/>
        <source>Check while you can; fold as soon as anybody bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="190"/>
        <location filename="../gui/controls.py" line="238"/>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="222"/>
        <source>Check/Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="223"/>
        <source>Bet/Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="313"/>
        <source>Confirm all-in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="314"/>
        <location filename="../gui/controls.py" line="330"/>
        <source>Press again to go all-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="373"/>
        <source>All-in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="375"/>
        <source>Bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controls.py" line="377"/>
        <source>Raise to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../gui/texts.py" line="142"/>
        <source>The only allowed amount is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="143"/>
        <source>Bet or raise to an amount between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="146"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="147"/>
        <source>Nobody is to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="148"/>
        <source>There is no bet to fold to: check instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="149"/>
        <source>There is a bet to call: you cannot check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="150"/>
        <source>There is nothing to call: check instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="151"/>
        <source>A short all-in did not reopen the betting: you may only call or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="154"/>
        <source>The betting is capped in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="155"/>
        <source>All your chips are needed to call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="156"/>
        <source>Every other player is all-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="157"/>
        <source>Enter an amount to bet or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="162"/>
        <source>That is not allowed now (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <location filename="../gui/texts.py" line="78"/>
        <source>High card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="78"/>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="78"/>
        <source>Two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="79"/>
        <source>Three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="79"/>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="80"/>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="81"/>
        <source>Full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="81"/>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="82"/>
        <source>Straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="83"/>
        <location filename="../gui/texts.py" line="111"/>
        <source>Royal flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="92"/>
        <source>High card, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="94"/>
        <source>Pair of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="96"/>
        <source>Two pair, %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="99"/>
        <source>Three of a kind, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="101"/>
        <source>Straight, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="103"/>
        <source>Flush, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="105"/>
        <source>Full house, %1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="108"/>
        <source>Four of a kind, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="110"/>
        <source>Straight flush, %1 high</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../gui/texts.py" line="224"/>
        <source>Hand #%1: %2 has the button; blinds %3/%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="228"/>
        <source>%1 posts an ante of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="231"/>
        <source>%1 posts the small blind of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="232"/>
        <source>%1 posts the big blind of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="236"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="241"/>
        <source>%1 folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="243"/>
        <source>%1 checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="245"/>
        <source>%1 calls %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="247"/>
        <source>%1 bets %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="249"/>
        <source>%1 raises to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="186"/>
        <location filename="../gui/texts.py" line="253"/>
        <source>(all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="168"/>
        <source>You post an ante of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="170"/>
        <source>You post the small blind of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="171"/>
        <source>You post the big blind of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="175"/>
        <source>You fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="177"/>
        <source>You check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="179"/>
        <source>You call %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="181"/>
        <source>You bet %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="183"/>
        <source>You raise to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="189"/>
        <source>%1 of your bet is returned uncalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="192"/>
        <source>You show %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="196"/>
        <source>You muck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="198"/>
        <source>You rebuy for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="220"/>
        <source>Hand #%1: you have the button; blinds %2/%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="256"/>
        <source>%1 of %2&apos;s bet is returned uncalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="259"/>
        <source>All-in: the hands are turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="261"/>
        <source>%1 shows %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="265"/>
        <source>%1 mucks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="267"/>
        <source>the main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="268"/>
        <source>side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="270"/>
        <source>You win %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="273"/>
        <source>%1 wins %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="276"/>
        <source>%1 of %2 is split: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="281"/>
        <source>You are out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="282"/>
        <source>%1 is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="284"/>
        <source>Blinds go up to %1/%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="289"/>
        <source>%1 rebuys for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="293"/>
        <source>Game over after %1 hands: %2 finishes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="295"/>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/main_window.py" line="95"/>
        <source>Hand log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="137"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="138"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="141"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="143"/>
        <source>P</source>
        <comment>shortcut: pause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="144"/>
        <source>Pause or resume the game (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="147"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="151"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="152"/>
        <source>&amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="154"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="155"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="156"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="157"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="163"/>
        <source>&amp;Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="165"/>
        <source>Standard deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="166"/>
        <source>Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="174"/>
        <source>Blue back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="174"/>
        <source>Red back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="175"/>
        <source>Green back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="302"/>
        <location filename="../gui/main_window.py" line="433"/>
        <source>Felt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="303"/>
        <source>The game stopped because of an internal error. The details are in the hand log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="410"/>
        <source>Time is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="422"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="425"/>
        <source>Time bank %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="436"/>
        <source>No-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="436"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="437"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="437"/>
        <source>Short deck Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="439"/>
        <source>Felt — %1, %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="443"/>
        <source>Hand #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="445"/>
        <source>Level %1: blinds %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="448"/>
        <source>, ante %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="450"/>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../gui/new_game.py" line="27"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="30"/>
        <source>No-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="30"/>
        <source>Pot-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="31"/>
        <source>Fixed-Limit Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="32"/>
        <source>Short deck (6+) Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="38"/>
        <source>Players at the table, you included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="42"/>
        <source>Mixed levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="42"/>
        <source>Beginners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="43"/>
        <source>Casual players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="44"/>
        <source>Solid players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="44"/>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="45"/>
        <source>Wild (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="46"/>
        <source>Calling stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="63"/>
        <source>Fixed blinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="64"/>
        <source>Slow (every 20 hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="65"/>
        <source>Standard (every 12 hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="66"/>
        <source>Turbo (every 6 hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="72"/>
        <source>How often each player may buy back in after busting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="74"/>
        <source>Tournament: play until one player has every chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="75"/>
        <source>Cash session: play as long as you like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="78"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="79"/>
        <source>The same seed deals the same cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="80"/>
        <source>Action clock (30 seconds plus a time bank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="84"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="85"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="86"/>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="87"/>
        <source>Opponents:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="88"/>
        <source>Starting stack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="89"/>
        <source>Small blind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="90"/>
        <source>Big blind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="91"/>
        <source>Ante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="92"/>
        <source>Blinds go up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="93"/>
        <source>Rebuys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="94"/>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="95"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="99"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/new_game.py" line="117"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <location filename="../gui/texts.py" line="44"/>
        <source>deuce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="44"/>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="44"/>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="45"/>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="46"/>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="46"/>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="46"/>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="47"/>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="48"/>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="48"/>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="48"/>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="49"/>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="50"/>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="57"/>
        <source>deuces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="57"/>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="57"/>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="58"/>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="59"/>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="59"/>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="59"/>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="60"/>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="61"/>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="61"/>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="61"/>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="62"/>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="63"/>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <location filename="../gui/texts.py" line="115"/>
        <source>Pre-flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="115"/>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="116"/>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/texts.py" line="116"/>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../gui/table_scene.py" line="158"/>
        <source>Burn</source>
        <comment>label under the burned cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="161"/>
        <source>D</source>
        <comment>dealer button</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="162"/>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="164"/>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="507"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="508"/>
        <source>Side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="510"/>
        <source>Can be won by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="569"/>
        <location filename="../gui/table_scene.py" line="816"/>
        <source>Busted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="570"/>
        <source>Sitting out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="602"/>
        <location filename="../gui/table_scene.py" line="608"/>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="729"/>
        <source>Mucked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="762"/>
        <source>%1 wins with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="776"/>
        <source>Wins %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="802"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="827"/>
        <source>Rebought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/table_scene.py" line="834"/>
        <source>Game over: %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
