// hitlab-bench — hitlab against its peers in one Google Benchmark run (see bench/compare.sh for ratios).
//
// HITLAB_BENCH_TARGET=AVX2 (or another Highway target name this CPU runs) measures the code a machine of that
// instruction set would run; HITLAB_BENCH_TARGET=list lists them, best first. The web build's
// (HITLAB_BENCH_PAIRS_ONLY, bench/wasm_ratio.sh) has the pair cases alone: no Highway there.
#if !HITLAB_BENCH_PAIRS_ONLY
#include <hwy/targets.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "bench.h"

int main(int argc, char** argv) {
#if !HITLAB_BENCH_PAIRS_ONLY
  if (const char* want = std::getenv("HITLAB_BENCH_TARGET")) {
    if (std::strcmp(want, "list") == 0) {  // (bench/compare.sh --targets: one run per target)
      for (std::int64_t target : hwy::SupportedAndGeneratedTargets()) std::puts(hwy::TargetName(target));
      return 0;
    }
    bool found = false;
    for (std::int64_t target : hwy::SupportedAndGeneratedTargets())
      if (std::strcmp(hwy::TargetName(target), want) == 0)
        hwy::SetSupportedTargetsForTest(target), found = true;
    if (!found) {
      std::fprintf(stderr, "hitlab-bench: HITLAB_BENCH_TARGET=%s is not a target this CPU runs\n", want);
      return 1;
    }
  }
#endif
  hitlab::bench::registerPairBenchmarks();
#if !HITLAB_BENCH_PAIRS_ONLY
  hitlab::bench::registerBatchBenchmarks();
  hitlab::bench::registerAllPairsBenchmarks();
  hitlab::bench::registerCapsuleBenchmarks();
  hitlab::bench::registerMotionBenchmarks();
  hitlab::bench::registerRayCastBenchmarks();
  hitlab::bench::registerDegenerateBenchmarks();
#endif
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
