#!/usr/bin/env bash
# Fuzzes one target at volume, then replays what it found under AddressSanitizer; see README.md.
#
#   Fuzz/run.sh TARGET SECONDS [--asan|--plain] [-- LIBFUZZER-FLAGS…]
#   Fuzz/run.sh TARGET replay
#
# TARGET is DeclarationsFuzz, DeepLinkFuzz, EntryFuzz, NavigatorFuzz, RestorationFuzz or StorefrontFuzz.
#
# 1. Builds the target in release twice: with `-sanitize=fuzzer` alone (.build-fuzz-plain), the
#    fuzzing build, and with `-sanitize=fuzzer,address` (.build-fuzz), the replay build.
# 2. Fuzzes for SECONDS with the plain build, or with the AddressSanitizer build (--asan, about a
#    quarter of the speed; the default for DeepLinkFuzz and DeclarationsFuzz, whose readers go
#    through unsafe pointers), reading Fuzz/seeds/TARGET and adding to Fuzz/corpus/TARGET; a crash,
#    an invariant violation, a timeout or a leak goes to Fuzz/artifacts/TARGET. The log is
#    Fuzz/artifacts/TARGET/fuzz-DATE.log.
# 3. Replays every input of Fuzz/corpus/TARGET, Fuzz/seeds/TARGET and Fuzz/findings/TARGET once
#    under AddressSanitizer with leak checking (ASAN_OPTIONS=detect_leaks=1: at exit, and libFuzzer
#    checks each input that allocates more than it frees, except for DeclarationsFuzz, where
#    Foundation's suppressed CFError leak would make that a heap scan per input; LSAN_OPTIONS names
#    ../.ci/lsan-suppressions.txt).
# 4. Prints one summary line per step; exits 1 if either step found anything.
#
# Corpus and artifacts are not committed (.gitignore). An input worth keeping goes to
# Fuzz/seeds/TARGET (a start for the fuzzer) or Fuzz/findings/TARGET (a fixed finding, replayed
# by every run). One fuzzing process at a time: the machine's two cores are shared.
set -euo pipefail
cd "$(dirname "$0")"

usage() {
  echo "usage: Fuzz/run.sh TARGET SECONDS|replay [--asan|--plain] [-- libFuzzer flags]" >&2
  echo "TARGET: DeclarationsFuzz, DeepLinkFuzz, EntryFuzz, NavigatorFuzz, RestorationFuzz or StorefrontFuzz" >&2
  exit 2
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
asan=default
case "${1:-}" in
  --asan) asan=yes && shift ;;
  --plain) asan=no && shift ;;
esac
if [[ "${1:-}" == "--" ]]; then shift; fi
extra=("$@")

# Each target's flags: the longest input it makes, the time after which one input counts as a hang,
# whether it fuzzes under AddressSanitizer by default, whether libFuzzer checks leaks after each input.
leaks_each=1
case $target in
  DeclarationsFuzz) max_len=4096 timeout=10 flags=(-len_control=0 -detect_leaks=0) asan_default=yes leaks_each=0 ;;
  DeepLinkFuzz) max_len=4096 timeout=10 flags=() asan_default=yes ;;
  NavigatorFuzz) max_len=512 timeout=10 flags=() asan_default=no ;;
  StorefrontFuzz) max_len=512 timeout=20 flags=(-len_control=0) asan_default=no ;;
  RestorationFuzz) max_len=2048 timeout=10 flags=() asan_default=no ;;
  EntryFuzz) max_len=1024 timeout=20 flags=(-len_control=0) asan_default=no ;;
  *) usage ;;
esac
[[ $asan == default ]] && asan=$asan_default
[[ $seconds == replay || $seconds =~ ^[0-9]+$ ]] || usage

corpus=corpus/$target
artifacts=artifacts/$target
seeds=seeds/$target
findings=findings/$target
mkdir -p "$corpus" "$artifacts" "$seeds"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
suppressions=$PWD/../.ci/lsan-suppressions.txt
export SWIFT_BACKTRACE=enable=no # Swift's crash reporter can hang a run (TOOLCHAIN.md)

