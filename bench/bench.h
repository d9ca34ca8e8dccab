// bench.h — shared helpers of hitlab-bench.
#pragma once

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>

namespace hitlab::bench {

/// time_per_call (seconds; the console prints it as 150n, 4.6u): iteration time divided by the calls made.
inline void perCall(benchmark::State& state, double callsPerIteration) {
  state.counters["time_per_call"] = benchmark::Counter(
      callsPerIteration, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

/// Each iteration calls fn on every case: time_per_call is one call's time.
template <class Cases, class Fn>
void overCases(benchmark::State& state, const Cases& cases, Fn fn) {
  for (auto _ : state)
    for (const auto& c : cases) fn(c);
  perCall(state, static_cast<double>(cases.size()));
}

/// The OR of `words` words read with the widest vector loads the CPU has (stream_read.cpp): the memory
/// ceiling.
std::uint64_t orAll(const std::uint64_t* p, std::size_t words);

void registerPairBenchmarks();
void registerBatchBenchmarks();
void registerAllPairsBenchmarks();
/// Capsule pairs beside Chipmunk's (bench_capsules.cpp; native only).
void registerCapsuleBenchmarks();
/// The time of impact beside Box2D's b2TimeOfImpact (bench_motion.cpp).
void registerMotionBenchmarks();
/// Rays through 100,000 shapes beside Box2D's and Chipmunk's ray casts (bench_raycast.cpp; native only).
void registerRayCastBenchmarks();
/// Grid, decimal and rotated-grid pairs beside random ones, and the hunt's mix (bench_degenerate.cpp; native
/// only).
void registerDegenerateBenchmarks();

}  // namespace hitlab::bench
