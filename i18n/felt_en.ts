<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BlunderView</name>
    <message numerus="yes">
        <location filename="../gui/yourplay/blunder_view.py" line="197"/>
        <source>%n decision(s) gave up %1 or more, %2 in all.</source>
        <extracomment>%n blunders, %1 the threshold in big blinds, %2 their cost in big blinds</extracomment>
        <translation>
            <numerusform>%n decision gave up %1 or more, %2 in all.</numerusform>
            <numerusform>%n decisions gave up %1 or more, %2 in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../gui/teaching/trainer/trainer_words.py" line="57"/>
        <source>%n out(s): %n of the %1 unseen cards put(s) you ahead (%2 on the next card, %3 by the river).</source>
        <extracomment>%n the outs, %1 unseen cards, %2 chance on the next card, %3 chance by the river</extracomment>
        <translation>
            <numerusform>%n out: %n of the %1 unseen cards puts you ahead (%2 on the next card, %3 by the river).</numerusform>
            <numerusform>%n outs: %n of the %1 unseen cards put you ahead (%2 on the next card, %3 by the river).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/trainer/trainer_words.py" line="63"/>
        <source>The nuts: %1; %n combination(s) make(s) it.</source>
        <extracomment>%1 the nut hand&apos;s name; %n how many two-card holdings make it</extracomment>
        <translation>
            <numerusform>The nuts: %1; %n combination makes it.</numerusform>
            <numerusform>The nuts: %1; %n combinations make it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="42"/>
        <source>vs %n random hand(s)</source>
        <extracomment>equity against %n random hands (as many as there are opponents)</extracomment>
        <translation>
            <numerusform>vs %n random hand</numerusform>
            <numerusform>vs %n random hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="46"/>
        <source>%n starting hand(s)</source>
        <extracomment>how many starting-hand classes (AKs, QQ, 72o...) a range holds</extracomment>
        <translation>
            <numerusform>%n starting hand</numerusform>
            <numerusform>%n starting hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="50"/>
        <source>%Ln combination(s)</source>
        <extracomment>weighted combinations of two cards in a range</extracomment>
        <translation>
            <numerusform>%Ln combination</numerusform>
            <numerusform>%Ln combinations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/teaching/coach/coach_words.py" line="54"/>
        <source>%n out(s): %1 next card, %2 by the river</source>
        <extracomment>%n outs; %1 the chance to hit one by the next card, %2 by the river</extracomment>
        <translation>
            <numerusform>%n out: %1 next card, %2 by the river</numerusform>
            <numerusform>%n outs: %1 next card, %2 by the river</numerusform>
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
            <numerusform>Session continued after %n hand. The hand history (View &gt; Hand history, Ctrl+H) has it.</numerusform>
            <numerusform>Session continued after %n hands. The hand history (View &gt; Hand history, Ctrl+H) has every one of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandImporter</name>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="166"/>
        <source>Reading %1 (file %2 of %3)
%n hand(s) read</source>
        <extracomment>%1 is a file name, %2 and %3 count files; %n counts hands</extracomment>
        <translation>
            <numerusform>Reading %1 (file %2 of %3)
%n hand read</numerusform>
            <numerusform>Reading %1 (file %2 of %3)
