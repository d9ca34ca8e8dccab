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

// Reads a buffer of `bytes` (stream_read.cpp: orAll, the widest loads of the CPU). 512 MiB is far beyond the
// caches (the 1M batch's ceiling); 1 MiB is the 16k batch's own input, the cache level it reads.
void streamRead(benchmark::State& state, std::size_t bytes) {
  Aligned data(bytes / sizeof(double));
  std::memset(data.get(), 0, bytes);
  const auto* p = reinterpret_cast<const std::uint64_t*>(data.get());
  for (auto _ : state) {
    std::uint64_t all = orAll(p, bytes / sizeof(std::uint64_t));
    benchmark::DoNotOptimize(all);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
}

}  // namespace

void registerBatchBenchmarks() {
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/1048576/hitlab",
                               [](benchmark::State& s) { elementwise(s, 1048576); });
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/16384/hitlab",
                               [](benchmark::State& s) { elementwise(s, 16384); });
  // 16384 pairs are 1 MiB of input, this VM's whole L2: streamed over and over, it is read from L3. Half of
  // it does stay in L2, which shows the kernel's own speed.
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/8192/hitlab",
                               [](benchmark::State& s) { elementwise(s, 8192); });
  benchmark::RegisterBenchmark("Memory/StreamRead",
                               [](benchmark::State& s) { streamRead(s, std::size_t(512) << 20); });
  benchmark::RegisterBenchmark("Memory/StreamRead/512KiB",
                               [](benchmark::State& s) { streamRead(s, std::size_t(512) << 10); });
  benchmark::RegisterBenchmark("Memory/StreamRead/1MiB",
                               [](benchmark::State& s) { streamRead(s, std::size_t(1) << 20); });
}

}  // namespace hitlab::bench
