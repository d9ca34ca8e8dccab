// stream_read.cpp — the memory ceiling the batch benchmark is compared with: a buffer read with the widest
// vector loads the CPU has (Highway, compiled per target and picked at run time like the batch itself), so
// the ceiling is the memory's and not the load ports'.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "stream_read.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include <cstddef>
#include <cstdint>

HWY_BEFORE_NAMESPACE();
namespace hitlab::bench::HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Four independent accumulators (integer OR, so nothing waits on floating-point latency): the loop is bound
// by memory, not by the core.
std::uint64_t OrAllHere(const std::uint64_t* p, std::size_t words) {
  const hn::ScalableTag<std::uint64_t> d;
  const std::size_t N = hn::Lanes(d);
  auto a0 = hn::Zero(d), a1 = a0, a2 = a0, a3 = a0;
  std::size_t i = 0;
  for (; i + 4 * N <= words; i += 4 * N) {
    a0 = hn::Or(a0, hn::LoadU(d, p + i)), a1 = hn::Or(a1, hn::LoadU(d, p + i + N));
    a2 = hn::Or(a2, hn::LoadU(d, p + i + 2 * N)), a3 = hn::Or(a3, hn::LoadU(d, p + i + 3 * N));
  }
  HWY_ALIGN std::uint64_t lanes[hn::MaxLanes(d)];
  hn::Store(hn::Or(hn::Or(a0, a1), hn::Or(a2, a3)), d, lanes);
  std::uint64_t all = 0;
  for (std::size_t k = 0; k < N; ++k) all |= lanes[k];
  for (; i < words; ++i) all |= p[i];
  return all;
}

}  // namespace hitlab::bench::HWY_NAMESPACE
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace hitlab::bench {

HWY_EXPORT(OrAllHere);

std::uint64_t orAll(const std::uint64_t* p, std::size_t words) {
  return HWY_DYNAMIC_DISPATCH(OrAllHere)(p, words);
}

}  // namespace hitlab::bench
#endif