%n hands read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message numerus="yes">
        <location filename="../gui/history/history_panel.py" line="268"/>
        <source>%Ln hand(s)</source>
        <extracomment>how many hands the filters let through</extracomment>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/history_panel.py" line="295"/>
        <source>%n saved hand(s) cannot be read (the saved data is damaged) and are left out of replays and exports: %1.</source>
        <extracomment>the history found saved hands it cannot read; %1 names them</extracomment>
        <translation>
            <numerusform>%n saved hand cannot be read (the saved data is damaged) and is left out of replays and exports: %1.</numerusform>
            <numerusform>%n saved hands cannot be read (the saved data is damaged) and are left out of replays and exports: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportSummary</name>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="53"/>
        <source>%n hand(s) imported.</source>
        <extracomment>summary of an import; %n is a number of hands</extracomment>
        <translation>
            <numerusform>%n hand imported.</numerusform>
            <numerusform>%n hands imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="54"/>
        <source>%n hand(s) were already there.</source>
        <translation>
            <numerusform>%n hand was already there.</numerusform>
            <numerusform>%n hands were already there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/history/import_dialog.py" line="55"/>
        <source>%n hand(s) or file(s) skipped.</source>
        <translation>
            <numerusform>%n hand or file skipped.</numerusform>
            <numerusform>%n hands or files skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyDock</name>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="143"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="145"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/lobby_dock.py" line="158"/>
        <source>%1, %n place(s) paid</source>
        <extracomment>lobby; %1 the prize pool, %n places paid</extracomment>
        <translation>
            <numerusform>%1, %n place paid</numerusform>
            <numerusform>%1, %n places paid</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="71"/>
        <source>You take back %Ln uncalled chip(s).</source>
        <extracomment>nobody called the person&apos;s whole bet; the rest comes back to them</extracomment>
        <translation>
            <numerusform>You take back %Ln uncalled chip.</numerusform>
            <numerusform>You take back %Ln uncalled chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="79"/>
        <source>%1 takes back %Ln uncalled chip(s).</source>
        <extracomment>%1 a player&apos;s name; nobody called their whole bet, the rest comes back</extracomment>
        <translation>
            <numerusform>%1 takes back %Ln uncalled chip.</numerusform>
            <numerusform>%1 takes back %Ln uncalled chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="83"/>
        <source>You rebuy for %Ln chip(s).</source>
        <extracomment>the person buys back in after busting</extracomment>
        <translation>
            <numerusform>You rebuy for %Ln chip.</numerusform>
            <numerusform>You rebuy for %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="87"/>
        <source>%1 rebuys for %Ln chip(s).</source>
        <extracomment>%1 a player&apos;s name; they buy back in after busting</extracomment>
        <translation>
            <numerusform>%1 rebuys for %Ln chip.</numerusform>
            <numerusform>%1 rebuys for %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="91"/>
        <source>Game over after %n hand(s): %1 finishes first.</source>
        <extracomment>%1 the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Game over after %n hand: %1 finishes first.</numerusform>
            <numerusform>Game over after %n hands: %1 finishes first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/base/log_words.py" line="96"/>
        <source>Game over after %n hand(s): you finish first.</source>
        <extracomment>the person has every chip (or the most) when the game ends</extracomment>
        <translation>
            <numerusform>Game over after %n hand: you finish first.</numerusform>
            <numerusform>Game over after %n hands: you finish first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../gui/window/main_window.py" line="448"/>
        <source>Felt — %1, %n player(s)</source>
        <extracomment>window title; %1 the game, %n the number of players</extracomment>
        <translation>
            <numerusform>Felt — %1, %n player</numerusform>
            <numerusform>Felt — %1, %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="171"/>
        <source>Slow (every %n hand(s))</source>
        <extracomment>how fast the blinds go up; %n hands per level</extracomment>
        <translation>
            <numerusform>Slow (every %n hand)</numerusform>
            <numerusform>Slow (every %n hands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="172"/>
        <source>Standard (every %n hand(s))</source>
        <translation>
            <numerusform>Standard (every %n hand)</numerusform>
            <numerusform>Standard (every %n hands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="173"/>
        <source>Turbo (every %n hand(s))</source>
        <translation>
            <numerusform>Turbo (every %n hand)</numerusform>
            <numerusform>Turbo (every %n hands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/activities/new_game.py" line="219"/>
        <source>Action clock (%n second(s) plus a time bank)</source>
        <translation>
            <numerusform>Action clock (%n second plus a time bank)</numerusform>
            <numerusform>Action clock (%n seconds plus a time bank)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message numerus="yes">
        <location filename="../gui/tournament/results_dialog.py" line="159"/>
        <source>Prize: %1. Hands played: %n.</source>
        <extracomment>results screen; %1 the prize won, %n hands the person played</extracomment>
        <translation>
            <numerusform>Prize: %1. Hands played: %n.</numerusform>
            <numerusform>Prize: %1. Hands played: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/results_dialog.py" line="163"/>
        <source>No prize. Hands played: %n.</source>
        <extracomment>results screen, out before the prizes; %n hands the person played</extracomment>
        <translation>
            <numerusform>No prize. Hands played: %n.</numerusform>
            <numerusform>No prize. Hands played: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message numerus="yes">
        <location filename="../gui/yourplay/results_view.py" line="113"/>
        <source>%Ln hands</source>
        <extracomment>under the graph&apos;s axis of hands</extracomment>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/yourplay/results_view.py" line="116"/>
        <source>%Ln hands: won %2 %4, all-in adjusted %3 %4</source>
        <extracomment>%Ln hands, %2 won, %3 all-in adjusted, %4 unit (chips or bb)</extracomment>
        <translation>
            <numerusform>%Ln hand: won %2 %4, all-in adjusted %3 %4</numerusform>
            <numerusform>%Ln hands: won %2 %4, all-in adjusted %3 %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message numerus="yes">
        <location filename="../gui/session/saving.py" line="165"/>
        <source>Continue your last game? %n hand(s) played, last played %1.</source>
        <extracomment>at start-up; %n hands played so far, %1 the date and time it was last played</extracomment>
        <translation>
            <numerusform>Continue your last game? %n hand played, last played %1.</numerusform>
            <numerusform>Continue your last game? %n hands played, last played %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionName</name>
    <message numerus="yes">
        <location filename="../gui/base/session_words.py" line="53"/>
        <source>%1, %n player(s), %2</source>
        <extracomment>a session&apos;s default name; %1 when it started, %n players, %2 the game</extracomment>
        <translation>
            <numerusform>%1, %n player, %2</numerusform>
            <numerusform>%1, %n players, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionsDialog</name>
    <message numerus="yes">
        <location filename="../gui/history/sessions_dialog.py" line="264"/>
        <source>Delete “%1” with its %Ln hand(s)? This cannot be undone.</source>
        <extracomment>%1 the session&apos;s name, %Ln how many hands it has</extracomment>
        <translation>
            <numerusform>Delete “%1” with its %Ln hand? This cannot be undone.</numerusform>
            <numerusform>Delete “%1” with its %Ln hands? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShowdownChoice</name>
    <message numerus="yes">
        <location filename="../gui/play_controls/showdown_choice.py" line="172"/>
        <source>Mucked in %n s</source>
        <extracomment>at showdown, beside Show and Muck: the hand is mucked unanswered after %n seconds</extracomment>
        <translation>
            <numerusform>Mucked in %n s</numerusform>
            <numerusform>Mucked in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentFields</name>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_fields.py" line="111"/>
        <source>%n-max</source>
        <extracomment>tables of %n seats</extracomment>
        <translation>
            <numerusform>%n-max</numerusform>
            <numerusform>%n-max</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TournamentPlay</name>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_play.py" line="257"/>
        <source>Sit &amp; go, %n player(s)</source>
        <extracomment>a sit &amp; go&apos;s session in the hand history; %n its players</extracomment>
        <translation>
            <numerusform>Sit &amp; go, %n player</numerusform>
            <numerusform>Sit &amp; go, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/tournament/tournament_play.py" line="259"/>
        <source>Tournament, %n player(s)</source>
        <extracomment>a multi-table tournament&apos;s session in the hand history; %n its entrants</extracomment>
        <translation>
            <numerusform>Tournament, %n player</numerusform>
            <numerusform>Tournament, %n players</numerusform>
        </translation>
    </message>
</context>
</TS>
