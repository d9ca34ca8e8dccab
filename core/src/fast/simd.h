// simd.h — lane masks as bit fields into byte masks (internal; shared by the vector kernels).
#pragma once

#include <cstdint>

namespace hitlab::detail {

/// Byte i of the result is 0xFF when bit i of m (0 to 255) is set: m copied into every byte, byte i keeping
/// bit i; adding 0x7F sets a byte's top bit exactly when the byte is not zero (no carry leaves a byte), and
/// that bit becomes 0xFF.
constexpr std::uint64_t spreadBits(unsigned m) {
  const std::uint64_t kept = ((m & 0xFFu) * 0x0101010101010101ull) & 0x8040201008040201ull;
  return (((kept + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull) >> 7) * 0xFF;
}
// Checked for every m against the plain definition, at compile time.
static_assert([] {
  for (unsigned m = 0; m < 256; ++m) {
    std::uint64_t plain = 0;
    for (int i = 0; i < 8; ++i)
      if (m >> i & 1) plain |= std::uint64_t{0xFF} << (8 * i);
    if (spreadBits(m) != plain) return false;
  }
  return true;
}());

}  // namespace hitlab::detail
