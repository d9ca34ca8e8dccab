// simd.h — the vector types and the run-time dispatch of the vector kernels (internal).
#pragma once

#include <array>
#include <cstdint>

#include "build_config.h"

namespace hitlab::detail {

/// kSpreadBits[m]: byte i is 0xFF when bit i of m is set (lane masks into byte masks).
inline constexpr std::array<std::uint64_t, 256> kSpreadBits = [] {
  std::array<std::uint64_t, 256> t{};
  for (int m = 0; m < 256; ++m)
    for (int i = 0; i < 8; ++i)
      if (m >> i & 1) t[m] |= std::uint64_t{0xFF} << (8 * i);
  return t;
}();

// GCC vector extensions: the kernels are written once over these and compiled per instruction set. Every
// operation rounds as its scalar counterpart (no fused multiply-add anywhere: -ffp-contract=off), so a
// kernel's results do not depend on the clone that runs.
using V4 = double __attribute__((vector_size(32)));
using V8 = double __attribute__((vector_size(64)));
using M8 = long long __attribute__((vector_size(64)));  // what a comparison of two V8 gives: -1 or 0 per lane

}  // namespace hitlab::detail
