#!/bin/sh
# The issue's long measurement, on one core, in stages of priority so that an interrupted run
# leaves the most important matchups furthest along. Every step files its blocks in
# bench/results/ (see bench/accumulate.py) and commits them, so a later session continues
# where this one stopped (same bot code) by running this script again.
#
#   nohup sh bench/long_run.sh > logs/long_run.log 2>&1 &
set -u
cd "$(dirname "$0")/.."
PY=${PY:-/work/main/.venv/bin/python}
STRATEGIES="maniac all_in min_raiser pot_bettor check_raiser limp_reraiser station nut_nit"

commit() {
    for shelf in bench/results/ai_bench.json bench/results/lbr_bench.json; do
        [ -f "$shelf" ] && git add "$shelf"
    done
    for attempt in 1 2 3; do
        git commit -q -m "bench results: $1" -- bench/results && return 0
        sleep 5
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

lbr() {  # until
    for level in expert solid casual beginner; do
        "$PY" bench/lbr_bench.py --level "$level" --until "$1"
        commit "LBR vs $level up to $1 deals"
    done
}

# Stage 1: every priority matchup to a first useful size.
gauntlet hu expert 3000 $STRATEGIES
gauntlet hu solid 3000 $STRATEGIES
gauntlet 3v3 expert 1000 $STRATEGIES
gauntlet 1v5 expert 300 $STRATEGIES
"$PY" bench/ai_bench.py --jobs 1 --only hu --until 2000 && commit "ladder heads-up, 2000 deals"
"$PY" bench/ai_bench.py --jobs 1 --only fl --until 2000 && commit "Fixed-Limit, 2000 deals"
gauntlet hu expert_noreads 2000 $STRATEGIES  # the control: does adaptation help?
lbr 100
# Stage 2: the issue's 20,000 deals, in the same order.
gauntlet hu expert 20000 $STRATEGIES
gauntlet hu solid 20000 $STRATEGIES
gauntlet 3v3 expert 20000 $STRATEGIES
gauntlet 1v5 expert 2000 $STRATEGIES
"$PY" bench/ai_bench.py --jobs 1 --only hu --only 6max --until 20000 && commit "ladder, 20000"
"$PY" bench/ai_bench.py --jobs 1 --only fl --until 20000 && commit "Fixed-Limit, 20000 deals"
gauntlet 1v5 expert 20000 $STRATEGIES
lbr 2000
echo "long run finished"
