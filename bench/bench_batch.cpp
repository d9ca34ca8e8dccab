// bench_batch.cpp — the batch segment tests at the memory limit, and the single-core read bandwidth they
// are measured against, in the same run.
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>

#include "bench.h"
#include "hitlab/batch.h"
#include "hitlab/classify.h"

namespace hitlab::bench {

namespace {

// 64-byte aligned doubles (cache lines, vector loads).
struct Aligned {
  std::unique_ptr<double, decltype(&std::free)> p{nullptr, &std::free};
  explicit Aligned(std::size_t n)
      : p(static_cast<double*>(std::aligned_alloc(64, ((n * 8 + 63) / 64) * 64)), &std::free) {}
  double* get() const { return p.get(); }
};

// The inputs: random doubles, or the degenerate-heavy data of tile maps and typed values (issue 54: a
// quarter-integer grid in [-2, 2], where 3% of the pairs touch; decimals with one digit in [0, 10]).
enum class Input { Random, Grid, Decimals };

struct SegmentArrays {
  std::size_t n;
  Aligned ax, ay, bx, by, cx, cy, dx, dy;
  explicit SegmentArrays(std::size_t count, Input input = Input::Random)
      : n(count), ax(count), ay(count), bx(count), by(count), cx(count), cy(count), dx(count), dy(count) {
    std::mt19937_64 rng(99);
    std::uniform_real_distribution<double> u(-1, 1);
    std::uniform_int_distribution<int> grid(-8, 8), decimal(0, 100);
    auto value = [&] {
      switch (input) {
        case Input::Random:
          return u(rng);
        case Input::Grid:
          return grid(rng) * 0.25;
        case Input::Decimals:
          return decimal(rng) / 10.0;
      }
      return 0.0;
    };
    for (Aligned* a : {&ax, &ay, &bx, &by, &cx, &cy, &dx, &dy})
      for (std::size_t i = 0; i < n; ++i) a->get()[i] = value();
  }
};

void elementwise(benchmark::State& state, std::size_t n, Input input = Input::Random) {
  SegmentArrays s(n, input);
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

// The same pairs as rows of points (NumPy's (N, 2) arrays: hitlab for Python's input), read as they lie by
// the rows kernel, or (`byColumns`, its reference) first taken apart into columns for the columns kernel.
void rows(benchmark::State& state, std::size_t n, bool byColumns) {
  SegmentArrays s(n);
  std::vector<double> a(2 * n), b(2 * n), c(2 * n), d(2 * n);
  for (std::size_t i = 0; i < n; ++i) {
    a[2 * i] = s.ax.get()[i], a[2 * i + 1] = s.ay.get()[i], b[2 * i] = s.bx.get()[i],
          b[2 * i + 1] = s.by.get()[i];
    c[2 * i] = s.cx.get()[i], c[2 * i + 1] = s.cy.get()[i], d[2 * i] = s.dx.get()[i],
          d[2 * i + 1] = s.dy.get()[i];
  }
  std::vector<std::uint8_t> out(n);
  for (auto _ : state) {
    if (byColumns) {
      const std::vector<double>* from[] = {&a, &b, &c, &d};
      Aligned* to[] = {&s.ax, &s.ay, &s.bx, &s.by, &s.cx, &s.cy, &s.dx, &s.dy};
      for (int k = 0; k < 4; ++k)
        for (std::size_t i = 0; i < n; ++i)
          to[2 * k]->get()[i] = (*from[k])[2 * i], to[2 * k + 1]->get()[i] = (*from[k])[2 * i + 1];
      relateElementwise(SegmentsSoA{s.ax.get(), s.ay.get(), s.bx.get(), s.by.get(), n},
                        SegmentsSoA{s.cx.get(), s.cy.get(), s.dx.get(), s.dy.get(), n}, out.data());
    } else {
      relateElementwise(SegmentRows{a.data(), b.data(), n}, SegmentRows{c.data(), d.data(), n}, out.data());
    }
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * n));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * n * (8 * sizeof(double) + 1)));
  state.SetLabel(batchSimdTarget());
}

// Capsule pairs as rows with radii in [0, 0.1): the segment pairs' rows, with the capsule batch
// (relateElementwise(CapsuleRows): the vector filter, then the exact path) or (`pairByPair`, the reference
// it equals) classify(Capsule, Capsule) row by row.
void capsuleRows(benchmark::State& state, std::size_t n, bool pairByPair) {
  std::mt19937_64 rng(29);
  std::uniform_real_distribution<double> u(-1, 1), r(0, 0.1);
  std::vector<double> a(2 * n), b(2 * n), c(2 * n), d(2 * n), ra(n), rb(n);
  for (std::vector<double>* v : {&a, &b, &c, &d})
    for (double& x : *v) x = u(rng);
  for (std::size_t i = 0; i < n; ++i) ra[i] = r(rng), rb[i] = r(rng);
  std::vector<std::uint8_t> out(n);
  std::size_t slow = 0;
  for (auto _ : state) {
    if (pairByPair) {
      for (std::size_t i = 0; i < n; ++i)
        out[i] = static_cast<std::uint8_t>(
            classify(Capsule{{a[2 * i], a[2 * i + 1]}, {b[2 * i], b[2 * i + 1]}, ra[i]},
                     Capsule{{c[2 * i], c[2 * i + 1]}, {d[2 * i], d[2 * i + 1]}, rb[i]}));
    } else {
      slow += relateElementwise(CapsuleRows{a.data(), b.data(), ra.data(), n},
                                CapsuleRows{c.data(), d.data(), rb.data(), n}, out.data());
    }
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * n));
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
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/Grid/16384/hitlab",
                               [](benchmark::State& s) { elementwise(s, 16384, Input::Grid); });
  benchmark::RegisterBenchmark("BatchSegments/Elementwise/Decimals/16384/hitlab",
                               [](benchmark::State& s) { elementwise(s, 16384, Input::Decimals); });
  benchmark::RegisterBenchmark("BatchSegments/Rows/1048576/hitlab",
                               [](benchmark::State& s) { rows(s, 1048576, false); });
  benchmark::RegisterBenchmark("BatchSegments/RowsByColumns/1048576/hitlab",
                               [](benchmark::State& s) { rows(s, 1048576, true); });
  benchmark::RegisterBenchmark("BatchCapsules/Rows/16384/hitlab",
                               [](benchmark::State& s) { capsuleRows(s, 16384, false); });
  benchmark::RegisterBenchmark("BatchCapsules/PairByPair/16384/hitlab",
                               [](benchmark::State& s) { capsuleRows(s, 16384, true); });
  benchmark::RegisterBenchmark("Memory/StreamRead",
                               [](benchmark::State& s) { streamRead(s, std::size_t(512) << 20); });
  benchmark::RegisterBenchmark("Memory/StreamRead/512KiB",
                               [](benchmark::State& s) { streamRead(s, std::size_t(512) << 10); });
  benchmark::RegisterBenchmark("Memory/StreamRead/1MiB",
                               [](benchmark::State& s) { streamRead(s, std::size_t(1) << 20); });
}

}  // namespace hitlab::bench
