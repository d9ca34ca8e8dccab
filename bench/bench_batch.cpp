// bench_batch.cpp — the batch segment tests at the memory limit, and the single-core read bandwidth they
// are measured against, in the same run.
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>

#include "bench.h"
#include "hitlab/batch.h"

namespace hitlab::bench {

namespace {

// 64-byte aligned doubles (cache lines, vector loads).
struct Aligned {
  std::unique_ptr<double, decltype(&std::free)> p{nullptr, &std::free};
  explicit Aligned(std::size_t n)
      : p(static_cast<double*>(std::aligned_alloc(64, ((n * 8 + 63) / 64) * 64)), &std::free) {}
  double* get() const { return p.get(); }
};

struct SegmentArrays {
  std::size_t n;
  Aligned ax, ay, bx, by, cx, cy, dx, dy;
  explicit SegmentArrays(std::size_t count)
      : n(count), ax(count), ay(count), bx(count), by(count), cx(count), cy(count), dx(count), dy(count) {
    std::mt19937_64 rng(99);
    std::uniform_real_distribution<double> u(-1, 1);
    for (Aligned* a : {&ax, &ay, &bx, &by, &cx, &cy, &dx, &dy})
      for (std::size_t i = 0; i < n; ++i) a->get()[i] = u(rng);
  }
};

void elementwise(benchmark::State& state, std::size_t n) {
  SegmentArrays s(n);
  std::vector<std::uint8_t> out(n);
  SegmentsSoA a{s.ax.get(), s.ay.get(), s.bx.get(), s.by.get(), n},
      b{s.cx.get(), s.cy.get(), s.dx.get(), s.dy.get(), n};
  std::size_t slow = 0;
  for (auto _ : state) {
    slow += relateElementwise(a, b, out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * n));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * (8 * sizeof(double) + 1)));
  state.counters["exact_per_pair"] = benchmark::Counter(double(slow) / (double(state.iterations()) * n));
  state.SetLabel(batchSimdTarget());
}

// Reads the buffer with 16-byte vector loads into eight independent accumulators (integer OR, so nothing
// waits on floating-point latency): the loop is bound by memory, not by the core.
void streamRead(benchmark::State& state) {
  using V2u = std::uint64_t __attribute__((vector_size(16)));
  const std::size_t n = std::size_t(64) << 20;  // 512 MiB of doubles, far beyond the caches
  Aligned data(n);
  std::memset(data.get(), 0, n * sizeof(double));
  const auto* p = reinterpret_cast<const V2u*>(data.get());
  const std::size_t vectors = n / 2;
  for (auto _ : state) {
    V2u acc[8] = {};
    for (std::size_t i = 0; i < vectors; i += 8)
      for (int k = 0; k < 8; ++k) acc[k] |= p[i + k];
    V2u all = acc[0] | acc[1] | acc[2] | acc[3] | acc[4] | acc[5] | acc[6] | acc[7];
    benchmark::DoNotOptimize(all);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * sizeof(double)));
}

}  // namespace

void registerBatchBenchmarks() {
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/1048576/hitlab",
                               [](benchmark::State& s) { elementwise(s, 1048576); });
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/16384/hitlab",
                               [](benchmark::State& s) { elementwise(s, 16384); });
  benchmark::RegisterBenchmark("Memory/StreamRead", streamRead);
}

}  // namespace hitlab::bench
