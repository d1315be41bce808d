#!/bin/sh
# The issue's long measurement, in stages of priority so that an interrupted run leaves the
# most important matchups furthest along. Every step files its blocks in bench/results/ (see
# bench/accumulate.py) and commits them, so a later session continues where this one stopped
# (same bot code) by running this script again.
#
#   nohup sh bench/long_run.sh > logs/long_run.log 2>&1 &          one core, everything
#   nohup sh bench/long_run.sh hu > logs/hu.log 2>&1 &              two cores: heads-up and
#   nohup sh bench/long_run.sh sixmax > logs/sixmax.log 2>&1 &      6-max side by side
#   nohup sh bench/long_run.sh workers 2 > logs/workers.log 2>&1 &  N cores, one shared list
#
# The two halves never play the same matchup, so they never race for a block's seed (and a
# seed filed twice would be kept once: bench/accumulate.py). Once one half is done the other
# runs on one core alone; `workers N` keeps every core busy to the end instead: N workers
# draw the next job from one list (`sh bench/long_run.sh jobs` prints it), so no two play
# the same matchup at once either. A finished matchup costs a job only the start-up.
set -u
cd "$(dirname "$0")/.."
PY=${PY:-/work/main/.venv/bin/python}
PART=${1:-all}
STRATEGIES="maniac all_in min_raiser pot_bettor check_raiser limp_reraiser station nut_nit"

commit() {
    for attempt in 1 2 3 4 5; do
        for shelf in bench/results/ai_bench.json bench/results/lbr_bench.json; do
            [ -f "$shelf" ] && git add "$shelf"
        done
        git commit -q -m "bench results: $1" -- bench/results >/dev/null && return 0
        git diff --quiet -- bench/results && return 0  # the other half committed it
        sleep 7
    done
    return 0
}

gauntlet() {  # format level until strategies...
    fmt=$1; level=$2; until=$3; shift 3
    for strategy in "$@"; do
        "$PY" bench/ai_bench.py --jobs 1 --only "gauntlet-$fmt" --level "$level" \
            --strategy "$strategy" --until "$until"
        commit "$level vs $strategy, $fmt, up to $until deals"
    done
}

ladder() {  # part until [first second] (hu, fl, 6max: the ladder and its yardsticks)
    part=$1; until=$2; shift 2
    [ $# -eq 2 ] && set -- --level "$1" --strategy "$2"
    "$PY" bench/ai_bench.py --jobs 1 --only "$part" --until "$until" "$@" &&
        commit "ladder $part${2:+ $2 vs $4}, $until"
}

lbr() {  # until [levels...] (deals as played; the all-in adjusted figure began at deal 251)
    until=$1; shift
    [ $# -gt 0 ] || set -- expert solid casual beginner
    for level in "$@"; do
        "$PY" bench/lbr_bench.py --level "$level" --until "$until"
        commit "LBR vs $level up to $until deals"
    done
}

heads_up() {
    gauntlet hu expert 20000 $STRATEGIES
    ladder hu 20000
    ladder fl 20000
    lbr 1500 expert solid
    gauntlet hu solid 20000 $STRATEGIES
    lbr 1500
    gauntlet hu casual 20000 $STRATEGIES
    gauntlet hu beginner 20000 $STRATEGIES
    lbr 3000
}

six_max() {
    gauntlet 1v5 expert 2000 $STRATEGIES
    gauntlet 3v3 expert 20000 $STRATEGIES
    ladder 6max 2000
    # the narrowest margin first (nut_nit), the widest last
    gauntlet 1v5 expert 20000 nut_nit maniac limp_reraiser all_in pot_bettor check_raiser \
        station min_raiser
    # a first figure for every cell of the solid column, then the rest to 20,000
    gauntlet 3v3 solid 2000 $STRATEGIES
    gauntlet 1v5 solid 2000 $STRATEGIES
    for level in casual beginner solid; do
        gauntlet 3v3 "$level" 20000 $STRATEGIES
    done
    ladder 6max 20000
    for level in solid casual beginner; do
        gauntlet 1v5 "$level" 20000 $STRATEGIES
    done
}

jobs() {  # the whole measurement, one matchup a line, most important first
    for fmt in hu 3v3 1v5; do  # a first figure for every cell
        for level in expert solid casual beginner; do
            for s in $STRATEGIES; do echo "gauntlet $fmt $level 2000 $s"; done
        done
    done
    for fmt in hu 3v3; do
        for level in expert solid casual beginner; do
            for s in $STRATEGIES; do echo "gauntlet $fmt $level 20000 $s"; done
        done
    done
    echo "ladder hu 20000"; echo "ladder fl 20000"
    for level in expert solid casual beginner; do echo "lbr $level 3000"; done
    for level in expert beginner casual solid; do  # the cheapest level first
        for s in nut_nit $(echo "$STRATEGIES" | sed "s/ nut_nit//"); do
            echo "gauntlet 1v5 $level 20000 $s"
        done
    done
    # one job a pair, so both workers share the 6-max ladder (the level order, then the
    # yardsticks: the pairs ai_bench.py plays)
    "$PY" bench/ai_bench.py --only 6max --plan | sed "s/^/ladder 6max 20000 /"
}

run_job() {  # one line of `jobs`
    case "$1" in
        gauntlet) gauntlet "$2" "$3" "$4" "$5" ;;
        lbr) lbr "$3" "$2" ;;
        ladder) ladder "$2" "$3" ${4:+"$4" "$5"} ;;
    esac
}

workers() {  # N processes drawing from one list under a lock
    list=$(mktemp) && jobs > "$list"
    for _ in $(seq "$1"); do
        (
            while :; do
                job=$(flock "$list.lock" sh -c 'head -n 1 "$1"; sed -i 1d "$1"' _ "$list")
                [ -n "$job" ] || break
                echo "== $(date +%T) $job"
                # shellcheck disable=SC2086 # the job's words are its arguments
                run_job $job
            done
        ) &
    done
    wait
    rm -f "$list" "$list.lock"
}

case "$PART" in
    hu) heads_up ;;
    sixmax) six_max ;;
    all) heads_up; six_max ;;
    jobs) jobs; exit 0 ;;
    workers) workers "${2:-2}" ;;
    *) echo "usage: sh bench/long_run.sh [hu|sixmax|all|jobs|workers N]" >&2; exit 2 ;;
esac
echo "long run ($PART) finished"
