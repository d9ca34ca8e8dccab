// simd.h — lane masks as bit fields into byte masks (internal; shared by the vector kernels).
#pragma once

#include <cstdint>

namespace hitlab::detail {

/// Byte i of the result is 0xFF when bit i of m (0 to 255) is set: the bits moved apart in three steps (four
/// to each 32-bit half, two to each 16-bit quarter, one to each byte), then each byte's 1 made 0xFF.
constexpr std::uint64_t spreadBits(unsigned m) {
  std::uint64_t x = m & 0xFFu;
  x = (x | x << 28) & 0x0000000F0000000Full;
  x = (x | x << 14) & 0x0003000300030003ull;
  x = (x | x << 7) & 0x0101010101010101ull;
  return x * 0xFF;
}
static_assert(spreadBits(0) == 0 && spreadBits(1) == 0xFF && spreadBits(0x80) == 0xFF00000000000000ull &&
              spreadBits(0xA5) == 0xFF00FF0000FF00FFull && spreadBits(0xFF) == ~0ull);

}  // namespace hitlab::detail
