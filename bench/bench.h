// bench.h — shared helpers of hitlab-bench.
#pragma once

#include <benchmark/benchmark.h>

namespace hitlab::bench {

/// time_per_call (seconds; the console prints it as 150n, 4.6u): iteration time divided by the calls made.
inline void perCall(benchmark::State& state, double callsPerIteration) {
  state.counters["time_per_call"] = benchmark::Counter(
      callsPerIteration, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void registerPairBenchmarks();
void registerBatchBenchmarks();
void registerAllPairsBenchmarks();

}  // namespace hitlab::bench