build() { # scratch path, then the sanitizer flags
  local scratch=$1
  shift
  echo "== build $target in release ($*) into $scratch"
  if ! timeout 1800 swift build -c release --scratch-path "$scratch" "$@" --product "$target" \
    >"$artifacts/build-$stamp-${scratch#.}.log" 2>&1; then
    grep -v "Cannot export local symbol" "$artifacts/build-$stamp-${scratch#.}.log" >&2
    exit 1
  fi
}
asan_binary=.build-fuzz/release/$target
plain_binary=.build-fuzz-plain/release/$target
build .build-fuzz --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
[[ $seconds == replay || $asan == yes ]] || build .build-fuzz-plain --sanitize=fuzzer

# Reads a libFuzzer log: executions, executions per second, the last coverage line.
summary() {
  local log=$1
  local runs rate last
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  last=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' "$log" | tail -1 || true)
  echo "inputs $runs, $rate/s, $last"
}
# Prints what a failed step reported: sanitizer errors, invariant violations, the artifact.
errors() {
  grep -E '^(==[0-9]+==ERROR|[A-Za-z]+Fuzz: |SUMMARY|artifact_prefix)' "$1" || true
}
loaded() {
  grep -q 'INFO: Loaded 1 modules' "$1" || { echo "no 'INFO: Loaded 1 modules' in $1: a stale build?" >&2; exit 1; }
}

status=0
if [[ $seconds != replay ]]; then
  binary=$plain_binary
  [[ $asan == yes ]] && binary=$asan_binary
  log=$artifacts/fuzz-$stamp.log
  before=$(find "$corpus" -type f | wc -l)
  echo "== fuzz $target for $seconds s with $binary (log: $log)"
  set +e
  ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" \
    /usr/bin/time -o "$log.time" -f "%e s wall, %U s user, %S s system, peak RSS %M KB" \
    timeout $((seconds + 600)) "$binary" "$corpus" "$seeds" -max_len=$max_len -timeout=$timeout "${flags[@]}" \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$artifacts/" "${extra[@]}" >"$log" 2>&1
  fuzz_status=$?
  set -e
  loaded "$log"
  after=$(find "$corpus" -type f | wc -l)
  bytes=$(du -sb "$corpus" | cut -f1)
  echo "fuzz: exit $fuzz_status, $(summary "$log"), corpus folder $before -> $after files ($bytes bytes)"
  echo "fuzz: $(tail -1 "$log.time") (the machine's load: $(cut -d' ' -f1-3 /proc/loadavg))"
  [[ $fuzz_status -eq 0 ]] || { status=1; errors "$log"; }
fi

# The replay: every input once under AddressSanitizer, leak checking on.
log=$artifacts/replay-$stamp.log
inputs=("$corpus" "$seeds")
[[ -d $findings ]] && inputs+=("$findings")
count=$(find "${inputs[@]}" -type f | wc -l)
echo "== replay $count inputs of ${inputs[*]} with $asan_binary (log: $log)"
set +e
ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" \
  /usr/bin/time -o "$log.time" -f "%e s wall, %U s user, %S s system, peak RSS %M KB" \
  timeout 7200 "$asan_binary" -runs=0 -timeout=$timeout -detect_leaks=$leaks_each \
  -artifact_prefix="$artifacts/replay-" "${inputs[@]}" >"$log" 2>&1
replay_status=$?
set -e
loaded "$log"
echo "replay: exit $replay_status, $(grep -c 'ERROR: LeakSanitizer' "$log" || true) leak reports," \
  "$(grep -Eo 'INITED cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' "$log" | tail -1)"
echo "replay: $(tail -1 "$log.time")"
# After 1,000 inputs that allocated more than they freed, libFuzzer stops checking each input;
# LeakSanitizer's check at exit still covers them all, without naming the input.
grep -h 'disabled leak detection' "$log" || true
[[ $replay_status -eq 0 ]] || { status=1; errors "$log"; }
exit $status
