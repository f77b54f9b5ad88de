#!/bin/sh
# The 8-bit signum at --max-len 4 with ops {add,sub,mul,and,or,xor,shl,lshr,ashr} and K = {1,-1,7},
# without and with --classes: prints each command line and its candidates, candidates/s and time.
# usage: bench/superopt_signum.sh [path/to/theseus]
THESEUS=${1:-build/bin/theseus}
INPUT=$(dirname "$0")/../test/superopt/signum-i8-four.ll
for CLASSES in "" "--classes"; do
  CMD="$THESEUS superopt $INPUT --max-len 4 --ops add,sub,mul,and,or,xor,shl,lshr,ashr --consts 1,-1,7 $CLASSES"
  echo "\$ $CMD"
  $CMD | grep -E '^; (length|candidates|time|survivors|smt|pruned)'
done
