"""Teaching in the window, one folder per feature: the narrator (:mod:`.narration`), lessons
(:mod:`.lessons`), beginners' mode (:mod:`.beginners`: welcome, help, step by step), the
drills trainer's window (:mod:`.trainer`), the coach dock (:mod:`.coach`), ranges on the
13 x 13 grid (:mod:`.ranges`) and practice games (:mod:`.practice`)."""
