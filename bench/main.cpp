// hitlab-bench — hitlab against its peers in one Google Benchmark run (see bench/compare.sh for ratios).
#include "bench.h"

int main(int argc, char** argv) {
  hitlab::bench::registerPairBenchmarks();
  hitlab::bench::registerBatchBenchmarks();
  hitlab::bench::registerAllPairsBenchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
